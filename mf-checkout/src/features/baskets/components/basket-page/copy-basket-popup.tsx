// Copy the basket's lines into another basket or an order list (amounts add up there).
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { sameBasketId, useBasketStore, type Basket, type BasketId, Button, ButtonRow } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { Modal } from '@kraanvogel/shared/screens';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    &[aria-invalid='true'] {
      border-color: ${(p) => p.theme.colors.error};
    }
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.error};
    font-size: 0.875rem;
  }
`;

export function CopyBasketPopup({ source, onCopy, onClose, busy }: { source: BasketId; onCopy: (target: Basket) => void; onClose: () => void; busy: boolean }) {
  const baskets = useBasketStore((s) => s.availableBaskets).filter((b) => !sameBasketId(b.id, source));
  const lists = useBasketStore((s) => s.availableBestellijsten);
  const [target, setTarget] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const all = [...baskets, ...lists];
  const chosen = all.find((b) => String(b.id) === target);
  const error = touched && !chosen ? texts.validation.required : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (chosen) onCopy(chosen);
  }

  return (
    <Modal title={texts.basketPage.copyTitle} onClose={onClose} testId="copy-popup">
      {all.length === 0 ? (
        <p>{texts.basketPage.copyNoTargets}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field>
            <label htmlFor={id}>{texts.basketPage.copyTarget}</label>
            <select id={id} value={target} onChange={(e) => setTarget(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
              <option value="">{texts.basketPage.copyChoose}</option>
              {baskets.length > 0 && (
                <optgroup label={texts.basketPage.copyBaskets}>
                  {baskets.map((b) => (
                    <option key={String(b.id)} value={String(b.id)}>
                      {b.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {lists.length > 0 && (
                <optgroup label={texts.basketPage.copyLists}>
                  {lists.map((b) => (
                    <option key={String(b.id)} value={String(b.id)}>
                      {b.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            {error && <p id={`${id}-error`}>{error}</p>}
          </Field>
          <ButtonRow>
            <Button variant="secondary" type="button" onClick={onClose}>
              {texts.basketPage.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {texts.basketPage.copySubmit}
            </Button>
          </ButtonRow>
        </form>
      )}
    </Modal>
  );
}
