// Focus management for every route, the remotes' included: after a navigation to another path the
// focus moves to the new page's h1 (tabIndex -1) and a polite live region announces it, so a
// keyboard or screen-reader user starts on the new page instead of on <body>. The first load
// starts at the top of the document as browsers do. A page whose heading comes later (lazy code,
// data) is watched until it is there. Only the path counts: a filter or page in the query string
// keeps the focus where the user is.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden, focusPageHeading } from '@kraanvogel/shared';
import { texts } from '@/texts';

/** How long to wait for a page's heading after a navigation. */
const HEADING_WAIT_MS = 10_000;

export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstLoad = useRef(true);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const settle = () => {
      const heading = focusPageHeading();
      const title = heading?.textContent?.trim();
      if (!title) return false;
      setAnnouncement(texts.layout.pageChanged(title));
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
