// Pushes a page-view event 250 ms after each navigation.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_DELAY_MS, pushPageView } from './tag-manager';

export function usePageViewTracking() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const t = setTimeout(() => pushPageView(`${pathname}${search}`), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(t);
  }, [pathname, search]);
}
