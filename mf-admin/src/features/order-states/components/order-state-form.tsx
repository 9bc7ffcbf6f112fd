// One order state: its name and colour as customers see them, its internal description and its
// place in the order, each checked beside its field, with a preview of an order in Mijn orders
// that follows the name as it is typed and the colour as it is picked. Only the shop's colours
// are offered (packages/rules: each passes 4.5:1 text contrast), each shown as the badge it makes. The code, which the orders carry, is shown and not changed.
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Button, ButtonRow, formatDate, LinkButton, notify } from '@kraanvogel/shared';
import { RadioGroup, ResponsiveList, TextArea, TextField } from '@kraanvogel/shared/screens';
import { STATUS_COLOURS, StatusBadge } from '@kraanvogel/shared/status';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { Fact, Facts, Muted, QueryState, Section } from '@/components/ui';
import type { OrderState } from '@/lib/api-types';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useOrderState, useSaveOrderState } from '../api/order-states';

const T = texts.orderState;
const MAX_SORTING = 100000;

const schema = z.object({
  codeDisplayName: textRule({ max: 100 }),
  description: textRule({ required: false, max: 500 }),
  sorting: z.string().check(
    z.trim(),
    z.refine((v) => /^[0-9]{1,6}$/.test(v) && Number(v) <= MAX_SORTING, T.sortingInvalid),
  ),
  colour: z.string().check(z.refine((v) => STATUS_COLOURS.some((c) => c.key === v), T.colourInvalid)),
});
type Values = z.input<typeof schema>;

const Form = styled.form`
  max-width: 40rem;
`;

const Preview = styled(Section)`
  max-width: 40rem;
  padding: 1rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
`;

/** An order as Mijn orders lists it, with the name being typed as its status. */
function StatusPreview({ label, colour }: { label: string; colour: string }) {
  const row = { orderNo: T.previewOrderNo, orderDate: formatDate(Date.now()), status: label.trim() || '–' };
  return (
    <Preview aria-labelledby="order-state-preview">
      <h2 id="order-state-preview">{T.preview}</h2>
      <Muted>{T.previewIntro}</Muted>
      <ResponsiveList
        caption={T.previewCaption}
        captionHidden
        rows={[row]}
        rowKey={(r) => r.orderNo}
        data-testid="order-state-preview"
        columns={[
          { header: T.previewColumns.orderNo, cell: (r) => r.orderNo, card: 'title' },
          { header: T.previewColumns.orderDate, cell: (r) => r.orderDate },
          { header: T.previewColumns.status, cell: (r) => <StatusBadge colour={colour}>{r.status}</StatusBadge> },
        ]}
      />
    </Preview>
  );
}

function EditForm({ state }: { state: OrderState }) {
  const save = useSaveOrderState(state);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useShopForm(schema, { defaultValues: { codeDisplayName: state.codeDisplayName, description: state.description, sorting: String(state.sorting), colour: state.colour } satisfies Values });
  const submit = handleSubmit((v) =>
    save.mutate(
      { codeDisplayName: v.codeDisplayName, description: v.description, sorting: Number(v.sorting), colour: v.colour as OrderState['colour'] },
      { onSuccess: (saved) => notify.success(T.saved(saved.codeDisplayName)), onError: (err) => notify.alert(messageOf(err)) },
    ),
  );
  return (
    <>
      <Muted>{T.intro}</Muted>
      <Facts>
        <Fact label={T.code}>{state.code}</Fact>
      </Facts>
      <Form onSubmit={submit} noValidate aria-label={texts.orderStates.editLabel(state.codeDisplayName)}>
        <TextField label={T.label} hint={T.labelHint} maxLength={100} autoComplete="off" error={errors.codeDisplayName} {...register('codeDisplayName')} />
        <TextArea label={T.description} rows={3} error={errors.description} {...register('description')} />
        <RadioGroup
          label={T.colour}
          hint={T.colourHint}
          options={STATUS_COLOURS.map((c) => ({ value: c.key, label: <StatusBadge colour={c.key}>{T.colours[c.key]}</StatusBadge> }))}
          error={errors.colour}
          {...register('colour')}
        />
        <TextField label={T.sorting} hint={T.sortingHint} inputMode="numeric" autoComplete="off" error={errors.sorting} {...register('sorting')} />
        <ButtonRow>
          <LinkButton variant="secondary" to="/beheer/orderstatussen">
            {T.back}
          </LinkButton>
          <Button type="submit" disabled={save.isPending}>
            {T.save}
          </Button>
        </ButtonRow>
      </Form>
      <StatusPreview label={watch('codeDisplayName')} colour={watch('colour')} />
    </>
  );
}

export function OrderStateEdit({ id }: { id: number }) {
  const { data, isPending, error } = useOrderState(id);
  if (!data) return <QueryState isPending={isPending} error={error} />;
  return <EditForm key={data.id} state={data} />;
}
