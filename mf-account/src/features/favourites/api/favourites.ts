// Mijn assortiment: the user's favourites with what adding them needs, a star taken off, and the
// chosen quantities into the current basket (one line, or all in one request that checks every
// line at once, as quick order does).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToBasket, answer, basketChanged, mgmtApi, type BasketId } from '@kraanvogel/shared';
import { ACCOUNT_SOURCE } from '@/lib/basket-source';
import { accountKeys } from '@/lib/query-keys';

const P = '/api/app/favourites';

export const useFavourites = () =>
  useQuery({ queryKey: accountKeys.favourites, queryFn: async ({ signal }) => (await answer(mgmtApi.GET(P, { signal }))).items, staleTime: 0 });

export type Favourite = NonNullable<ReturnType<typeof useFavourites>['data']>[number];

export function useRemoveFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (itemNo: string) => answer(mgmtApi.DELETE(`${P}/{itemNo}`, { params: { path: { itemNo } } })),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.favourites }),
  });
}

export interface ChosenLine {
  itemNo: string;
  amount: number;
}

/** One line with addToBasket; several with addLinesToBasket (the good ones go in, the others come back with a reason). */
export function useFavouritesToBasket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ basketId, lines }: { basketId: BasketId; lines: ChosenLine[] }) => {
      if (lines.length === 1) {
        await addToBasket({ basketId, itemNo: lines[0]!.itemNo, amount: lines[0]!.amount });
        return { added: 1, refused: [] as { code: string; message: string }[] };
      }
      const result = await answer(
        mgmtApi.POST('/api/ecommerce/customerbaskets/addLinesToBasket', { body: { basketId: Number(basketId), lines: lines.map((l) => ({ code: l.itemNo, quantity: String(l.amount) })) } }),
      );
      return { added: result.added, refused: result.lines.filter((l) => !l.ok).map((l) => ({ code: l.code, message: l.message ?? '' })) };
    },
    onSettled: (_r, _e, { basketId }) => basketChanged(client, basketId, 'added', ACCOUNT_SOURCE),
  });
}
