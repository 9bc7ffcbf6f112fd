// /beheer/punchout: the punch-out accounts (the logins of customers' procurement systems) with
// their allow-listed hosts and the shop's identity to them, and a new account (the shop makes its
// secret and shows it once).
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Button, ButtonRow, notify } from '@kraanvogel/shared';
import { ResponsiveList, TextField } from '@kraanvogel/shared/screens';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { Muted, QueryState, Section } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useCreateAccount, usePunchoutAccounts } from '../api/punchout-accounts';
import { SecretOnce } from './secret-once';

const T = texts.punchout;
const C = T.create;

/** Host names as typed: separated by spaces or commas. */
export const hostsOf = (value: string) => value.split(/[\s,]+/).filter(Boolean);

const schema = z.object({
  name: textRule({ required: false, max: 100 }),
  customerNumber: textRule({ max: 20 }),
  userId: textRule({ max: 100 }),
  userName: z.string().check(
    z.trim(),
    z.refine((v) => /^[A-Za-z0-9._@-]{3,100}$/.test(v), C.userNameInvalid),
  ),
  hosts: z.string().check(z.refine((v) => hostsOf(v).length > 0 && hostsOf(v).length <= 20, C.hostsRequired)),
});
type Values = z.input<typeof schema>;

const Form = styled.form`
  max-width: 40rem;
`;

function CreateAccount() {
  const create = useCreateAccount();
  const [secret, setSecret] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useShopForm(schema, { defaultValues: { name: '', customerNumber: '', userId: '', userName: '', hosts: '' } satisfies Values });
  const submit = handleSubmit((v) =>
    create.mutate(
      { name: v.name || null, customerNumber: v.customerNumber, userId: v.userId, userName: v.userName, allowedHosts: hostsOf(v.hosts) },
      {
        onSuccess: (made) => {
          setSecret(made.secret ?? null);
          notify.success(C.created(made.userName));
          reset();
        },
        onError: (err) => notify.alert(messageOf(err)),
      },
    ),
  );
  return (
    <Section aria-labelledby="punchout-create">
      <h2 id="punchout-create">{C.title}</h2>
      {secret && <SecretOnce secret={secret} />}
      <Form onSubmit={submit} noValidate aria-labelledby="punchout-create">
        <TextField label={C.name} autoComplete="off" error={errors.name} {...register('name')} />
        <TextField label={C.customerNumber} inputMode="numeric" autoComplete="off" error={errors.customerNumber} {...register('customerNumber')} />
        <TextField label={C.userId} autoComplete="off" error={errors.userId} {...register('userId')} />
        <TextField label={C.userName} autoComplete="off" error={errors.userName} {...register('userName')} />
        <TextField label={C.hosts} hint={C.hostsHint} autoComplete="off" error={errors.hosts} {...register('hosts')} />
        <ButtonRow>
          <Button type="submit" disabled={create.isPending}>
            {C.submit}
          </Button>
        </ButtonRow>
      </Form>
    </Section>
  );
}

export function AccountList() {
  const { data, isPending, error } = usePunchoutAccounts();
  return (
    <>
      <Muted>{T.intro}</Muted>
      <QueryState isPending={isPending} error={error} empty={data?.items.length === 0} emptyText={T.empty} />
      {data && data.items.length > 0 && (
        <ResponsiveList
          caption={T.caption}
          rows={data.items}
          rowKey={(a) => a.id}
          data-testid="punchout-accounts"
          columns={[
            {
              header: T.columns.account,
              card: 'title',
              cell: (a) => (
                <Link to={`/beheer/punchout/${a.id}`} aria-label={T.open(a.name ?? a.userName)}>
                  {a.name ? `${a.name} (${a.userName})` : a.userName}
                </Link>
              ),
            },
            { header: T.columns.customer, cell: (a) => a.customerNumber },
            { header: T.columns.hosts, cell: (a) => a.allowedHosts.join(', ') },
            { header: T.columns.identity, cell: (a) => (a.supplierIdentity ? `${a.supplierDomain} ${a.supplierIdentity}` : T.hostName) },
            { header: T.columns.state, cell: (a) => (a.isActive ? T.active : T.inactive) },
          ]}
        />
      )}
      <CreateAccount />
    </>
  );
}
