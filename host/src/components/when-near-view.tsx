// Renders its children only once their place comes near the viewport (400 px ahead): a remote
// widget below a phone's first screen (the home page's news) then costs nothing at first load —
// no remote entry, no code, no data calls, no images — until the user scrolls toward it. Until
// then its place keeps the given height, so nothing on screen moves when it arrives. It watches
// only once `watch` is true: while what stands above it is still loading, its place is not yet
// where it will be. Without IntersectionObserver the children render at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const NEAR_VIEW_MARGIN = '400px 0px';

export function WhenNearView({ minHeight, watch = true, children }: { minHeight: string; watch?: boolean; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = place.current;
    if (near || !watch || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, watch]);

  if (near) return <>{children}</>;
  return <div ref={place} style={{ minHeight }} data-testid="not-yet-in-view" />;
}
