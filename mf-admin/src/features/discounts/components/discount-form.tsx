// One discount, new or existing: customer, discount group or article, percentage and blue-green
// index, each checked beside its field (the server's checks — does the customer, group or article
// exist — come back as a message); an existing one can be deleted after a confirmation.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { ConfirmDialog, TextField } from '@kraanvogel/shared/screens';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { Muted, QueryState } from '@/components/ui';
import type { Discount } from '@/lib/api-types';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useDeleteDiscount, useDiscount, useSaveDiscount } from '../api/discounts';

const T = texts.discount;

const schema = z
  .object({
    customerNumber: textRule({ max: 20 }),
    discountGroup: textRule({ required: false, max: 20 }),
    itemNumber: textRule({ required: false, max: 40 }),
    percentage: z.string().check(
      z.trim(),
      z.refine((v) => /^[0-9]{1,3}([.,][0-9]{1,2})?$/.test(v) && Number(v.replace(',', '.')) <= 100, T.percentageInvalid),
    ),
    blueGreenIndex: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || (/^-?[0-9]{1,4}$/.test(v) && Math.abs(Number(v)) <= 1000), T.blueGreenInvalid),
    ),
  })
  .check(
    z.refine((v) => Boolean(v.discountGroup || v.itemNumber), { message: T.groupOrItem, path: ['discountGroup'] }),
  );
type Values = z.input<typeof schema>;

const Form = styled.form`
  max-width: 40rem;
`;

function DiscountForm({ discount }: { discount: Discount | null }) {
  const navigate = useNavigate();
  const save = useSaveDiscount(discount?.id ?? null);
  const remove = useDeleteDiscount();
  const [asking, setAsking] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm(schema, {
    defaultValues: {
      customerNumber: discount?.customerNumber ?? '',
      discountGroup: discount?.discountGroup ?? '',
      itemNumber: discount?.itemNumber ?? '',
      percentage: discount ? String(discount.percentage).replace('.', ',') : '',
      blueGreenIndex: discount ? String(discount.blueGreenIndex) : '',
    } satisfies Values,
  });
  const submit = handleSubmit((v) =>
    save.mutate(
      {
        customerNumber: v.customerNumber,
        discountGroup: v.discountGroup || null,
        itemNumber: v.itemNumber || null,
        percentage: Number(v.percentage.replace(',', '.')),
        blueGreenIndex: v.blueGreenIndex ? Number(v.blueGreenIndex) : 0,
      },
      {
        onSuccess: (saved) => {
          notify.success(T.saved(saved.id));
          if (!discount) void navigate(`/beheer/kortingen/${saved.id}`, { replace: true });
        },
        onError: (err) => notify.alert(messageOf(err)),
      },
    ),
  );
  const confirmDelete = () =>
    remove.mutate(discount!.id, {
      onSuccess: () => {
        notify.success(T.deleted(discount!.id));
        void navigate('/beheer/kortingen');
      },
      onError: (err) => notify.alert(messageOf(err)),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Muted>{T.intro}</Muted>
      <Form onSubmit={submit} noValidate aria-label={discount ? T.title(discount.id) : T.newTitle}>
        <TextField label={T.customer} inputMode="numeric" maxLength={20} autoComplete="off" error={errors.customerNumber} {...register('customerNumber')} />
        <TextField label={T.group} hint={T.groupHint} maxLength={20} autoComplete="off" error={errors.discountGroup} {...register('discountGroup')} />
        <TextField label={T.item} maxLength={40} autoComplete="off" error={errors.itemNumber} {...register('itemNumber')} />
        <TextField label={T.percentage} hint={T.percentageHint} inputMode="decimal" autoComplete="off" error={errors.percentage} {...register('percentage')} />
        <TextField label={T.blueGreen} hint={T.blueGreenHint} autoComplete="off" error={errors.blueGreenIndex} {...register('blueGreenIndex')} />
        <ButtonRow>
          <LinkButton variant="secondary" to="/beheer/kortingen">
            {T.back}
          </LinkButton>
          {discount && (
            <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
              {T.delete}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {T.save}
          </Button>
        </ButtonRow>
      </Form>
      {asking && discount && (
        <ConfirmDialog
          title={T.deleteTitle(discount.id)}
          message={T.deleteText(discount.customerNumber)}
          confirmText={T.delete}
          cancelText={T.cancel}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

export function DiscountEdit({ id }: { id: number | null }) {
  const { data, isPending, error } = useDiscount(id);
  if (id === null) return <DiscountForm discount={null} />;
  if (!data) return <QueryState isPending={isPending} error={error} />;
  return <DiscountForm key={data.id} discount={data} />;
}
