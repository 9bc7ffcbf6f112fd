// This remote's pages as the server renders them for the signed-in caller (page parts:
// docs/architecture.md, Boot; built for Node into the version folder by tools/webpack's ServerPageParts, run by the
// api's static-site). The basket page's largest elements are its data (the owner line, the lines):
// painted from the page's HTML they would wait for the boot, this remote's code and the basket's
// requests. The page's inline loader asks for this part with the tab's own token; the server
// renders it here with the very components, texts and styles of this version, and the loader puts
// it in the shell's page area until the app renders the same page over it.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authStore, BASKET_STORE_KEY, BASKET_TYPE, basketKeys, basketStore, sameBasketId, theme, type AuthUser, type Basket } from '@kraanvogel/shared';
import { PRICE_MODE_KEY, usePriceModeStore } from '@kraanvogel/shared/screens';
import { BasketRoute } from '@/app/routes/basket';

/** What the server knows of the request: the verified caller, the page and what the tab keeps. */
export interface PagePartRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** From the verified token. */
  user: AuthUser;
  /** The values the tab sent of the storage keys this module names (storageKeys()). */
  storage: Record<string, string>;
  /** The APIs' base paths on this server (the runtime config's `api`: mgmt, pim, …). */
  api: Record<string, string>;
  /** A GET of the shop's APIs with the caller's own token: the JSON of a 200, else null. */
  get: (path: string) => Promise<unknown>;
}

/** The browser storage the pages read (the current basket, the price mode): the loader sends these. */
export function storageKeys(): string[] {
  return [BASKET_STORE_KEY, PRICE_MODE_KEY];
}

const BASKET_PAGE = /^\/winkelwagen(?:\/([1-9]\d{0,9}))?\/?$/;

/** The page part's HTML (with its styles) for a page this module renders, else null. */
export async function renderPagePart(req: PagePartRequest): Promise<string | null> {
  const path = new URL(req.url, 'http://page.invalid').pathname;
  const match = BASKET_PAGE.exec(path);
  if (!match || !req.api.mgmt) return null;
  const baskets = `${req.api.mgmt}/api/ecommerce/customerbaskets`;
  const selection = persisted<{ currentBasket?: Basket | null; owner?: string | null }>(req.storage, BASKET_STORE_KEY);
  const priceMode = persisted<{ grossOnly?: Record<string, true> }>(req.storage, PRICE_MODE_KEY);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

  // The basket the page shows, as BasketRoute decides: the one in the URL, else this browser's
  // current basket of this user, else the default basket.
  let basketId: number | null = match[1] ? Number(match[1]) : null;
  if (basketId !== null) {
    // Another customer's, an unknown one or an order list: the app shows the 404 page.
    const named = (await req.get(`${baskets}/default?basketId=${basketId}`)) as Basket | null;
    if (!named || named.basketType === BASKET_TYPE.bestellijst) return null;
    queryClient.setQueryData(basketKeys.detail(basketId), named);
  }
  const current = selection?.owner === req.user.sub && selection.currentBasket ? selection.currentBasket : null;
  if (basketId === null && current) basketId = Number(current.id);
  if (basketId === null) {
    const basket = (await req.get(`${baskets}/default`)) as Basket | null;
    if (!basket) return null;
    queryClient.setQueryData(basketKeys.detail(null), basket);
    basketId = Number(basket.id);
  }
  const realtime = await req.get(`${baskets}/basketWithRealtimeData?basketId=${basketId}`);
  if (!realtime) return null;
  queryClient.setQueryData(basketKeys.realtime(basketId), realtime);

  // The shared stores as the tab has them, for this one synchronous render only (a render on the
  // server reads a store's initial state: that is this state meanwhile).
  const restore = [
    withState(authStore, { status: 'authenticated', authenticated: true, user: req.user }),
    withState(basketStore, { owner: req.user.sub, currentBasket: current && sameBasketId(current.id, basketId) ? current : null }),
    withState(usePriceModeStore, { grossOnly: priceMode?.grossOnly ?? {} }),
  ];
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        page(
          queryClient,
          path,
          <Routes>
            <Route path="/winkelwagen/:id?" element={<BasketRoute />} />
          </Routes>,
        ),
      ),
    );
    // A picture of the page like the shell around it: no ids or test ids of its own (the app's
    // render owns them), nothing announced or focusable (the shell is inert).
    return `${sheet.getStyleTags()}${html.replace(/ (id|for|data-testid|aria-controls|aria-labelledby|aria-describedby)="[^"]*"/g, '')}`;
  } finally {
    sheet.seal();
    for (const undo of restore) undo();
  }
}

interface Store<S> {
  getState(): S;
  setState(state: S, replace: true): void;
  setState(state: Partial<S>): void;
  getInitialState(): S;
}

/** Sets part of a store's state, which a render on the server then reads; returns the undo. */
function withState<S>(store: Store<S>, state: Partial<S>): () => void {
  const before = store.getState();
  const initial = store.getInitialState;
  store.setState(state);
  store.getInitialState = () => store.getState();
  return () => {
    store.getInitialState = initial;
    store.setState(before, true);
  };
}

function page(queryClient: QueryClient, path: string, routes: ReactElement) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** A zustand persist entry's state ({ state, version }), or null when absent or unreadable. */
function persisted<T>(storage: Record<string, string>, key: string): T | null {
  try {
    const value = storage[key];
    return value ? ((JSON.parse(value) as { state?: T }).state ?? null) : null;
  } catch {
    return null;
  }
}
