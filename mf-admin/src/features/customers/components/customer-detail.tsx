// A customer's page in the back office: its details, its users with roles and status and what
// an administrator may do to each (block or unblock after a confirmation, a new invitation for
// one who never set a password, two-factor sign-in off with a reason), its addresses, discount
// groups, open orders, last invoices, and the log of those actions.
import { useState } from 'react';
import { z } from 'zod/mini';
import { Button, ButtonRow, formatDate, formatMoney, LinkButton, notify } from '@kraanvogel/shared';
import { ConfirmDialog, Modal, ResponsiveList, TextArea } from '@kraanvogel/shared/screens';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { Fact, Facts, Muted, QueryState, Section } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import type { AdminCustomerUser } from '@/lib/api-types';
import { texts } from '@/texts';
import { useCustomer, useUserAction, type UserAction } from '../api/customers';

const T = texts.customer;
const when = (iso: string) => new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });
const label = (u: AdminCustomerUser) => u.name || u.userName;
const status = (u: AdminCustomerUser) => (!u.isActive ? T.blocked : u.isInvited ? T.invited : T.active);

type Asking = { user: AdminCustomerUser; kind: UserAction['kind'] };

const reasonSchema = z.object({ reason: textRule({ max: 500 }) });

function ResetTwoFactorDialog({ user, busy, onReset, onClose }: { user: AdminCustomerUser; busy: boolean; onReset: (reason: string) => void; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm(reasonSchema, { defaultValues: { reason: '' } });
  return (
    <Modal title={T.resetTitle(label(user))} onClose={onClose} testId="reset-two-factor-popup">
      <form onSubmit={handleSubmit(({ reason }) => onReset(reason))} noValidate>
        <p>{T.resetText}</p>
        <TextArea label={T.reason} rows={3} error={errors.reason} {...register('reason')} />
        <ButtonRow>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {T.resetTwoFactor}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

export function CustomerDetail({ number }: { number: string }) {
  const { data: c, isPending, error } = useCustomer(number);
  const act = useUserAction(number);
  const [asking, setAsking] = useState<Asking | null>(null);
  if (!c) return <QueryState isPending={isPending} error={error} />;

  const run = (user: AdminCustomerUser, action: UserAction, done: string) =>
    act.mutate(
      { id: user.id, action },
      {
        onSuccess: () => notify.success(done),
        onError: (err) => notify.alert(messageOf(err)),
        onSettled: () => setAsking(null),
      },
    );

  const confirmations: Record<Exclude<UserAction['kind'], 'reset-two-factor'>, (u: AdminCustomerUser) => { title: string; message: string; confirm: string; done: string }> = {
    block: (u) => ({ title: T.blockTitle(label(u)), message: T.blockText(label(u)), confirm: T.block, done: T.blockedDone(label(u)) }),
    unblock: (u) => ({ title: T.unblockTitle(label(u)), message: T.unblockText(label(u)), confirm: T.unblock, done: T.unblockedDone(label(u)) }),
    'resend-invitation': (u) => ({ title: T.resendTitle, message: T.resendText(u.userName), confirm: T.resend, done: T.resent(u.userName) }),
  };

  return (
    <>
      <Section aria-labelledby="klant-gegevens">
        <h2 id="klant-gegevens">{T.details}</h2>
        <Facts>
          <Fact label={T.fields.number}>{c.number}</Fact>
          <Fact label={T.fields.kvk}>{c.chamberOfCommerce ?? '–'}</Fact>
          <Fact label={T.fields.vat}>{c.vatNumber ?? '–'}</Fact>
          <Fact label={T.fields.phone}>{c.phone ?? '–'}</Fact>
          <Fact label={T.fields.email}>{c.email ?? '–'}</Fact>
        </Facts>
      </Section>
      <Section aria-labelledby="klant-gebruikers">
        <h2 id="klant-gebruikers">{T.users}</h2>
        <ResponsiveList
          caption={T.usersCaption}
          captionHidden
          rows={c.users}
          rowKey={(u) => u.id}
          data-testid="customer-users"
          columns={[
            { header: T.userColumns.name, cell: (u) => label(u), card: 'title' },
            { header: T.userColumns.email, cell: (u) => u.userName },
            { header: T.userColumns.roles, cell: (u) => u.roles.map(T.roleLabel).join(', ') },
            { header: T.userColumns.status, cell: status },
            { header: T.userColumns.twoFactor, cell: (u) => (u.twoFactorEnabled ? T.on : T.off) },
            {
              header: T.userColumns.actions,
              card: 'action',
              cell: (u) => (
                <ButtonRow style={{ justifyContent: 'flex-start', margin: 0 }}>
                  {u.isActive ? (
                    <Button variant="secondary" aria-label={T.blockLabel(label(u))} onClick={() => setAsking({ user: u, kind: 'block' })}>
                      {T.block}
                    </Button>
                  ) : (
                    <Button variant="secondary" aria-label={T.unblockLabel(label(u))} onClick={() => setAsking({ user: u, kind: 'unblock' })}>
                      {T.unblock}
                    </Button>
                  )}
                  {u.isInvited && u.isActive && (
                    <Button variant="secondary" aria-label={T.resendLabel(label(u))} onClick={() => setAsking({ user: u, kind: 'resend-invitation' })}>
                      {T.resend}
                    </Button>
                  )}
                  {u.twoFactorEnabled && (
                    <Button variant="secondary" aria-label={T.resetLabel(label(u))} onClick={() => setAsking({ user: u, kind: 'reset-two-factor' })}>
                      {T.resetTwoFactor}
                    </Button>
                  )}
                </ButtonRow>
              ),
            },
          ]}
        />
      </Section>
      <Section aria-labelledby="klant-adressen">
        <h2 id="klant-adressen">{T.addresses}</h2>
        <Facts>
          {c.addresses.map((a, i) => (
            <Fact key={i} label={T.addressKinds[a.kind] ?? a.kind}>
              {T.address(a)}
            </Fact>
          ))}
        </Facts>
      </Section>
      <Section aria-labelledby="klant-kortingen">
        <h2 id="klant-kortingen">{T.discounts}</h2>
        {c.discountGroups.length ? (
          <ul>
            {c.discountGroups.map((g) => (
              <li key={g.code}>{T.discount(g.code, g.description, g.percentage)}</li>
            ))}
          </ul>
        ) : (
          <Muted>{T.noDiscounts}</Muted>
        )}
      </Section>
      <Section aria-labelledby="klant-orders">
        <h2 id="klant-orders">{T.openOrders(c.openOrders.count)}</h2>
        {c.openOrders.latest.length ? (
          <ul>
            {c.openOrders.latest.map((o) => (
              <li key={o.orderNo}>{T.order(o.orderNo, formatDate(o.orderDate), T.orderStatus[o.status] ?? String(o.status), formatMoney(o.totalNet))}</li>
            ))}
          </ul>
        ) : (
          <Muted>{T.noOpenOrders}</Muted>
        )}
      </Section>
      <Section aria-labelledby="klant-facturen">
        <h2 id="klant-facturen">{T.invoices}</h2>
        {c.lastInvoices.length ? (
          <ul>
            {c.lastInvoices.map((i) => (
              <li key={`${i.invoiceType}-${i.invoiceNo}`}>{T.invoice(i.invoiceType, i.invoiceNo, formatDate(i.invoiceDate), formatMoney(i.totalNet), i.isPaid)}</li>
            ))}
          </ul>
        ) : (
          <Muted>{T.noInvoices}</Muted>
        )}
      </Section>
      <Section aria-labelledby="klant-logboek">
        <h2 id="klant-logboek">{T.log}</h2>
        {c.actions.length ? (
          <ul data-testid="customer-log">
            {c.actions.map((a, i) => (
              <li key={i}>{T.logLine(when(a.at), a.admin, T.actions[a.action] ?? a.action, a.userName, a.reason)}</li>
            ))}
          </ul>
        ) : (
          <Muted>{T.noLog}</Muted>
        )}
      </Section>
      <LinkButton variant="secondary" to="/beheer/klanten">
        {T.back}
      </LinkButton>
      {asking && asking.kind !== 'reset-two-factor' && (
        <ConfirmDialog
          {...(() => {
            const q = confirmations[asking.kind](asking.user);
            return {
              title: q.title,
              message: q.message,
              confirmText: q.confirm,
              onConfirm: () => run(asking.user, { kind: asking.kind } as UserAction, q.done),
            };
          })()}
          busy={act.isPending}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'reset-two-factor' && (
        <ResetTwoFactorDialog
          user={asking.user}
          busy={act.isPending}
          onClose={() => setAsking(null)}
          onReset={(reason) => run(asking.user, { kind: 'reset-two-factor', reason }, T.resetDone(label(asking.user)))}
        />
      )}
    </>
  );
}
