// Step 1 of the return request: a delivered order (the newest ones, or found by its number; from
// an order's detail it comes preselected through ?order=) and its lines, each with what may still
// come back (delivered, less returned, less what the request holds), an amount and a reason.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, formatDate, formatNumber } from '@kraanvogel/shared';
import { QueryState, Toolbar } from '@/components/ui';
import { texts } from '@/texts';
import { useDeliveredOrders } from '../api/get-delivered-orders';
import { useOrderLines } from '../api/get-order-lines';
import { amountProblem, openAmount, RETURN_REASONS, type ReturnLine } from '../lib/return-rules';
import { useReturnRequest } from '../stores/return-request-store';
import { ResponsiveList, SelectField, TextField } from '@kraanvogel/shared/screens';

const T = texts.returns.pick;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  input,
  select {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
  }
  input {
    width: 5.5rem;
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
  }
  .error {
    color: ${(p) => p.theme.colors.error};
    font-size: 0.85rem;
    margin: 0;
    max-width: 14rem;
  }
`;

export function OrderLinesPicker() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('order') ?? '';
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const orders = useDeliveredOrders(search);
  const options = [
    { value: '', label: T.choose },
    ...(orders.data ?? []).map((o) => ({ value: o.orderNo, label: T.option(o.orderNo, formatDate(o.orderDate), o.reference) })),
  ];
  if (selected && !options.some((o) => o.value === selected)) options.push({ value: selected, label: selected });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(term.trim());
  };
  const choose = (orderNo: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (orderNo) next.set('order', orderNo);
        else next.delete('order');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <form role="search" aria-label={T.search} onSubmit={onSearch}>
        <Toolbar>
          <TextField label={T.search} type="search" maxLength={40} value={term} onChange={(e) => setTerm(e.target.value)} />
          <Button type="submit" variant="secondary">
            {T.searchButton}
          </Button>
        </Toolbar>
      </form>
      <QueryState isPending={orders.isPending} error={orders.error} empty={orders.data?.length === 0 && !selected} emptyText={T.noOrders} />
      {(orders.data?.length || selected) && <SelectField label={T.order} options={options} value={selected} onChange={(e) => choose(e.target.value)} data-testid="return-order-select" />}
      {selected && <OrderLines orderNo={selected} />}
    </>
  );
}

interface Draft {
  amount: string;
  reason: string;
  errors: { amount?: string; reason?: string };
}
const NEW_DRAFT: Draft = { amount: '1', reason: '', errors: {} };

function OrderLines({ orderNo }: { orderNo: string }) {
  const { data: order, isPending, error } = useOrderLines(orderNo);
  const requested = useReturnRequest((s) => s.lines);
  const addLine = useReturnRequest((s) => s.addLine);
  // What is typed and chosen per line (by line number) until it is added.
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const id = useId();
  if (!order) return <QueryState isPending={isPending} error={error} />;
  const delivered = order.lines.filter((l) => l.delivered > 0);
  if (!delivered.length) return <p role="status">{T.noneDelivered}</p>;
  const open = delivered.map((l) => ({ line: l, max: openAmount(l, orderNo, requested) }));
  type Row = (typeof open)[number];
  const draftOf = (lineNo: number) => drafts[lineNo] ?? NEW_DRAFT;
  const update = (lineNo: number, change: Partial<Draft>) => setDrafts((d) => ({ ...d, [lineNo]: { ...(d[lineNo] ?? NEW_DRAFT), ...change } }));
  const add = ({ line, max }: Row) => {
    const { amount, reason } = draftOf(line.lineNo);
    const errors = { amount: amountProblem(amount, max) ?? undefined, reason: reason ? undefined : T.reasonRequired };
    update(line.lineNo, { errors });
    if (errors.amount || errors.reason) return;
    const next: ReturnLine = { orderNumber: orderNo, productId: line.itemNo, skuName: line.description.slice(0, 200), amount: Number(amount), reasonOfReturn: reason as ReturnLine['reasonOfReturn'] };
    addLine(next);
    update(line.lineNo, NEW_DRAFT);
  };
  const C = T.columns;
  return (
    <>
      <ResponsiveList
        data-testid="return-order-lines"
        caption={T.caption(orderNo)}
        rows={open}
        rowKey={({ line }) => line.lineNo}
        columns={[
          { header: C.itemNo, card: 'title', cell: ({ line }) => line.itemNo },
          { header: C.description, cell: ({ line }) => line.description },
          { header: C.delivered, numeric: true, cell: ({ line }) => formatNumber(line.delivered) },
          { header: C.returned, numeric: true, cell: ({ line }) => formatNumber(line.returned) },
          {
            header: C.amount,
            card: 'action',
            cell: ({ line, max }) => {
              const { amount, errors } = draftOf(line.lineNo);
              return (
                max > 0 && (
                  <Control>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={max}
                      step={1}
                      value={amount}
                      aria-label={T.amountLabel(line.itemNo)}
                      aria-invalid={errors.amount ? true : undefined}
                      aria-describedby={errors.amount ? `${id}-${line.lineNo}-amount` : undefined}
                      onChange={(e) => update(line.lineNo, { amount: e.target.value })}
                    />
                    {errors.amount && (
                      <p className="error" id={`${id}-${line.lineNo}-amount`}>
                        {errors.amount}
                      </p>
                    )}
                  </Control>
                )
              );
            },
          },
          {
            header: C.reason,
            card: 'action',
            cell: ({ line, max }) => {
              const { reason, errors } = draftOf(line.lineNo);
              return (
                max > 0 && (
                  <Control>
                    <select
                      value={reason}
                      aria-label={T.reasonLabel(line.itemNo)}
                      aria-invalid={errors.reason ? true : undefined}
                      aria-describedby={errors.reason ? `${id}-${line.lineNo}-reason` : undefined}
                      onChange={(e) => update(line.lineNo, { reason: e.target.value })}
                    >
                      <option value="">{T.chooseReason}</option>
                      {RETURN_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                    {errors.reason && (
                      <p className="error" id={`${id}-${line.lineNo}-reason`}>
                        {errors.reason}
                      </p>
                    )}
                  </Control>
                )
              );
            },
          },
          {
            header: C.add,
            card: 'action',
            cell: (row) =>
              row.max > 0 ? (
                <Button variant="secondary" aria-label={T.addLabel(row.line.itemNo)} onClick={() => add(row)}>
                  {T.add}
                </Button>
              ) : (
                texts.common.none
              ),
          },
        ]}
      />
      {open.every((o) => o.max === 0) && <p role="status">{T.nothingLeft}</p>}
    </>
  );
}
