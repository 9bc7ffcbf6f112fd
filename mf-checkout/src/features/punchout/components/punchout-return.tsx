// /bedankt-punchout: thanks the buyer and posts the basket's return form to the procurement system
// from the buyer's browser (into ~TARGET's frame when the system named one). The form comes from
// the server; React writes its values into the page, so they stay text. If the browser does not
// go on by itself, the button sends it.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@kraanvogel/shared';
import { texts } from '@/texts';
import type { PunchoutReturn } from '../api/push-basket';

const Note = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
`;

/**
 * The shop sends no referrer anywhere (Referrer-Policy: no-referrer), so a cross-site form post
 * would arrive with Origin: null, which procurement systems refuse. While this page shows the
 * return form the document's policy is strict-origin (the shop's origin, no path); it goes back
 * to the shop's own when the page is left.
 */
function useOriginReferrer(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'strict-origin';
    meta.dataset.punchoutReturn = '';
    document.head.appendChild(meta);
    return () => {
      meta.content = 'no-referrer';
      meta.remove();
    };
  }, [active]);
}

export function PunchoutReturnForm({ form }: { form: PunchoutReturn | null }) {
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useOriginReferrer(!!form);
  useEffect(() => {
    if (!form || sent.current || !ref.current) return;
    sent.current = true;
    ref.current.submit();
  }, [form]);
  if (!form) return <p>{texts.punchout.done}</p>;
  return (
    <>
      <Note role="status">{texts.punchout.sending(form.lineCount)}</Note>
      <form ref={ref} method="post" action={form.action} target={form.target ?? undefined} acceptCharset="UTF-8" data-testid="punchout-form">
        {form.fields.map((f) => (
          <input key={f.name} type="hidden" name={f.name} value={f.value} />
        ))}
        <Button type="submit">{texts.punchout.sendAgain}</Button>
      </form>
    </>
  );
}
