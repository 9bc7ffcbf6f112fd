// /beheer/punchout/{id}: one punch-out account: who it signs in as, its allow-listed hosts and its
// identity and mapping (each checked beside its field), a new secret (after a confirmation, shown
// once), and its last sessions with their transfers (when, lines, total).
import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Button, ButtonRow, formatDate, formatMoney, LinkButton, notify } from '@kraanvogel/shared';
import { Checkbox, ConfirmDialog, ResponsiveList, SelectField, TextArea, TextField } from '@kraanvogel/shared/screens';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { classificationLines, parseClassificationLines } from '@kraanvogel/shared/rules';
import { Fact, Facts, QueryState, Section } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { usePunchoutAccounts, usePunchoutActivity, useRotateSecret, useSaveAccount, type PunchoutAccount } from '../api/punchout-accounts';
import { hostsOf } from './account-list';
import { SecretOnce } from './secret-once';

const T = texts.punchout;
const D = T.detail;
const CHARSETS = ['ISO-8859-1', 'ASCII', 'UTF-8'] as const;
const STATUSES = ['body', 'http'] as const;

const lines = (v: string) => v.split('\n').map((l) => l.trim()).filter(Boolean);
const credentialsOf = (v: string) => lines(v).map((l) => ({ domain: l.split(/\s+/)[0]!, identity: l.split(/\s+/).slice(1).join(' ') }));
const credentialText = (list: { domain: string; identity: string }[]) => list.map((c) => `${c.domain} ${c.identity}`).join('\n');
const credentialsOk = (v: string) => lines(v).length <= 10 && lines(v).every((l) => /^\S{1,40}\s+\S.{0,199}$/.test(l));
const unitsOf = (v: string) => Object.fromEntries(lines(v).map((l) => l.split('=').map((p) => p.trim().toUpperCase())));
const unitsOk = (v: string) => lines(v).every((l) => /^[A-Za-z0-9]{1,10}\s*=\s*[A-Za-z0-9]{1,3}$/.test(l));

const schema = z.object({
  hosts: z.string().check(z.refine((v) => hostsOf(v).length > 0 && hostsOf(v).length <= 20, T.create.hostsRequired)),
  supplierDomain: textRule({ max: 40 }),
  supplierIdentity: textRule({ required: false, max: 200 }),
  buyerFrom: z.string().check(z.refine(credentialsOk, D.credentialsInvalid)),
  buyerTo: z.string().check(z.refine(credentialsOk, D.credentialsInvalid)),
  descriptionMax: z.string().check(z.refine((v) => /^[0-9]{2,4}$/.test(v.trim()) && Number(v) >= 10 && Number(v) <= 1000, D.descriptionMaxInvalid)),
  descriptionCharset: z.enum(CHARSETS),
  units: z.string().check(z.refine(unitsOk, D.unitsInvalid)),
  classifications: z.string().check(
    z.superRefine((v, ctx) => {
      const read = parseClassificationLines(v);
      if ('invalidLine' in read) ctx.addIssue({ code: 'custom', message: D.classificationsInvalid(read.invalidLine) });
    }),
  ),
  cxmlErrorStatus: z.enum(STATUSES),
  isActive: z.boolean(),
});
type Values = z.input<typeof schema>;

const Form = styled.form`
  max-width: 40rem;
`;

function Settings({ account }: { account: PunchoutAccount }) {
  const save = useSaveAccount(account.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm(schema, {
    defaultValues: {
      hosts: account.allowedHosts.join(' '),
      supplierDomain: account.supplierDomain,
      supplierIdentity: account.supplierIdentity ?? '',
      buyerFrom: credentialText(account.buyerFrom),
      buyerTo: credentialText(account.buyerTo),
      descriptionMax: String(account.descriptionMax),
      descriptionCharset: account.descriptionCharset,
      units: Object.entries(account.unitMap).map(([u, c]) => `${u}=${c}`).join('\n'),
      classifications: classificationLines(account.classificationMap),
      cxmlErrorStatus: account.cxmlErrorStatus,
      isActive: account.isActive,
    } satisfies Values,
  });
  // Awaited rather than mutate's callbacks: a saved account comes back with a new modification
  // time, which mounts this form afresh (its key), and an unmounted form's callbacks never run.
  const submit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        allowedHosts: hostsOf(v.hosts),
        supplierDomain: v.supplierDomain,
        supplierIdentity: v.supplierIdentity || null,
        buyerFrom: credentialsOf(v.buyerFrom),
        buyerTo: credentialsOf(v.buyerTo),
        descriptionMax: Number(v.descriptionMax),
        descriptionCharset: v.descriptionCharset,
        unitMap: unitsOf(v.units),
        classificationMap: (parseClassificationLines(v.classifications) as { map: Record<string, string> }).map,
        cxmlErrorStatus: v.cxmlErrorStatus,
        isActive: v.isActive,
      });
    } catch (err) {
      notify.alert(messageOf(err));
      return;
    }
    notify.success(D.saved);
  });
  return (
    <Section aria-labelledby="punchout-settings">
      <h2 id="punchout-settings">{D.settings}</h2>
      <Form onSubmit={submit} noValidate aria-labelledby="punchout-settings">
        <TextField label={T.create.hosts} hint={T.create.hostsHint} autoComplete="off" error={errors.hosts} {...register('hosts')} />
        <TextField label={D.supplierDomain} hint={D.supplierDomainHint} autoComplete="off" error={errors.supplierDomain} {...register('supplierDomain')} />
        <TextField label={D.supplierIdentity} hint={D.supplierIdentityHint} autoComplete="off" error={errors.supplierIdentity} {...register('supplierIdentity')} />
        <TextArea label={D.buyerFrom} hint={D.credentialsHint} rows={2} error={errors.buyerFrom} {...register('buyerFrom')} />
        <TextArea label={D.buyerTo} hint={D.credentialsHint} rows={2} error={errors.buyerTo} {...register('buyerTo')} />
        <TextField label={D.descriptionMax} inputMode="numeric" autoComplete="off" error={errors.descriptionMax} {...register('descriptionMax')} />
        <SelectField label={D.charset} options={CHARSETS.map((c) => ({ value: c, label: D.charsets[c] }))} error={errors.descriptionCharset} {...register('descriptionCharset')} />
        <TextArea label={D.units} hint={D.unitsHint} rows={3} error={errors.units} {...register('units')} />
        <TextArea label={D.classifications} hint={D.classificationsHint} rows={4} error={errors.classifications} {...register('classifications')} />
        <SelectField label={D.errorStatus} options={STATUSES.map((s) => ({ value: s, label: D.errorStatuses[s] }))} error={errors.cxmlErrorStatus} {...register('cxmlErrorStatus')} />
        <Checkbox label={D.active} {...register('isActive')} />
        <ButtonRow>
          <LinkButton variant="secondary" to="/beheer/punchout">
            {D.back}
          </LinkButton>
          <Button type="submit" disabled={save.isPending}>
            {D.save}
          </Button>
        </ButtonRow>
      </Form>
    </Section>
  );
}

function Activity({ id }: { id: number }) {
  const { data, isPending, error } = usePunchoutActivity(id);
  const A = T.activity;
  return (
    <Section aria-labelledby="punchout-activity">
      <h2 id="punchout-activity">{A.title}</h2>
      <QueryState isPending={isPending} error={error} empty={data?.items.length === 0} emptyText={A.empty} />
      {data && data.items.length > 0 && (
        <ResponsiveList
          caption={A.caption}
          captionHidden
          rows={data.items}
          rowKey={(s) => s.id}
          data-testid="punchout-activity"
          columns={[
            { header: A.columns.when, card: 'title', cell: (s) => formatDate(s.createdAt) + (s.startedAt ? '' : ` (${A.notStarted})`) },
            { header: A.columns.protocol, cell: (s) => (s.protocol === 'oci' ? 'OCI' : 'cXML') },
            { header: A.columns.operation, cell: (s) => A.operations[s.operation] ?? s.operation },
            { header: A.columns.host, cell: (s) => s.returnHost },
            {
              header: A.columns.transfers,
              cell: (s) =>
                s.transfers.length ? (
                  <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                    {s.transfers.map((t) => (
                      <li key={t.at}>
                        {formatDate(t.at)}: {A.transfer(t.lineCount, formatMoney(t.total))}
                      </li>
                    ))}
                  </ul>
                ) : (
                  A.none
                ),
            },
          ]}
        />
      )}
    </Section>
  );
}

function Secret({ account }: { account: PunchoutAccount }) {
  const rotate = useRotateSecret(account.id);
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const S = T.secret;
  return (
    <Section aria-labelledby="punchout-secret">
      <h2 id="punchout-secret">{S.title}</h2>
      {secret && <SecretOnce secret={secret} />}
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={rotate.isPending}>
        {S.rotate}
      </Button>
      {asking && (
        <ConfirmDialog
          title={S.rotateTitle}
          message={S.rotateQuestion(account.userName)}
          confirmText={S.rotate}
          cancelText={S.cancel}
          busy={rotate.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: (r) => {
                setSecret(r.secret);
                notify.success(S.rotated);
              },
              onError: (err) => notify.alert(messageOf(err)),
              onSettled: () => setAsking(false),
            })
          }
        />
      )}
    </Section>
  );
}

export function AccountDetail({ id }: { id: number }) {
  const { data, isPending, error } = usePunchoutAccounts();
  const account = data?.items.find((a) => a.id === id);
  if (!data) return <QueryState isPending={isPending} error={error} />;
  if (!account) return <p>{D.notFound}</p>;
  return (
    <>
      <Facts>
        <Fact label={D.facts.customer}>{account.customerNumber}</Fact>
        <Fact label={D.facts.user}>{account.userId}</Fact>
        <Fact label={D.facts.userName}>{account.userName}</Fact>
        <Fact label={D.facts.created}>{formatDate(account.creationTime)}</Fact>
      </Facts>
      <Secret account={account} />
      <Settings key={account.lastModificationTime} account={account} />
      <Activity id={account.id} />
    </>
  );
}
