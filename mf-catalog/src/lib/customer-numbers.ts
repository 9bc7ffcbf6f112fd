// The customer's own article numbers (klantartikelnummers): one list per user, fetched once and
// shared by the results page, the instant search, the cards and the article page. The search
// service, which all customers share, never sees them: the catalog looks a phrase up in this list
// and puts the articles it names in front of what the index answers. The main user changes them
// on the article page.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, getRuntimeConfig, isMainUser, mgmtApi, useAuth } from '@kraanvogel/shared';
import { queryKeys } from './query-keys';

/** Item number → the customer's own number for it. */
export type CustomerNumbers = Map<string, string>;

const EMPTY: CustomerNumbers = new Map();
const P = '/api/app/customer-article-numbers';

export async function getCustomerNumbers(signal?: AbortSignal): Promise<CustomerNumbers> {
  try {
    const { items } = await answer(mgmtApi.GET(P, { signal }));
    return new Map(items.map((i) => [i.itemNo, i.customerItemNo]));
  } catch (error) {
    if (signal?.aborted) throw error;
    // The list cannot be read now: the catalog searches and shows its articles without it.
    return EMPTY;
  }
}

export const customerNumbersQueryOptions = (user: string) =>
  queryOptions({ queryKey: queryKeys.customerNumbers(user), queryFn: ({ signal }) => getCustomerNumbers(signal), staleTime: 5 * 60_000 });

/** The signed-in customer's numbers; empty for a visitor and a user without a customer. */
export function useCustomerNumbers(): { numbers: CustomerNumbers; ready: boolean; user: string | null; canEdit: boolean } {
  const user = useAuth((s) => (s.authenticated && s.customer ? (s.user?.sub ?? null) : null));
  const canEdit = useAuth((s) => isMainUser(s.roles, getRuntimeConfig().oidc.productKey));
  const { data, isSuccess } = useQuery({ ...customerNumbersQueryOptions(user ?? ''), enabled: user !== null });
  return { numbers: data ?? EMPTY, ready: user === null || isSuccess, user, canEdit: canEdit && user !== null };
}

/** At most this many articles of the customer's numbers go in front of a phrase's results. */
export const OWN_MATCHES_MAX = 12;

/**
 * The articles whose own number the phrase names (case and surrounding spaces ignored): the
 * number itself first, then numbers that start with it, then those that contain it (three
 * characters at least); none for an empty phrase.
 */
export function articlesByOwnNumber(numbers: CustomerNumbers, phrase: string): string[] {
  const p = phrase.trim().toLowerCase();
  if (!p || !numbers.size) return [];
  const ranked: [number, string, string][] = [];
  for (const [itemNo, own] of numbers) {
    const o = own.toLowerCase();
    const rank = o === p ? 0 : o.startsWith(p) ? 1 : p.length >= 3 && o.includes(p) ? 2 : -1;
    if (rank >= 0) ranked.push([rank, o, itemNo]);
  }
  ranked.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  return ranked.slice(0, OWN_MATCHES_MAX).map(([, , itemNo]) => itemNo);
}

/** Gives (a non-empty number) or removes (empty) the article's own number; the list is fetched again. */
export function useSaveCustomerNumber(itemNo: string, user: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (customerItemNo: string) => {
      const path = { itemNo };
      if (customerItemNo.trim()) await answer(mgmtApi.PUT(`${P}/{itemNo}`, { params: { path }, body: { customerItemNo } }));
      else await answer(mgmtApi.DELETE(`${P}/{itemNo}`, { params: { path } }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.customerNumbers(user ?? '') }),
  });
}
