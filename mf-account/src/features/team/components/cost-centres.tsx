// Kostenplaatsen on Mijn team (main user): each cost centre with its budget per month, quarter or
// year, what was ordered on it this period and what is left, and who orders on it; a popup adds
// or changes one, a confirmation removes one.
import { useState, type FormEvent } from 'react';
import { Button, ButtonRow, formatMoney, notify } from '@kraanvogel/shared';
import { ConfirmDialog, Modal, RadioGroup, ResponsiveList, TextField } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Section } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import type { CostCentre, MemberLimits } from '@/lib/api-types';
import { texts } from '@/texts';
import { useOrderLimits } from '../api/get-order-limits';
import { amountText, parseEuroAmount } from '../lib/amount';
import { useCostCentres, useRemoveCostCentre, useSaveCostCentre } from '../api/cost-centres';
import { MemberChecklist, PopupActions } from './member-checklist';

const T = texts.costCentres;
const PERIODS = ['month', 'quarter', 'year'] as const;

export function CostCentres() {
  const { data, isPending, error } = useCostCentres();
  const team = useOrderLimits().data ?? [];
  const [editing, setEditing] = useState<CostCentre | 'new' | null>(null);
  const [removing, setRemoving] = useState<CostCentre | null>(null);
  const remove = useRemoveCostCentre();
  const names = (ids: string[]) => (ids.length ? ids.map((id) => team.find((m) => m.userId === id)?.name ?? id).join(', ') : T.noMembers);
  return (
    <Section aria-labelledby="kostenplaatsen">
      <h2 id="kostenplaatsen">{T.title}</h2>
      <Muted>{T.intro}</Muted>
      <QueryState isPending={isPending} error={error} empty={data?.length === 0} emptyText={T.empty} />
      {data && data.length > 0 && (
        <ResponsiveList
          caption={T.caption}
          captionHidden
          rows={data}
          rowKey={(c) => c.id}
          data-testid="cost-centres"
          columns={[
            { header: T.columns.name, cell: (c) => c.name, card: 'title' },
            { header: T.columns.budget, cell: (c) => (c.budget === null ? T.noBudget : `${formatMoney(c.budget)} ${T.periods[c.budgetPeriod]}`) },
            { header: T.columns.spent, cell: (c) => formatMoney(c.spent), numeric: true },
            { header: T.columns.left, cell: (c) => (c.left === null ? '–' : formatMoney(c.left)), numeric: true },
            { header: T.columns.members, cell: (c) => names(c.memberIds) },
            {
              header: T.columns.actions,
              card: 'action',
              cell: (c) => (
                <ButtonRow>
                  <Button variant="secondary" aria-label={T.editLabel(c.name)} onClick={() => setEditing(c)}>
                    {T.edit}
                  </Button>
                  <Button variant="text" aria-label={T.removeLabel(c.name)} onClick={() => setRemoving(c)}>
                    {T.remove}
                  </Button>
                </ButtonRow>
              ),
            },
          ]}
        />
      )}
      <ButtonRow>
        <Button variant="secondary" onClick={() => setEditing('new')} data-testid="add-cost-centre">
          {T.add}
        </Button>
      </ButtonRow>
      {editing && <CostCentrePopup costCentre={editing === 'new' ? null : editing} team={team} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={T.removeTitle}
          message={T.removeQuestion(removing.name)}
          confirmText={T.remove}
          busy={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                notify.success(T.removed(removing.name));
                setRemoving(null);
              },
              onError: (err) => notify.alert(messageOf(err)),
            })
          }
        />
      )}
    </Section>
  );
}

function CostCentrePopup({ costCentre, team, onClose }: { costCentre: CostCentre | null; team: readonly MemberLimits[]; onClose: () => void }) {
  const save = useSaveCostCentre();
  const [name, setName] = useState(costCentre?.name ?? '');
  const [budget, setBudget] = useState(amountText(costCentre?.budget ?? null));
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>(costCentre?.budgetPeriod ?? 'month');
  const [members, setMembers] = useState<string[]>(costCentre?.memberIds ?? []);
  const [errors, setErrors] = useState<{ name?: string; budget?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = parseEuroAmount(budget);
    const next = {
      name: name.trim() ? undefined : T.nameRequired,
      budget: amount !== null && Number.isNaN(amount) ? texts.limits.invalidAmount : amount !== null && amount < 0.01 ? texts.limits.tooSmall : undefined,
    };
    setErrors(next);
    if (next.name || next.budget) {
      document.getElementById(next.name ? 'kostenplaats-naam' : 'kostenplaats-budget')?.focus();
      return;
    }
    setProblem(null);
    save.mutate(
      { id: costCentre?.id ?? null, input: { name: name.trim(), budget: amount, budgetPeriod: period, memberIds: members } },
      {
        onSuccess: (saved) => {
          notify.success(T.saved(saved.name));
          onClose();
        },
        onError: (err) => setProblem(messageOf(err)),
      },
    );
  };

  return (
    <Modal title={costCentre ? T.formTitle(costCentre.name) : T.newTitle} onClose={onClose} testId="cost-centre-popup">
      <form onSubmit={submit} noValidate>
        <TextField id="kostenplaats-naam" label={T.name} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <TextField id="kostenplaats-budget" label={T.budget} hint={T.budgetHint} inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} error={errors.budget} />
        <RadioGroup
          name="kostenplaats-periode"
          label={T.period}
          value={period}
          options={PERIODS.map((p) => ({ value: p, label: T.periodLabels[p] }))}
          onChange={(e) => setPeriod(e.target.value as (typeof PERIODS)[number])}
        />
        <MemberChecklist legend={T.members} members={team} chosen={members} onChange={setMembers} />
        <PopupActions problem={problem} saving={save.isPending} onClose={onClose} />
      </form>
    </Modal>
  );
}
