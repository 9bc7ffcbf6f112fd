// Step 1 of the order wizard: delivery ('bezorgen', the default) or pick-up at the counter with
// its opening hours; the delivery address, filled once from the organization's main address, or
// chosen from its saved addresses and project addresses (AddressChoice);
// the day; instructions, PO number and reference. Every change is kept in the order process
// store at once, so a reload loses nothing.
import { useEffect } from 'react';
import styled from 'styled-components';
import { formatLongDay, up, Button, ButtonRow } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useMainAddress } from '../api/get-main-address';
import { AddressChoice, type ChosenAddress } from './address-choice';
import { firstPossibleDay, lastPossibleDay } from '../lib/delivery-date';
import { deliveryProblems, type DeliveryInput } from '../lib/delivery-schema';
import { useStepForm } from '../lib/use-step-form';
import { useOrderProcess, type DeliveryFields } from '../stores/order-process';
import { writePostalCode } from '@kraanvogel/shared/rules';
import { PoNumberWarning } from './po-number-warning';
import { TextField } from '@kraanvogel/shared/screens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 48rem;
  fieldset {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    padding: 1rem;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
  legend {
    font-weight: 700;
    padding: 0 0.35rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    label {
      display: inline-flex;
      align-items: center;
      gap: 0.5rem;
      min-height: 2.75rem;
      cursor: pointer;
    }
  }
  .grid {
    display: grid;
    gap: 1rem;
    ${up('sm')} {
      grid-template-columns: 10rem 1fr;
    }
  }
  .hours {
    margin: 0;
    padding: 0.75rem 1rem;
    background: ${(p) => p.theme.colors.surface};
    border-left: 4px solid ${(p) => p.theme.colors.primary};
  }
  .hint {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  select,
  textarea {
    font: inherit;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    &[aria-invalid='true'] {
      border-color: ${(p) => p.theme.colors.error};
      background: #fdf3f2;
    }
  }
  .error {
    margin: 0;
    color: ${(p) => p.theme.colors.error};
    font-size: 0.875rem;
  }
`;

const pick = (s: DeliveryFields): DeliveryInput => ({
  levering: s.levering,
  naam: s.naam,
  adres: s.adres,
  postcode: s.postcode,
  plaats: s.plaats,
  land: s.land,
  datum: s.datum,
  leveringsinstructies: s.leveringsinstructies,
  ponummer: s.ponummer,
  referentie: s.referentie,
});

export function DeliveryStep({ onDone }: { onDone: () => void }) {
  const store = useOrderProcess();
  const first = firstPossibleDay();
  const { values, errors, register, radio, reset, getValues, handleSubmit } = useStepForm(deliveryProblems, { ...pick(store), datum: store.datum || first });
  const { levering } = values;
  const mainAddress = useMainAddress(!store.prefilled);

  // Keep what is typed: a reload in the middle of step 1 shows it again.
  useEffect(() => {
    useOrderProcess.getState().setFields(values as Partial<DeliveryFields>);
  }, [values]);

  // The organization's main address fills the empty address fields, once per checkout.
  useEffect(() => {
    const a = mainAddress.data;
    if (!a || useOrderProcess.getState().prefilled) return;
    const current = getValues();
    const filled = {
      naam: current.naam || a.organizationName || a.name,
      adres: current.adres || `${a.street} ${a.houseNumber}`.trim(),
      postcode: current.postcode || a.postalCode,
      plaats: current.plaats || a.city,
      land: (['NL', 'BE', 'DE'].includes(a.country) ? a.country : current.land) as DeliveryInput['land'],
    };
    useOrderProcess.getState().prefill(filled);
    reset({ ...current, ...filled });
  }, [mainAddress.data, getValues, reset]);

  const choose = (chosen: ChosenAddress) => {
    const next = { ...getValues(), ...chosen };
    useOrderProcess.getState().setFields(chosen);
    reset(next);
  };

  const onSubmit = handleSubmit((input) => {
    const postcode = input.levering === 'bezorgen' ? (writePostalCode(input.postcode, input.land) ?? input.postcode) : input.postcode;
    store.setFields({ ...input, postcode });
    onDone();
  });

  const field = (name: keyof DeliveryInput & string) => ({ error: errors[name], ...register(name) });

  return (
    <Form onSubmit={onSubmit} noValidate data-testid="delivery-step">
      <fieldset>
        <legend>{texts.orderWizard.delivery}</legend>
        <div className="choices">
          <label>
            <input {...radio('levering', 'bezorgen')} />
            {texts.orderWizard.bezorgen}
          </label>
          <label>
            <input {...radio('levering', 'afhalen')} />
            {texts.orderWizard.afhalen}
          </label>
        </div>
        {levering === 'afhalen' && (
          <p className="hours" data-testid="opening-hours">
            {texts.orderWizard.openingHours}
          </p>
        )}
        <TextField
          label={levering === 'afhalen' ? texts.orderWizard.datumAfhalen : texts.orderWizard.datumBezorgen}
          type="date"
          min={first}
          max={lastPossibleDay()}
          aria-describedby="order-date-hint"
          {...field('datum')}
        />
        <p className="hint" id="order-date-hint">
          {texts.orderWizard.datumHint(formatLongDay(first))}
        </p>
      </fieldset>

      {levering === 'bezorgen' && (
        <fieldset>
          <legend>{texts.orderWizard.address}</legend>
          {mainAddress.isError && <p className="hint">{texts.orderWizard.prefillFailed}</p>}
          <AddressChoice onChoose={choose} />
          <TextField label={texts.orderWizard.naam} autoComplete="organization" {...field('naam')} />
          <TextField label={texts.orderWizard.adres} autoComplete="street-address" {...field('adres')} />
          <div className="grid">
            <TextField label={texts.orderWizard.postcode} autoComplete="postal-code" {...field('postcode')} />
            <TextField label={texts.orderWizard.plaats} autoComplete="address-level2" {...field('plaats')} />
          </div>
          <Field>
            <label htmlFor="order-land">{texts.orderWizard.land}</label>
            <select id="order-land" {...register('land')}>
              {(['NL', 'BE', 'DE'] as const).map((c) => (
                <option key={c} value={c}>
                  {texts.orderWizard.countries[c]}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
      )}

      <fieldset>
        <legend>{texts.orderWizard.extra}</legend>
        <Field>
          <label htmlFor="order-instructions">
            {texts.orderWizard.leveringsinstructies} {texts.orderWizard.optional}
          </label>
          <textarea
            id="order-instructions"
            rows={3}
            aria-invalid={errors.leveringsinstructies ? true : undefined}
            {...register('leveringsinstructies')}
          />
          {errors.leveringsinstructies && <p className="error">{errors.leveringsinstructies}</p>}
        </Field>
        <div className="grid">
          <TextField label={`${texts.orderWizard.ponummer} ${texts.orderWizard.optional}`} {...field('ponummer')} />
          <TextField label={`${texts.orderWizard.referentie} ${texts.orderWizard.optional}`} {...field('referentie')} />
        </div>
        <PoNumberWarning poNumber={values.ponummer} />
      </fieldset>

      <ButtonRow>
        <Button type="submit">{texts.orderWizard.next}</Button>
      </ButtonRow>
    </Form>
  );
}
