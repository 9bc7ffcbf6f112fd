// Bestellimieten on Mijn team (main user): each member's limit per order and per calendar month
// (excluding VAT), who approves his orders over them, and what he ordered this month; a popup
// changes them. Below, the record of changes: who, when, from what to what.
import { useState, type FormEvent } from 'react';
import { Button, ButtonRow, formatDate, formatMoney, notify } from '@kraanvogel/shared';
import { Modal, ResponsiveList, TextField } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Section } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import type { MemberLimits } from '@/lib/api-types';
import { texts } from '@/texts';
import { useLimitChanges } from '../api/get-limit-changes';
import { useOrderLimits } from '../api/get-order-limits';
import { usePurchasingSettings, useSetPurchasingSettings } from '../api/purchasing-settings';
import { useSetOrderLimits } from '../api/set-order-limits';
import { amountText, parseEuroAmount } from '../lib/amount';
import { MemberChecklist, PopupActions } from './member-checklist';

const T = texts.limits;
const limitText = (n: number | null) => (n === null ? T.none : formatMoney(n));

function approverText(member: MemberLimits, all: readonly MemberLimits[]) {
  if (!member.approverIds.length) return T.mainUsers;
  return member.approverIds.map((id) => all.find((m) => m.userId === id)?.name ?? id).join(', ');
}

export function OrderLimits() {
  const { data, isPending, error } = useOrderLimits();
  const [editing, setEditing] = useState<MemberLimits | null>(null);
  return (
    <Section aria-labelledby="bestellimieten">
      <h2 id="bestellimieten">{T.title}</h2>
      <Muted>{T.intro}</Muted>
      <QueryState isPending={isPending} error={error} />
      {data && (
        <ResponsiveList
          caption={T.caption}
          captionHidden
          rows={data}
          rowKey={(m) => m.userId}
          data-testid="order-limits"
          columns={[
            { header: T.columns.name, cell: (m) => m.name, card: 'title' },
            { header: T.columns.perOrder, cell: (m) => limitText(m.perOrder), numeric: true },
            { header: T.columns.perMonth, cell: (m) => limitText(m.perMonth), numeric: true },
            { header: T.columns.spent, cell: (m) => formatMoney(m.spentThisMonth), numeric: true },
            { header: T.columns.approvers, cell: (m) => approverText(m, data) },
            {
              header: T.columns.actions,
              card: 'action',
              cell: (m) => (
                <Button variant="secondary" aria-label={T.editLabel(m.name)} onClick={() => setEditing(m)}>
                  {T.edit}
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && data && <LimitsPopup member={editing} team={data} onClose={() => setEditing(null)} />}
      <DecideWithin />
      <LimitChanges />
    </Section>
  );
}

function LimitsPopup({ member, team, onClose }: { member: MemberLimits; team: readonly MemberLimits[]; onClose: () => void }) {
  const save = useSetOrderLimits();
  const [perOrder, setPerOrder] = useState(amountText(member.perOrder));
  const [perMonth, setPerMonth] = useState(amountText(member.perMonth));
  const [approvers, setApprovers] = useState<string[]>(member.approverIds);
  const [errors, setErrors] = useState<{ perOrder?: string; perMonth?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const candidates = team.filter((m) => m.userId !== member.userId && m.role !== 'warehouse');

  const check = (text: string) => {
    const value = parseEuroAmount(text);
    if (value !== null && Number.isNaN(value)) return { error: T.invalidAmount };
    if (value !== null && value < 0.01) return { error: T.tooSmall };
    return { value };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const order = check(perOrder);
    const month = check(perMonth);
    setErrors({ perOrder: order.error, perMonth: month.error });
    if (order.error || month.error) {
      document.getElementById(order.error ? 'limiet-per-bestelling' : 'limiet-per-maand')?.focus();
      return;
    }
    setProblem(null);
    save.mutate(
      { userId: member.userId, limits: { perOrder: order.value ?? null, perMonth: month.value ?? null, approverIds: approvers } },
      {
        onSuccess: () => {
          notify.success(T.saved(member.name));
          onClose();
        },
        onError: (err) => setProblem(messageOf(err)),
      },
    );
  };

  return (
    <Modal title={T.formTitle(member.name)} onClose={onClose} testId="limits-popup">
      <form onSubmit={submit} noValidate>
        <TextField id="limiet-per-bestelling" label={T.perOrder} hint={T.amountHint} inputMode="decimal" value={perOrder} onChange={(e) => setPerOrder(e.target.value)} error={errors.perOrder} />
        <TextField id="limiet-per-maand" label={T.perMonth} hint={T.amountHint} inputMode="decimal" value={perMonth} onChange={(e) => setPerMonth(e.target.value)} error={errors.perMonth} />
        <MemberChecklist legend={T.approvers} hint={T.approversHint} members={candidates} chosen={approvers} onChange={setApprovers} />
        <PopupActions problem={problem} saving={save.isPending} onClose={onClose} />
      </form>
    </Modal>
  );
}

/** How many days approvers have before a request is reminded once, and then expires. */
function DecideWithin() {
  const { data } = usePurchasingSettings();
  const save = useSetPurchasingSettings();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (!data) return null;
  const value = text ?? String(data.decideWithinDays);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const days = Number(value.trim());
    if (!/^\d+$/.test(value.trim()) || days < 1 || days > 60) {
      setError(T.daysInvalid);
      document.getElementById('dagen-om-te-beslissen')?.focus();
      return;
    }
    setError(undefined);
    save.mutate(days, { onSuccess: () => notify.success(T.daysSaved(days)), onError: (err) => notify.alert(messageOf(err)) });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="decide-within">
      <TextField id="dagen-om-te-beslissen" label={T.days} hint={T.daysHint} inputMode="numeric" value={value} onChange={(e) => setText(e.target.value)} error={error} />
      <ButtonRow>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? texts.common.saving : texts.common.save}
        </Button>
      </ButtonRow>
    </form>
  );
}

function LimitChanges() {
  const { data, isPending, error } = useLimitChanges();
  const state = (s: { perOrder: number | null; perMonth: number | null; approvers: string[] }) =>
    T.state(limitText(s.perOrder), limitText(s.perMonth), s.approvers.length ? s.approvers.join(', ') : T.mainUsers);
  return (
    <>
      <h3>{T.changes}</h3>
      <QueryState isPending={isPending} error={error} empty={data?.length === 0} emptyText={T.changesEmpty} />
      {data && data.length > 0 && (
        <ResponsiveList
          caption={T.changesCaption}
          captionHidden
          rows={data}
          rowKey={(c) => c.id}
          data-testid="limit-changes"
          columns={[
            { header: T.changeColumns.member, cell: (c) => c.memberName, card: 'title' },
            { header: T.changeColumns.when, cell: (c) => `${formatDate(c.changedAt)} ${new Date(c.changedAt).toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit' })}` },
            { header: T.changeColumns.who, cell: (c) => c.changedByName },
            { header: T.changeColumns.from, cell: (c) => state(c.from) },
            { header: T.changeColumns.to, cell: (c) => state(c.to) },
          ]}
        />
      )}
    </>
  );
}
