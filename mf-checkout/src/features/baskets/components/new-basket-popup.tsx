// The new-cart and new-order-list popups: a required name of at most
// BASKET_NAME_MAX_LENGTH characters, not one the customer already gives a basket (or order list):
// that is said beside the field, from the lists the shop knows or from the api's 400. A new basket
// becomes the current basket, a new order list is only added. Success and any other failure close
// the popup with their toast.
import { useShopForm } from '@kraanvogel/shared/forms';
import { ApiError, BASKET_TYPE, notify, useBasketStore, type BasketType, Button, ButtonRow } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { createBasketInputSchema } from '../api/create-basket';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';
import { Modal, TextField, useCreateBasket } from '@kraanvogel/shared/screens';

/** The api's Dutch message for the name (a 400 naming the field 'name'), if that is why it refused. */
function nameRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const problems = (error.body as { error?: { validationErrors?: { message: string; members: string[] }[] } } | undefined)?.error?.validationErrors ?? [];
  return problems.find((p) => p.members.includes('name'))?.message ?? null;
}

export function NewBasketPopup({ basketType, onClose }: { basketType: BasketType; onClose: () => void }) {
  const bestellijst = basketType === BASKET_TYPE.bestellijst;
  const create = useCreateBasket(basketType, CHECKOUT_SOURCE);
  const known = useBasketStore((s) => (bestellijst ? s.availableBestellijsten : s.availableBaskets));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useShopForm(createBasketInputSchema, {
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    const name = input.name.trim();
    if (known.some((b) => b.name.trim().toLowerCase() === name.toLowerCase())) {
      setError('name', { message: bestellijst ? texts.newBasket.nameTakenBestellijst(name) : texts.newBasket.nameTaken(name) }, { shouldFocus: true });
      return;
    }
    try {
      await create.mutateAsync(input.name);
      notify.success(bestellijst ? texts.toasts.bestellijstCreated : texts.toasts.basketCreated);
    } catch (error) {
      const refused = nameRefusal(error);
      if (refused) {
        setError('name', { message: refused }, { shouldFocus: true });
        return;
      }
      notify.alert(bestellijst ? texts.toasts.bestellijstCreateFailed : texts.toasts.basketCreateFailed);
    }
    onClose();
  });

  return (
    <Modal
      title={bestellijst ? texts.newBasket.titleBestellijst : texts.newBasket.title}
      onClose={onClose}
      testId={bestellijst ? 'new-bestellijst-popup' : 'new-basket-popup'}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField label={texts.newBasket.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <ButtonRow>
          <Button variant="secondary" type="button" onClick={onClose}>
            {texts.newBasket.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {texts.newBasket.submit}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}
