// Ordering again: all lines or the picked ones, into the current basket or a new basket made in the
// same call. What could not be added is listed with the reason, never dropped silently.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { type ApiReorderResult, Button, formatMoney, notify, useBasketStore } from '@kraanvogel/shared';
import { ErrorText } from '@/components/ui';
import { texts } from '@/texts';
import { useReorder } from '../api/reorder';

const T = texts.orders.reorder;

const Box = styled.form`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 1rem;
  margin-top: 1rem;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 0.75rem;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2rem;
  }
  input[type='text'] {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radius};
    width: min(100%, 24rem);
  }
`;

export function ReorderForm({ orderNo, selected }: { orderNo: string; selected: number[] }) {
  const current = useBasketStore((s) => s.currentBasket);
  const [which, setWhich] = useState<'all' | 'selected'>('all');
  const [into, setInto] = useState<'current' | 'new'>(current ? 'current' : 'new');
  const [name, setName] = useState(T.defaultName(orderNo));
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ApiReorderResult | null>(null);
  const reorder = useReorder();
  const mode = selected.length ? which : 'all';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (into === 'new' && !name.trim()) return setProblem(T.nameRequired);
    if (into === 'current' && !current) return setProblem(texts.baskets.detail.noCurrentBasket);
    try {
      const r = await reorder.mutateAsync({
        OrderNo: orderNo,
        ...(mode === 'selected' ? { LineNos: selected } : {}),
        ...(into === 'new' ? { NewBasketName: name.trim() } : { BasketId: Number(current!.id) }),
      });
      setResult(r);
      if (r.added.length) notify.success(T.done(r.added.length, r.basketName));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : texts.common.loadFailed);
    }
  };

  return (
    <Box onSubmit={submit} aria-labelledby="reorder-title" data-testid="reorder-form">
      <h3 id="reorder-title">{T.title}</h3>
      <fieldset>
        <legend>{T.which}</legend>
        <label>
          <input type="radio" name="which" checked={mode === 'all'} onChange={() => setWhich('all')} />
          {T.all}
        </label>
        <label>
          <input type="radio" name="which" checked={mode === 'selected'} disabled={!selected.length} onChange={() => setWhich('selected')} />
          {T.selected(selected.length)}
        </label>
      </fieldset>
      <fieldset>
        <legend>{T.into}</legend>
        <label>
          <input type="radio" name="into" checked={into === 'current'} disabled={!current} onChange={() => setInto('current')} />
          {current ? T.current(current.name) : T.currentNone}
        </label>
        <label>
          <input type="radio" name="into" checked={into === 'new'} onChange={() => setInto('new')} />
          {T.newBasket}
        </label>
        {into === 'new' && (
          <label>
            {T.newName}
            <input type="text" value={name} maxLength={100} aria-invalid={problem === T.nameRequired} onChange={(e) => setName(e.target.value)} />
          </label>
        )}
      </fieldset>
      <Button type="submit" disabled={reorder.isPending}>
        {reorder.isPending ? T.busy : T.submit}
      </Button>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      {result && (
        <div role="status" data-testid="reorder-result">
          <p>{T.done(result.added.length, result.basketName)}</p>
          {result.added.some((l) => l.priceChanged) && (
            <div data-testid="reorder-price-changes">
              <p>
                <strong>{T.priceChangedTitle}</strong>
              </p>
              <ul>
                {result.added
                  .filter((l) => l.priceChanged)
                  .map((l) => (
                    <li key={l.lineNo}>{T.priceChanged(l.itemNo, l.description, formatMoney(l.orderPrice), formatMoney(l.currentPrice))}</li>
                  ))}
              </ul>
            </div>
          )}
          {result.notAdded.length > 0 && (
            <>
              <p>{T.notAddedTitle}</p>
              <ul>
                {result.notAdded.map((l) => (
                  <li key={l.lineNo}>
                    {l.itemNo} {l.description}: {l.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to={`/winkelwagen/${result.basketId}`}>{T.openBasket}</Link>
        </div>
      )}
    </Box>
  );
}
