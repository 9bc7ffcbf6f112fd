// The form of the new-cart and new-order-list popups; the call and its hook (useCreateBasket)
// live in shared/, with mf-account's screens.
import { z } from 'zod/mini';
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
