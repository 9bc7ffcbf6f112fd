// The signed-in user's favourites ("Mijn assortiment"), as far as the catalog needs them: which
// articles he starred, fetched once per page by the listing or the article page (one request,
// the cards get a flag), and the star's toggle, shown at once and set back when the server
// refuses. Every user of a customer keeps his own list (the warehouse role too); a visitor and a
// user without a customer have none and see no star. The list itself is mf-account's page.
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi, notify, useAuth, type AuthState } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { queryKeys } from './query-keys';

const P = '/api/app/favourites';
const EMPTY: ReadonlySet<string> = new Set();

/** Whose favourites there are: the signed-in user of a customer; none otherwise. */
export const favouritesUser = (s: AuthState): string | null => (s.authenticated && s.customer ? (s.user?.sub ?? null) : null);

export const favouritesQueryOptions = (user: string) =>
  queryOptions({
    queryKey: queryKeys.favourites(user),
    queryFn: async ({ signal }) => new Set((await answer(mgmtApi.GET(`${P}/item-numbers`, { signal }))).itemNos) as ReadonlySet<string>,
    // Mijn assortiment (another app) changes them too: read again when a page asks.
    staleTime: 0,
  });

export interface Favourites {
  /** null: no star to show (a visitor, a user without a customer). */
  user: string | null;
  starred: ReadonlySet<string>;
  toggle: (itemNo: string, description: string) => void;
}

export function useFavourites(): Favourites {
  const user = useAuth(favouritesUser);
  const client = useQueryClient();
  const { data } = useQuery({ ...favouritesQueryOptions(user ?? ''), enabled: user !== null });
  const key = queryKeys.favourites(user ?? '');
  const change = useMutation({
    mutationFn: async ({ itemNo, on }: { itemNo: string; on: boolean; description: string }) => {
      const path = { itemNo };
      if (on) await answer(mgmtApi.PUT(`${P}/{itemNo}`, { params: { path } }));
      else await answer(mgmtApi.DELETE(`${P}/{itemNo}`, { params: { path } }));
    },
    onMutate: async ({ itemNo, on }) => {
      // A read under way would answer with the list before this change.
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, (old: ReadonlySet<string> | undefined) => {
        const next = new Set(old);
        if (on) next.add(itemNo);
        else next.delete(itemNo);
        return next;
      });
    },
    onSuccess: (_r, { on, description }) => notify.success(on ? texts.favourites.added(description) : texts.favourites.removed(description)),
    onError: (err) => notify.alert(err instanceof Error && err.message ? err.message : texts.favourites.failed),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const starred = data ?? EMPTY;
  const { mutate } = change;
  const toggle = useCallback((itemNo: string, description: string) => mutate({ itemNo, on: !starred.has(itemNo), description }), [mutate, starred]);
  return { user, starred, toggle };
}
