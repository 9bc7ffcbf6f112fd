// Online or offline: the status is tracked and shown. While offline a
// banner says so; when the connection returns, a short notice says that too.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { texts } from '@/texts';
import { dataLayer } from './tag-manager';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

const Banner = styled.div<{ $offline: boolean }>`
  position: sticky;
  top: 0;
  z-index: 900;
  padding: 0.5rem 1rem;
  text-align: center;
  font-weight: 600;
  color: #fff;
  background: ${(p) => (p.$offline ? p.theme.colors.warning : p.theme.colors.success)};
`;

export function OnlineStatus() {
  const online = useOnline();
  const [restored, setRestored] = useState(false);
  // Only a return from offline is announced, not being online at start.
  const wasOffline = useRef(false);
  useEffect(() => {
    dataLayer().push({ event: online ? 'online' : 'offline' });
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    setRestored(true);
    const t = setTimeout(() => setRestored(false), 4000);
    return () => clearTimeout(t);
  }, [online]);
  return (
    <div role="status" aria-live="polite" data-testid="online-status" data-online={online}>
      {!online && <Banner $offline>{texts.status.offline}</Banner>}
      {online && restored && <Banner $offline={false}>{texts.status.online}</Banner>}
    </div>
  );
}
