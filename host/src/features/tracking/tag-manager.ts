// The tag manager: a page-view event is pushed to the data layer
// 250 ms after each navigation (so the new page's title is set); the container script is only
// loaded when a container id is configured (runtime config tagManagerId).
export const PAGE_VIEW_DELAY_MS = 250;

export interface PageViewEvent {
  event: 'pageview';
  pageType: 'PageView';
  pageUrl: string;
  pagePath: string;
  pageTitle: string;
}

type DataLayer = Record<string, unknown>[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

export function dataLayer(win: Window = window): DataLayer {
  return (win.dataLayer ??= []);
}

export function pushPageView(path: string, win: Window = window, doc: Document = document) {
  const event: PageViewEvent = {
    event: 'pageview',
    pageType: 'PageView',
    pageUrl: `${win.location.origin}${path}`,
    pagePath: path,
    pageTitle: doc.title,
  };
  dataLayer(win).push(event as unknown as Record<string, unknown>);
}

const CONTAINER_ID = /^GTM-[A-Z0-9]+$/i;

/** Adds the container script once; returns whether it did. An id that is not a GTM id is refused. */
export function loadTagManager(id: string | null | undefined, doc: Document = document, win: Window = window): boolean {
  if (!id || !CONTAINER_ID.test(id)) return false;
  if (doc.querySelector(`script[data-tag-manager="${id}"]`)) return false;
  dataLayer(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.tagManager = id;
  doc.head.appendChild(script);
  return true;
}
