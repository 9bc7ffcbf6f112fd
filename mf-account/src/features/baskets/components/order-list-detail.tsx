// One order list: its lines with the customer's prices and his own article numbers (a table, cards
// on a phone with 'select all' above them). Each line has a quantity field (the list's amount to
// start with, kept to the article's minimum and step) and its own add button; a quantity typed and
// Enter adds that line. All or the picked lines go into the current basket with the quantities
// chosen; lines are removed, and the list is an Excel file.
import { useState, type KeyboardEvent } from 'react';
import { BASKET_TYPE, Button, formatMoney, formatNumber, notify, useBasketStore } from '@kraanvogel/shared';
import { ErrorText, Facts, QueryState, Toolbar } from '@/components/ui';
import { texts } from '@/texts';
import { ACCOUNT_SOURCE } from '@/lib/basket-source';
import { useOrderListToBasket } from '../api/baskets';
import { Checkbox, ResponsiveList, useExportBasket, useRealtimeBasket, useRemoveBasketLine } from '@kraanvogel/shared/screens';
import { quantityRule, roundQuantityUp } from '@kraanvogel/shared/rules';

const T = texts.baskets.detail;

export function OrderListDetail({ listId }: { listId: number }) {
  const { data: list, isPending, error } = useRealtimeBasket(listId);
  const current = useBasketStore((s) => s.currentBasket);
  const toBasket = useOrderListToBasket();
  const removeLine = useRemoveBasketLine(ACCOUNT_SOURCE);
  const exportList = useExportBasket();
  const [selected, setSelected] = useState<number[]>([]);
  // The quantities typed per line (by line id); a line without one takes the list's amount.
  const [typed, setTyped] = useState<Record<number, string>>({});
  if (!list || list.basketType !== BASKET_TYPE.bestellijst) return <QueryState isPending={isPending} error={error ?? (list ? new Error(T.notFound) : null)} />;

  const lines = list.basketItems;
  const picked = lines.filter((l) => selected.includes(l.id));
  const allSelected = lines.length > 0 && picked.length === lines.length;
  const toggleAll = () => setSelected(allSelected ? [] : lines.map((l) => l.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  type Line = (typeof lines)[number];
  /** The line's chosen quantity, rounded up to its article's minimum and step (and shown so). */
  const settle = (l: Line) => {
    const text = typed[l.id];
    const amount = text === undefined ? l.amount : roundQuantityUp(Number.parseInt(text, 10), quantityRule(l.stepQuantity, l.minOrderQuantity));
    if (text !== undefined && text !== String(amount)) setTyped((t) => ({ ...t, [l.id]: String(amount) }));
    return amount;
  };
  const put = (which: 'all' | 'selected' | Line) => {
    if (!current) return notify.alert(T.noCurrentBasket);
    const chosen = (which === 'all' ? lines : which === 'selected' ? picked : [which]).map((l) => ({ itemNo: l.itemNo, amount: settle(l), listed: l.amount }));
    // The whole list at its own amounts is copied at once; otherwise line by line.
    const asListed = which === 'all' && chosen.every((c) => c.amount === c.listed);
    toBasket.mutate(
      { listId, basketId: current.id, lines: asListed ? undefined : chosen.map(({ itemNo, amount }) => ({ itemNo, amount })) },
      {
        onSuccess: () => {
          if (which === 'all') notify.success(T.toBasketDone(current.name));
          else if (which === 'selected') notify.success(T.toBasketSelectedDone(picked.length, current.name));
          else notify.success(T.toBasketLineDone(chosen[0]!.amount, which.itemNo, current.name));
          if (which === 'selected') setSelected([]);
        },
        onError: (err) => notify.alert(err instanceof Error ? err.message : T.toBasketFailed),
      },
    );
  };
  const onQuantityKey = (e: KeyboardEvent<HTMLInputElement>, l: Line) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    put(l);
  };

  return (
    <>
      <Toolbar>
        <Button type="button" disabled={!lines.length || toBasket.isPending} onClick={() => put('all')}>
          {T.toBasketAll}
        </Button>
        <Button type="button" variant="secondary" disabled={!picked.length || toBasket.isPending} onClick={() => put('selected')}>
          {T.toBasketSelected(picked.length)}
        </Button>
        <Button type="button" variant="secondary" disabled={exportList.isPending} onClick={() => exportList.mutate({ basketId: listId, name: list.name, basketType: BASKET_TYPE.bestellijst })}>
          {T.excel}
        </Button>
      </Toolbar>
      {!current && <ErrorText>{T.noCurrentBasket}</ErrorText>}
      <h2>{T.lines}</h2>
      {lines.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <>
          <ResponsiveList
            data-testid="order-list-lines"
            caption={T.lines}
            captionHidden
            rows={lines}
            rowKey={(l) => l.id}
            cardsHeader={<Checkbox label={T.selectAll} checked={allSelected} onChange={toggleAll} />}
            columns={[
              {
                header: <input type="checkbox" aria-label={T.selectAll} checked={allSelected} onChange={toggleAll} />,
                card: 'action',
                cell: (l, layout) =>
                  layout === 'cards' ? (
                    <Checkbox label={T.selectLine(l.itemNo)} checked={selected.includes(l.id)} onChange={() => toggle(l.id)} />
                  ) : (
                    <input type="checkbox" aria-label={T.selectLine(l.itemNo)} checked={selected.includes(l.id)} onChange={() => toggle(l.id)} />
                  ),
              },
              { header: T.columns.itemNo, card: 'title', cell: (l) => l.itemNo },
              { header: T.columns.description, cell: (l) => l.itemDescription },
              { header: T.columns.ownNumber, cell: (l) => l.customerItemNo ?? '' },
              {
                header: T.columns.amount,
                numeric: true,
                cell: (l) => (
                  <input
                    type="number"
                    inputMode="numeric"
                    style={{ width: "5rem" }}
                    min={l.minOrderQuantity}
                    step={l.stepQuantity}
                    aria-label={T.quantityOf(l.itemNo, l.itemUOM)}
                    title={formatNumber(l.amount)}
                    data-testid="list-line-quantity"
                    value={typed[l.id] ?? String(l.amount)}
                    onChange={(e) => setTyped((t) => ({ ...t, [l.id]: e.target.value }))}
                    onBlur={() => settle(l)}
                    onKeyDown={(e) => onQuantityKey(e, l)}
                  />
                ),
              },
              { header: T.columns.unit, cell: (l) => l.itemUOM },
              { header: T.columns.price, numeric: true, cell: (l) => formatMoney(l.netPrice) },
              { header: T.columns.total, numeric: true, cell: (l) => formatMoney(l.lineTotal) },
              {
                header: T.columns.actions,
                card: 'action',
                cell: (l) => (
                  <>
                    <Button type="button" aria-label={T.toBasketLine(l.itemNo)} disabled={!current || toBasket.isPending} data-testid="list-line-add" onClick={() => put(l)}>
                      {T.toBasketLineShort}
                    </Button>{' '}
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={T.removeLine(l.itemNo)}
                      disabled={removeLine.isPending}
                      onClick={() => removeLine.mutate({ basketId: listId, basketItemId: l.id }, { onSuccess: () => notify.success(T.lineRemoved) })}
                    >
                      {texts.baskets.remove}
                    </Button>
                  </>
                ),
              },
            ]}
          />
          <Facts>
            <dt>{T.totalNet}</dt>
            <dd>{formatMoney(list.totalNet)}</dd>
          </Facts>
        </>
      )}
    </>
  );
}
