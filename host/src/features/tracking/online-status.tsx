// Online or offline: the status is tracked and shown. While offline a banner says so, with the
// number of basket changes waiting in the offline queue; while they are sent, and when the server
// refused some, it says that; when the connection returns, a short notice says so too.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useOfflineQueue } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { dataLayer } from './tag-manager';

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
  const { online, changes } = useOfflineQueue();
  const waiting = changes.filter((c) => c.state === 'waiting').length;
  const refused = changes.length - waiting;
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
      {!online && (
        <Banner $offline>
          {texts.status.offline}
          {waiting > 0 && <span data-testid="offline-waiting"> {texts.status.waiting(waiting)}</span>}
        </Banner>
      )}
      {online && (restored || waiting > 0 || refused > 0) && (
        <Banner $offline={refused > 0}>
          {restored && texts.status.online}
          {waiting > 0 && <span data-testid="offline-sending"> {texts.status.sending(waiting)}</span>}
          {refused > 0 && <span data-testid="offline-refused"> {texts.status.refused(refused)}</span>}
        </Banner>
      )}
    </div>
  );
}
