// Uitgaven (Mijn organisatie, main user): the last twelve months' spend per month per cost centre
// as a bar chart with the budget line, the same figures as a table (the chart's text alternative),
// the spend per member, and the Excel download with the same figures.
import { lazy, Suspense } from 'react';
import { Button, ButtonRow, formatMoney, notify } from '@kraanvogel/shared';
import { ResponsiveList } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Section } from '@/components/ui';
import type { Spend, SpendRow } from '@/lib/api-types';
import { texts } from '@/texts';
import { useDownloadSpend, useSpend } from '../api/spend';

const SpendChart = lazy(() => import('./spend-chart').then((m) => ({ default: m.SpendChart })));
const T = texts.spend;

export function SpendOverview() {
  const { data, isPending, error } = useSpend();
  const download = useDownloadSpend();
  const empty = data ? data.total.total === 0 && data.costCentres.every((c) => c.total === 0) : false;
  return (
    <>
      <Muted>{T.intro}</Muted>
      <ButtonRow>
        <Button
          variant="secondary"
          disabled={download.isPending || !data}
          onClick={() => download.mutate(undefined, { onError: () => notify.alert(T.downloadFailed) })}
          data-testid="spend-download"
        >
          {download.isPending ? T.downloading : T.download}
        </Button>
      </ButtonRow>
      <QueryState isPending={isPending} error={error} empty={empty} emptyText={T.empty} />
      {data && (
        <>
          <Section aria-labelledby="spend-cost-centres">
            <h2 id="spend-cost-centres">{T.perCostCentre}</h2>
            <p id="spend-chart-description">{T.chartDescription}</p>
            <Suspense fallback={null}>
              <SpendChart spend={data} describedBy="spend-chart-description" />
            </Suspense>
            <MonthTable spend={data} />
          </Section>
          <Section aria-labelledby="spend-members">
            <h2 id="spend-members">{T.perMember}</h2>
            <MemberTable spend={data} />
          </Section>
        </>
      )}
    </>
  );
}

/** A row per month, a column per cost centre, the month's total and the budget per month. */
function MonthTable({ spend }: { spend: Spend }) {
  const rows = spend.months.map((month, k) => ({ month, k }));
  const budget = spend.costCentres.reduce((s, c) => s + (c.monthlyBudget ?? 0), 0);
  const total = spend.total as SpendRow;
  return (
    <ResponsiveList
      caption={T.perCostCentreCaption}
      captionHidden
      rows={rows}
      rowKey={(r) => r.month}
      data-testid="spend-table"
      columns={[
        { header: T.month, cell: (r) => T.monthName(r.month), card: 'title', rowHeader: true },
        ...spend.costCentres.map((c) => ({ header: c.name ?? T.none, numeric: true, cell: (r: { k: number }) => formatMoney(c.monthly[r.k] ?? 0) })),
        { header: T.total, numeric: true, cell: (r) => formatMoney(total.monthly[r.k] ?? 0) },
        { header: T.budget, numeric: true, cell: () => (budget > 0 ? formatMoney(budget) : T.noBudget) },
      ]}
    />
  );
}

/** A row per member with his total and each month. */
function MemberTable({ spend }: { spend: Spend }) {
  return (
    <ResponsiveList
      caption={T.perMemberCaption}
      captionHidden
      rows={spend.members as SpendRow[]}
      rowKey={(m) => m.name ?? ''}
      data-testid="spend-members"
      columns={[
        { header: T.member, cell: (m) => m.name ?? T.unknown, card: 'title', rowHeader: true },
        { header: T.total, numeric: true, cell: (m) => formatMoney(m.total) },
        ...spend.months.map((month, k) => ({ header: T.monthName(month), numeric: true, cell: (m: SpendRow) => formatMoney(m.monthly[k] ?? 0) })),
      ]}
    />
  );
}
