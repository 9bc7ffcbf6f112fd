// The new-cart and new-order-list popups: a required name of at most
// BASKET_NAME_MAX_LENGTH characters. A new cart becomes the current cart, a new order list is
// only added. Success and failure both close the popup with their toast.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BASKET_TYPE, notify, useCreateBasket, type BasketType, Button, ButtonRow, Modal, TextField } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { createBasketInputSchema, type CreateBasketInput } from '../api/create-basket';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';

export function NewBasketPopup({ basketType, onClose }: { basketType: BasketType; onClose: () => void }) {
  const bestellijst = basketType === BASKET_TYPE.bestellijst;
  const create = useCreateBasket(basketType, CHECKOUT_SOURCE);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateBasketInput>({
    resolver: zodResolver(createBasketInputSchema),
    defaultValues: { name: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input.name);
      notify.success(bestellijst ? texts.toasts.bestellijstCreated : texts.toasts.basketCreated);
    } catch {
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
