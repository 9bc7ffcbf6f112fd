// Mijn assortiment: the articles the user starred, each with a quantity field (the article's
// minimum to start with, kept to its minimum and step), its own add button (Enter in the field
// adds too) and a button that takes the star off; "Alles in winkelwagen" puts every article that
// is still sold into the current basket with the chosen quantities in one request. Sorted by how
// often the customer ordered each (not for a warehouse-only user, who may not read orders) or by
// name; the order is in the URL (?sortering=naam).
import { useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, formatDate, formatMoney, notify, useBasketStore } from '@kraanvogel/shared';
import { ErrorText, Field, QueryState, Toolbar } from '@/components/ui';
import { texts } from '@/texts';
import { ResponsiveList } from '@kraanvogel/shared/screens';
import { quantityRule, roundQuantityUp } from '@kraanvogel/shared/rules';
import { useFavourites, useFavouritesToBasket, useRemoveFavourite, type ChosenLine, type Favourite } from '../api/favourites';

const T = texts.favourites;
type Sort = keyof typeof T.sort;

const byName = (a: Favourite, b: Favourite) => a.description.localeCompare(b.description, 'nl') || a.itemNo.localeCompare(b.itemNo);
const byOrders = (a: Favourite, b: Favourite) => (b.timesOrdered ?? 0) - (a.timesOrdered ?? 0) || (b.lastOrderDate ?? '').localeCompare(a.lastOrderDate ?? '') || byName(a, b);

export function FavouriteList() {
  const { data, isPending, error } = useFavourites();
  const current = useBasketStore((s) => s.currentBasket);
  const toBasket = useFavouritesToBasket();
  const remove = useRemoveFavourite();
  const [params, setParams] = useSearchParams();
  // The quantities typed per article; an article without one takes its minimum.
  const [typed, setTyped] = useState<Record<string, string>>({});
  if (!data) return <QueryState isPending={isPending} error={error} />;

  // Whether the customer's order history is there to sort by (not for a warehouse-only user).
  const withHistory = data.some((f) => f.timesOrdered !== null);
  const sorts: Sort[] = withHistory ? ['besteld', 'naam'] : ['naam'];
  const asked = params.get('sortering') as Sort | null;
  const sort: Sort = asked && sorts.includes(asked) ? asked : sorts[0]!;
  const rows = [...data].sort(sort === 'besteld' ? byOrders : byName);

  /** The article's chosen quantity, rounded up to its minimum and step (and shown so). */
  const settle = (f: Favourite) => {
    const rule = quantityRule(f.stepQuantity, f.minOrderQuantity);
    const text = typed[f.itemNo];
    const amount = text === undefined ? rule.min : roundQuantityUp(Number.parseInt(text, 10), rule);
    if (text !== undefined && text !== String(amount)) setTyped((t) => ({ ...t, [f.itemNo]: String(amount) }));
    return amount;
  };
  const put = (which: 'all' | Favourite) => {
    if (!current) return notify.alert(texts.baskets.detail.noCurrentBasket);
    const chosen = which === 'all' ? rows.filter((f) => f.isActive) : [which];
    const lines: ChosenLine[] = chosen.map((f) => ({ itemNo: f.itemNo, amount: settle(f) }));
    toBasket.mutate(
      { basketId: current.id, lines },
      {
        onSuccess: ({ added, refused }) => {
          if (which === 'all') {
            if (added) notify.success(T.toBasketAllDone(added, current.name));
            for (const r of refused) notify.alert(T.refused(r.code, r.message));
          } else notify.success(T.toBasketLineDone(lines[0]!.amount, which.description, current.name));
        },
        onError: (err) => notify.alert(err instanceof Error && err.message ? err.message : T.toBasketFailed),
      },
    );
  };
  const onQuantityKey = (e: KeyboardEvent<HTMLInputElement>, f: Favourite) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    put(f);
  };

  return (
    <>
      <p>{T.intro}</p>
      {data.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <>
          <Toolbar>
            {sorts.length > 1 && (
              <Field>
                {texts.common.sortBy}
                <select
                  value={sort}
                  data-testid="favourites-sort"
                  onChange={(e) => setParams((p) => (e.target.value === sorts[0] ? (p.delete('sortering'), p) : (p.set('sortering', e.target.value), p)), { replace: true })}
                >
                  {sorts.map((s) => (
                    <option key={s} value={s}>
                      {T.sort[s]}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            <Button type="button" disabled={!current || toBasket.isPending || !rows.some((f) => f.isActive)} data-testid="favourites-to-basket" onClick={() => put('all')}>
              {T.toBasketAll}
            </Button>
          </Toolbar>
          {!current && <ErrorText>{texts.baskets.detail.noCurrentBasket}</ErrorText>}
          <ResponsiveList
            data-testid="favourites"
            caption={T.list}
            captionHidden
            rows={rows}
            rowKey={(f) => f.itemNo}
            rowTestId={() => 'favourite-row'}
            columns={[
              { header: T.columns.description, card: 'title', rowHeader: true, cell: (f) => <Link to={`/artikel/${encodeURIComponent(f.itemNo)}`}>{f.description}</Link> },
              { header: T.columns.itemNo, cell: (f) => f.itemNo },
              ...(withHistory
                ? [{ header: T.columns.ordered, cell: (f: Favourite) => (f.timesOrdered ? T.ordered(f.timesOrdered, formatDate(f.lastOrderDate!)) : T.neverOrdered) }]
                : []),
              { header: T.columns.price, numeric: true, cell: (f) => formatMoney(f.price) },
              {
                header: T.columns.amount,
                numeric: true,
                card: 'action',
                cell: (f) =>
                  f.isActive ? (
                    <input
                      type="number"
                      inputMode="numeric"
                      style={{ width: '5rem' }}
                      min={f.minOrderQuantity}
                      step={f.stepQuantity}
                      aria-label={T.quantityOf(f.description, f.orderUnit)}
                      data-testid="favourite-quantity"
                      value={typed[f.itemNo] ?? String(quantityRule(f.stepQuantity, f.minOrderQuantity).min)}
                      onChange={(e) => setTyped((t) => ({ ...t, [f.itemNo]: e.target.value }))}
                      onBlur={() => settle(f)}
                      onKeyDown={(e) => onQuantityKey(e, f)}
                    />
                  ) : (
                    T.notSold
                  ),
              },
              { header: T.columns.unit, cell: (f) => f.orderUnit },
              {
                header: T.columns.actions,
                card: 'action',
                cell: (f) => (
                  <>
                    {f.isActive && (
                      <Button type="button" aria-label={T.toBasketLine(f.description)} disabled={!current || toBasket.isPending} data-testid="favourite-add" onClick={() => put(f)}>
                        {T.toBasketLineShort}
                      </Button>
                    )}{' '}
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={T.remove(f.description)}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(f.itemNo, { onSuccess: () => notify.success(T.removed(f.description)) })}
                    >
                      {T.removeShort}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </>
  );
}
