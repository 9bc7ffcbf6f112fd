// The basket page's loader, in the route table (routes.tsx) rather than in the page's lazy chunk, so
// that the page's data calls start while its code loads: the basket's lines with this moment's
// prices and stock (the page's one big request) for the basket the page will show — the one in the
// URL, else the current basket — without waiting for it; and, for a basket named in the URL, the check
// that it is one of this customer's baskets: another customer's id, an unknown one or an order
// list's is the host's 404 page.
import type { LoaderFunctionArgs } from 'react-router';
import { BASKET_TYPE, ApiError, authStore, basketQueryOptions, basketStore, queryClientOf } from '@kraanvogel/shared';
import { realtimeBasketQueryOptions } from '@kraanvogel/shared/screens';

const notFound = () => new Response('', { status: 404, statusText: 'Not Found' });

export async function basketLoader({ params, context }: LoaderFunctionArgs) {
  const queryClient = queryClientOf(context);
  if (params.id === undefined) {
    // The current basket as this browser kept it for this user (the baskets step confirms it meanwhile).
    const { currentBasket: current, owner } = basketStore.getState();
    if (current && owner === authStore.getState().user?.sub) queryClient.prefetchQuery(realtimeBasketQueryOptions(Number(current.id))).catch(() => undefined);
    return null;
  }
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
  queryClient.prefetchQuery(realtimeBasketQueryOptions(Number(params.id))).catch(() => undefined);
  let basket;
  try {
    basket = await queryClient.ensureQueryData(basketQueryOptions(Number(params.id)));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
  // An order list has its own page under Mijn account; this page is for baskets.
  if (basket.basketType === BASKET_TYPE.bestellijst) throw notFound();
  return null;
}
