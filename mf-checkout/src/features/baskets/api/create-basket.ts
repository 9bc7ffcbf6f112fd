// POST customerbaskets/createBasket {name, basketType}: a new cart (basketType omitted) or order
// list (1). The answer is the new basket; success is status 200.
import { useMutation, useQueryClient } from '@tanstack/react-query';
// zod/mini: the same schemas at a fraction of the size, in a chunk every page of a signed-in user loads.
import { z } from 'zod/mini';
import { BASKET_TYPE, basketKeys, basketQueryOptions, mgmtClient, type Basket, type BasketType } from '@kraanvogel/shared';
import { BASKET_NAME_MAX_LENGTH, texts } from '@/texts';

/** The form of the new-cart and new-order-list popups. */
export const createBasketInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, texts.validation.required),
      z.maxLength(BASKET_NAME_MAX_LENGTH, texts.validation.maxLength(BASKET_NAME_MAX_LENGTH)),
    ),
});

export type CreateBasketInput = z.infer<typeof createBasketInputSchema>;

export function createBasket({ name, basketType }: CreateBasketInput & { basketType: BasketType }): Promise<Basket> {
  return mgmtClient.createBasket(basketType === BASKET_TYPE.bestellijst ? { name, basketType: BASKET_TYPE.bestellijst } : { name });
}

export function useCreateBasket(basketType: BasketType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBasketInput) => createBasket({ ...input, basketType }),
    onSuccess: (basket) => {
      queryClient.setQueryData(basketQueryOptions(basket.id).queryKey, basket);
      return queryClient.invalidateQueries({ queryKey: basketKeys.lists() });
    },
  });
}
