import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { Button } from '../button';
import { textRule, useShopForm } from '../../forms';
import { Checkbox, RadioGroup, SelectField, TextArea, TextField } from '../form';
import { renderInShop } from './render';

const schema = z.object({
  naam: textRule({ max: 5 }),
  opmerking: textRule({ required: false, max: 10 }),
  land: z.enum(['NL', 'BE']),
  levering: z.enum(['bezorgen', 'afhalen'], { error: 'Kies een levering' }),
  akkoord: z.boolean().check(z.refine((v) => v, 'U moet akkoord gaan')),
});

function Form({ onValid }: { onValid: (v: z.infer<typeof schema>) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm(schema, { defaultValues: { naam: '', opmerking: '', land: 'NL', akkoord: false } as never });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextField label="Naam" error={errors.naam} {...register('naam')} />
      <TextArea label="Opmerking" error={errors.opmerking} {...register('opmerking')} />
      <SelectField label="Land" options={[{ value: 'NL', label: 'Nederland' }, { value: 'BE', label: 'België' }]} {...register('land')} />
      <RadioGroup label="Levering" options={[{ value: 'bezorgen', label: 'Bezorgen' }, { value: 'afhalen', label: 'Afhalen' }]} error={errors.levering} {...register('levering')} />
      <Checkbox label="Akkoord" error={errors.akkoord} {...register('akkoord')} />
      <Button type="submit">Opslaan</Button>
    </form>
  );
}

describe('form fields with useShopForm', () => {
  it('shows nothing while typing, then every invalid field in red with its message after submit', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderInShop(<Form onValid={onValid} />);
    const naam = screen.getByRole('textbox', { name: 'Naam' });

    await user.type(naam, 'x');
    await user.clear(naam);
    expect(screen.queryByText('Dit veld is verplicht')).not.toBeInTheDocument();
    expect(naam).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(naam).toHaveAttribute('aria-invalid', 'true');
    expect(naam).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(naam).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Levering' })).toHaveAccessibleDescription('Kies een levering');
    expect(screen.getByRole('checkbox', { name: 'Akkoord' })).toHaveAccessibleDescription('U moet akkoord gaan');
    // A valid optional field stays as it was.
    expect(screen.getByRole('textbox', { name: 'Opmerking' })).not.toHaveAttribute('aria-invalid');
  });

  it('after a first submit, follows each change: too long, then fixed', async () => {
    const user = userEvent.setup();
    renderInShop(<Form onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const naam = screen.getByRole('textbox', { name: 'Naam' });

    await user.type(naam, 'Badkamer');
    expect(naam).toHaveAccessibleDescription('Maximale lengte van 5 tekens overschreden');
    await user.clear(naam);
    await user.type(naam, 'Bad');
    expect(naam).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Maximale lengte van 5 tekens overschreden')).not.toBeInTheDocument();
  });

  it('submits the parsed values when every field is valid', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderInShop(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), '  Bad ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'België');
    await user.click(screen.getByRole('radio', { name: 'Afhalen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Akkoord' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toEqual({ naam: 'Bad', opmerking: '', land: 'BE', levering: 'afhalen', akkoord: true });
  });
});

describe('RadioGroup with its choice kept by the app', () => {
  const OPTIONS = [
    { value: 'a', label: 'Werkplaats' },
    { value: 'b', label: 'Bouwplaats' },
  ];
  function Kept({ initial, onRemove }: { initial: string; onRemove: (v: string) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <RadioGroup
        label="Adres"
        name="adres"
        options={OPTIONS}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        optionAction={(o) =>
          o.value === 'b' && (
            <Button variant="secondary" onClick={() => onRemove(o.value)}>
              Bouwplaats verwijderen
            </Button>
          )
        }
      />
    );
  }

  it('shows the kept choice checked from the start, follows a click, and puts an action beside an option outside its label', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderInShop(<Kept initial="b" onRemove={onRemove} />);
    expect(screen.getByRole('radio', { name: 'Bouwplaats' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Werkplaats' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Werkplaats' }));
    expect(screen.getByRole('radio', { name: 'Werkplaats' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bouwplaats' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bouwplaats verwijderen' }));
    expect(onRemove).toHaveBeenCalledWith('b');
    // The button is not part of the radio's label, and clicking it chose nothing.
    expect(screen.getByRole('radio', { name: 'Werkplaats' })).toBeChecked();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('checks none for an empty choice', () => {
    renderInShop(<Kept initial="" onRemove={() => undefined} />);
    for (const r of screen.getAllByRole('radio')) expect(r).not.toBeChecked();
  });
});
