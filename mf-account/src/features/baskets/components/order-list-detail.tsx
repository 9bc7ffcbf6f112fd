// One order list: its lines with quantities and the customer's prices; all or the picked lines
// into the current basket, lines removed, and the list as an Excel file.
import { useState } from 'react';
import { BASKET_TYPE, Button, formatMoney, formatNumber, notify, useBasketStore } from '@kraanvogel/shared';
import { ErrorText, Facts, QueryState, Table, TableScroll, Toolbar } from '@/components/ui';
import { texts } from '@/texts';
import { ACCOUNT_SOURCE } from '@/lib/basket-source';
import { useOrderListToBasket } from '../api/baskets';
import { useExportBasket, useRealtimeBasket, useRemoveBasketLine } from '@kraanvogel/shared/screens';

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
          <TableScroll>
            <Table data-testid="order-list-lines">
              <thead>
                <tr>
                  <th scope="col">
                    <input type="checkbox" aria-label={T.selectAll} checked={allSelected} onChange={() => setSelected(allSelected ? [] : lines.map((l) => l.id))} />
                  </th>
                  <th scope="col">{T.columns.itemNo}</th>
                  <th scope="col">{T.columns.description}</th>
                  <th scope="col" className="num">
                    {T.columns.amount}
                  </th>
                  <th scope="col">{T.columns.unit}</th>
                  <th scope="col" className="num">
                    {T.columns.price}
                  </th>
                  <th scope="col" className="num">
                    {T.columns.total}
                  </th>
                  <th scope="col">{T.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={T.selectLine(l.itemNo)}
                        checked={selected.includes(l.id)}
                        onChange={() => setSelected((s) => (s.includes(l.id) ? s.filter((x) => x !== l.id) : [...s, l.id]))}
                      />
                    </td>
                    <td>{l.itemNo}</td>
                    <td>{l.itemDescription}</td>
                    <td className="num">{formatNumber(l.amount)}</td>
                    <td>{l.itemUOM}</td>
                    <td className="num">{formatMoney(l.netPrice)}</td>
                    <td className="num">{formatMoney(l.lineTotal)}</td>
                    <td>
                      <Button
                        type="button"
                        variant="secondary"
                        aria-label={T.removeLine(l.itemNo)}
                        disabled={removeLine.isPending}
                        onClick={() => removeLine.mutate({ basketId: listId, basketItemId: l.id }, { onSuccess: () => notify.success(T.lineRemoved) })}
                      >
                        {texts.baskets.remove}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Facts>
            <dt>{T.totalNet}</dt>
            <dd>{formatMoney(list.totalNet)}</dd>
          </Facts>
        </>
      )}
    </>
  );
}
