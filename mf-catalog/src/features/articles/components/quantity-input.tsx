// A quantity input that keeps to the article's quantity rule (minimum, then steps from the
// minimum): the buttons move to the next valid amount, a typed amount is rounded up to the next
// valid one when the field is left.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { texts } from '@/texts';
import { nextQuantityDown, nextQuantityUp, roundQuantityUp, type QuantityRule } from '@kraanvogel/shared/rules';

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  background: #fff;
  button {
    font: inherit;
    font-size: 1.25rem;
    width: 2.5rem;
    border: 0;
    background: ${(p) => p.theme.colors.surface};
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.colors.muted};
  }
  input {
    width: 4.5rem;
    font: inherit;
    text-align: center;
    border: 0;
    border-left: 1px solid ${(p) => p.theme.colors.border};
    border-right: 1px solid ${(p) => p.theme.colors.border};
    -moz-appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    -webkit-appearance: none;
  }
`;

const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${(p) => p.theme.colors.muted};
`;

export function QuantityInput({ value, onChange, rule, unit }: { value: number; onChange: (n: number) => void; rule: QuantityRule; unit: string }) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [adjusted, setAdjusted] = useState<number | null>(null);
  const commit = (raw: string) => {
    const typed = Number.parseInt(raw, 10);
    const n = roundQuantityUp(typed, rule);
    setText(null);
    setAdjusted(n !== typed ? n : null);
    onChange(n);
    return n;
  };
  return (
    <div>
      <label htmlFor={id}>{texts.article_.quantity}</label>
      <br />
      <Group>
        <button type="button" aria-label={texts.article_.decrease} disabled={value <= rule.min} onClick={() => onChange(nextQuantityDown(value, rule))}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={rule.min}
          step={rule.step}
          value={text ?? String(value)}
          aria-describedby={`${id}-hint`}
          data-testid="quantity"
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
          }}
        />
        <button type="button" aria-label={texts.article_.increase} onClick={() => onChange(nextQuantityUp(value, rule))}>
          +
        </button>
      </Group>
      <Hint id={`${id}-hint`} aria-live="polite">
        {adjusted !== null ? texts.article_.quantityAdjusted(adjusted) : texts.article_.quantityHint(rule.min, rule.step, unit)}
      </Hint>
    </div>
  );
}
