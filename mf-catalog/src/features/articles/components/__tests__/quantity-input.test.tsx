// The article page's quantity input with a minimum that is no multiple of the step (3, then per
// 2): the buttons go 3 → 5 → 7 and back, a typed 4 or 6 becomes the next valid amount up.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { QuantityInput } from '../quantity-input';
import { quantityRule } from '@kraanvogel/shared/rules';

const rule = quantityRule(2, 3);

function Harness({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(rule.min);
  return (
    <QuantityInput
      value={value}
      rule={rule}
      unit="ST"
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

function setup() {
  const changes: number[] = [];
  renderWithProviders(<Harness onChange={(n) => changes.push(n)} />);
  return { changes, field: screen.getByTestId('quantity') as HTMLInputElement };
}

test('the buttons move from valid amount to valid amount, never below the minimum', () => {
  const { changes, field } = setup();
  expect(field.value).toBe('3');
  expect(screen.getByRole('button', { name: 'Minder' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Meer' }));
  fireEvent.click(screen.getByRole('button', { name: 'Meer' }));
  expect(field.value).toBe('7');
  fireEvent.click(screen.getByRole('button', { name: 'Minder' }));
  expect(changes).toEqual([5, 7, 5]);
  expect(screen.getByText('Minimaal 3 ST, per 2 ST')).toBeInTheDocument();
});

test.each([
  ['4', 5],
  ['6', 7],
  ['1', 3],
  ['9', 9],
])('a typed %s becomes %i when the field is left', (typed, expected) => {
  const { changes, field } = setup();
  fireEvent.change(field, { target: { value: typed } });
  fireEvent.blur(field);
  expect(changes).toEqual([expected]);
  expect(field.value).toBe(String(expected));
  if (String(expected) !== typed) expect(screen.getByText(`Aantal aangepast naar ${expected} (bestelstap en minimale afname)`)).toBeInTheDocument();
});
