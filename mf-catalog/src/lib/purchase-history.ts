// What the signed-in customer ordered before (the ERP's order lines of the last 24 months, per
// article): one list per user, fetched once and shared by the results page, the article page and
// the instant search. The search service, which all customers share, never sees it: the catalog
// merges it into what the index answers (docs/search.md). An order placed in the checkout
// announces a basket change; the list is fetched again then.
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, authStore, basketChannel, dutchDateFormat, erpApi, getRuntimeConfig, isWarehouseOnly, useAuth, type AuthState } from '@kraanvogel/shared';
import { queryKeys } from './query-keys';

export interface PurchasedArticle {
  itemNo: string;
  /** How many of the customer's orders had it. */
  timesOrdered: number;
  quantity: number;
  /** YYYY-MM-DD */
  lastOrderDate: string;
}

/** The customer's articles, the most often ordered first, by item number. */
export type PurchaseHistory = Map<string, PurchasedArticle>;

const EMPTY: PurchaseHistory = new Map();

export async function getPurchaseHistory(signal?: AbortSignal): Promise<PurchaseHistory> {
  try {
    const { items } = await answer(erpApi.GET('/api/app/order/purchase-history', { signal }));
    return new Map(items.map((i) => [i.itemNo, i]));
  } catch (error) {
    if (signal?.aborted) throw error;
    // No history to show (a warehouse account may not read orders; the ERP does not answer now):
    // the catalog shows its articles without the mark.
    return EMPTY;
  }
}

export const purchaseHistoryQueryOptions = (user: string) =>
  queryOptions({ queryKey: queryKeys.purchaseHistory(user), queryFn: ({ signal }) => getPurchaseHistory(signal), staleTime: 5 * 60_000 });

/**
 * Whose history there is to ask for: the signed-in user of a customer; none for a visitor, a user
 * without a customer and a warehouse-only user (who may not read the customer's orders).
 */
const historyUser = (s: AuthState): string | null =>
  s.authenticated && s.customer && !isWarehouseOnly(s.roles, getRuntimeConfig().oidc.productKey) ? (s.user?.sub ?? null) : null;

/**
 * Starts fetching the history from a route's loader, alongside the page's search: the marks and
 * the "Eerder besteld" count then need no second round trip after the page has rendered.
 */
export function prefetchPurchaseHistory(client: QueryClient): void {
  const user = historyUser(authStore.getState());
  if (user) client.prefetchQuery(purchaseHistoryQueryOptions(user)).catch(() => undefined);
}

/** The signed-in customer's history; empty when there is none to ask for (historyUser). */
export function usePurchaseHistory(): { history: PurchaseHistory; ready: boolean; user: string | null } {
  const user = useAuth(historyUser);
  const client = useQueryClient();
  const { data, isSuccess } = useQuery({ ...purchaseHistoryQueryOptions(user ?? ''), enabled: user !== null });
  useEffect(() => {
    if (!user) return;
    // A placed order empties (updates) its basket: what was ordered counts from now on.
    return basketChannel.subscribe((event) => {
      if (event.type === 'basket-changed' && event.reason === 'updated') void client.invalidateQueries({ queryKey: queryKeys.purchaseHistory(user) });
    });
  }, [client, user]);
  return { history: data ?? EMPTY, ready: user === null || isSuccess, user };
}

/** "3 okt" this year, "3 okt 2025" before (the day as the ERP dated the order). */
export function formatOrderDay(isoDate: string, today = new Date()): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d);
  return dutchDateFormat(y === today.getFullYear() ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' })
    .format(day)
    .replace('.', '');
}
