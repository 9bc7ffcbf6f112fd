// A QR code of a text (the otpauth:// address for an authenticator app) as an SVG image, made in
// the browser with the qrcode library; loaded only when a QR code is shown.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Muted } from '@/components/ui';
import { texts } from '@/texts';

const Img = styled.img`
  display: block;
  width: 12.5rem;
  height: 12.5rem;
  max-width: 100%;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
`;

export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(value).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <Img src={src} alt={alt} data-testid="qr-code" /> : <Muted role="status">{texts.twoFactor.qrLoading}</Muted>;
}
