// The quantity of one basket line: typed, or the next valid amount down or up. A value that breaks
// the article's quantity rule (minimum, then steps from the minimum) shows a Dutch message beside
// the field and is not sent; a valid one is sent after a short pause in typing, on leaving the
// field, or with Enter. Styled by the
// basket's list (class names), like the rest of a line.
import { useEffect, useId, useRef, useState } from 'react';
import { quantityMessage, typedAmount } from '@/lib/quantity';
import { texts } from '@/texts';
import { nextQuantityDown, nextQuantityUp, quantityRule } from '@kraanvogel/shared/rules';

const TYPING_PAUSE_MS = 700;

export interface QuantityInputProps {
  amount: number;
  step: number;
  min: number;
  unit: string;
  description: string;
  /** Sends a valid new amount; resolves when the server has answered. */
  onCommit: (amount: number) => Promise<unknown>;
  /** Told whether the field holds a quantity the rule refuses (the basket blocks ordering meanwhile). */
  onRefused?: (refused: boolean) => void;
}

export function QuantityInput({ amount, step, min, unit, description, onCommit, onRefused }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();
  const rule = quantityRule(step, min);
  const value = draft ?? String(amount);
  const problem = draft === null ? null : quantityMessage(draft, rule, unit);
  const hint = texts.basketPage.quantityRules(rule.step, rule.min, unit);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const refused = problem !== null;
  useEffect(() => onRefused?.(refused), [onRefused, refused]);
  useEffect(() => () => onRefused?.(false), [onRefused]);

  function commit(text: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (quantityMessage(text, rule, unit)) return;
    const next = typedAmount(text)!;
    if (next === amount) return setDraft(null);
    // The optimistic cache shows the new amount at once; the draft is no longer needed. A refusal
    // rolls the cache back and the field shows the old amount again.
    setDraft(null);
    void onCommit(next).catch(() => undefined);
  }

  function change(text: string) {
    setDraft(text);
    if (timer.current) clearTimeout(timer.current);
    if (!quantityMessage(text, rule, unit)) timer.current = setTimeout(() => commit(text), TYPING_PAUSE_MS);
  }

  const stepBy = (direction: 1 | -1) => {
    const base = typedAmount(value) ?? amount;
    commit(String(direction === 1 ? nextQuantityUp(base, rule) : nextQuantityDown(base, rule)));
  };

  return (
    <>
      <div className="stepper">
        <button type="button" aria-label={texts.basketPage.decrease(description)} onClick={() => stepBy(-1)} disabled={amount <= rule.min && draft === null}>
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          aria-label={texts.basketPage.quantity(description)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : hint ? `${id}-hint` : undefined}
          value={value}
          onChange={(e) => change(e.target.value)}
          onBlur={() => draft !== null && commit(draft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && draft !== null) commit(draft);
          }}
          data-testid="quantity-input"
        />
        <button type="button" aria-label={texts.basketPage.increase(description)} onClick={() => stepBy(1)}>
          +
        </button>
      </div>
      {problem ? (
        <p className="error" id={`${id}-error`} role="alert" data-testid="quantity-error">
          {problem}
        </p>
      ) : hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
