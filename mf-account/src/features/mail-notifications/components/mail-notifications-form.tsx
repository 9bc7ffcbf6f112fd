// Mailnotificaties (main user): the extra addresses that get a copy of every order confirmation
// (whoever orders always gets his own), and the addresses that are told of each new invoice or
// credit note (none: the organization's main users). One address per line, at most five per list.
import { useEffect, useState } from 'react';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { FormGrid, Notice, QueryState } from '@/components/ui';
import { applyServerErrors, messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useMailNotifications } from '../api/get-mail-notifications';
import { useSaveMailNotifications } from '../api/save-mail-notifications';
import { MAX_ADDRESSES, addressesOf, mailNotificationsSchema, textOf, type MailNotificationsForm } from '../lib/address-list';
import { TextArea } from '@kraanvogel/shared/screens';

const T = texts.mailNotifications;

export function MailNotificationsScreenContent() {
  const stored = useMailNotifications();
  if (!stored.data) return <QueryState isPending={stored.isPending} error={stored.error} />;
  return <MailNotificationsForm initial={{ orderConfirmation: textOf(stored.data.orderConfirmation), invoiceNotice: textOf(stored.data.invoiceNotice) }} />;
}

function MailNotificationsForm({ initial }: { initial: MailNotificationsForm }) {
  const save = useSaveMailNotifications();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useShopForm<MailNotificationsForm>(mailNotificationsSchema, { defaultValues: initial });
  useEffect(() => reset(initial), [initial.orderConfirmation, initial.invoiceNotice]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await save.mutateAsync({ orderConfirmation: addressesOf(values.orderConfirmation), invoiceNotice: addressesOf(values.invoiceNotice) });
      reset({ orderConfirmation: textOf(result.orderConfirmation), invoiceNotice: textOf(result.invoiceNotice) });
      notify.success(T.saved);
    } catch (err) {
      if (!applyServerErrors(err, setError, ['orderConfirmation', 'invoiceNotice'])) setProblem(messageOf(err));
    }
  });

  return (
    <>
      <p>{T.intro}</p>
      <FormGrid noValidate onSubmit={submit} aria-label={texts.pages.mailnotifications} data-testid="mail-notifications-form">
        <TextArea label={T.orderConfirmation} hint={T.orderConfirmationHint(MAX_ADDRESSES)} rows={4} autoComplete="off" spellCheck={false} error={errors.orderConfirmation} {...register('orderConfirmation')} />
        <TextArea label={T.invoiceNotice} hint={T.invoiceNoticeHint(MAX_ADDRESSES)} rows={4} autoComplete="off" spellCheck={false} error={errors.invoiceNotice} {...register('invoiceNotice')} />
        {problem && <Notice role="alert">{problem}</Notice>}
        <ButtonRow>
          <LinkButton variant="secondary" to="/mijnaccount/mijnorganisatie">
            {T.back}
          </LinkButton>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? texts.common.saving : texts.common.save}
          </Button>
        </ButtonRow>
      </FormGrid>
    </>
  );
}
