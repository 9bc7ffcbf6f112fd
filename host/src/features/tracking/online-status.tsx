// Online or offline: the status is tracked and shown. While offline a banner says so, with the
// number of basket changes waiting in the offline queue; while they are sent, and when the server
// refused some, it says that; when the connection returns, a short notice says so too.
import { useEffect, useRef, useState } from 'react';
import { useOfflineQueue } from '@kraanvogel/shared';
import { lazyPart } from '@/lib/lazy-part';
import { dataLayer } from './tag-manager';

// The banner's code comes when there is something to say.
const OnlineBanner = lazyPart(() => import(/* webpackChunkName: "online-banner" */ './online-banner').then((m) => m.OnlineBanner));

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
  const show = !online || restored || waiting > 0 || refused > 0;
  return (
    <div role="status" aria-live="polite" data-testid="online-status" data-online={online}>
      {show && <OnlineBanner online={online} restored={restored} waiting={waiting} refused={refused} />}
    </div>
  );
}
