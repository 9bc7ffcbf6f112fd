// One order list: its lines with quantities and the customer's prices (a table, cards on a phone
// with 'select all' above them); all or the picked lines into the current basket, lines removed,
// and the list as an Excel file.
import { useState } from 'react';
import { BASKET_TYPE, Button, formatMoney, formatNumber, notify, useBasketStore } from '@kraanvogel/shared';
import { ErrorText, Facts, QueryState, Toolbar } from '@/components/ui';
import { texts } from '@/texts';
import { ACCOUNT_SOURCE } from '@/lib/basket-source';
import { useOrderListToBasket } from '../api/baskets';
import { Checkbox, ResponsiveList, useExportBasket, useRealtimeBasket, useRemoveBasketLine } from '@kraanvogel/shared/screens';

const T = texts.baskets.detail;

export function OrderListDetail({ listId }: { listId: number }) {
  const { data: list, isPending, error } = useRealtimeBasket(listId);
  const current = useBasketStore((s) => s.currentBasket);
  const toBasket = useOrderListToBasket();
  const removeLine = useRemoveBasketLine(ACCOUNT_SOURCE);
  const exportList = useExportBasket();
  const [selected, setSelected] = useState<number[]>([]);
  if (!list || list.basketType !== BASKET_TYPE.bestellijst) return <QueryState isPending={isPending} error={error ?? (list ? new Error(T.notFound) : null)} />;

  const lines = list.basketItems;
  const picked = lines.filter((l) => selected.includes(l.id));
  const allSelected = lines.length > 0 && picked.length === lines.length;
  const toggleAll = () => setSelected(allSelected ? [] : lines.map((l) => l.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const put = (which: 'all' | 'selected') => {
    if (!current) return notify.alert(T.noCurrentBasket);
    toBasket.mutate(
      { listId, basketId: current.id, lines: which === 'all' ? undefined : picked.map((l) => ({ itemNo: l.itemNo, amount: l.amount })) },
      {
        onSuccess: () => {
          notify.success(which === 'all' ? T.toBasketDone(current.name) : T.toBasketSelectedDone(picked.length, current.name));
          setSelected([]);
        },
        onError: (err) => notify.alert(err instanceof Error ? err.message : T.toBasketFailed),
      },
    );
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
              { header: T.columns.amount, numeric: true, cell: (l) => formatNumber(l.amount) },
              { header: T.columns.unit, cell: (l) => l.itemUOM },
              { header: T.columns.price, numeric: true, cell: (l) => formatMoney(l.netPrice) },
              { header: T.columns.total, numeric: true, cell: (l) => formatMoney(l.lineTotal) },
              {
                header: T.columns.actions,
                card: 'action',
                cell: (l) => (
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={T.removeLine(l.itemNo)}
                    disabled={removeLine.isPending}
                    onClick={() => removeLine.mutate({ basketId: listId, basketItemId: l.id }, { onSuccess: () => notify.success(T.lineRemoved) })}
                  >
                    {texts.baskets.remove}
                  </Button>
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
