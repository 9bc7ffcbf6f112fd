// The three form steps of the registration (company, person, delivery address). Each checks its
// own fields when the visitor goes on; going back never checks and never loses anything.
import { useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { ApiError, Button, ButtonRow, up } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useRequestNewAccount } from '../api/request-new-account';
import { companySchema, deliverySchema, personSchema, type CompanyInput, type DeliveryInput, type PersonInput } from '../lib/rules';
import { deliveryFor, useRegistration, type Aflevergegevens } from '../stores/registration-store';
import { useStoredForm } from './use-stored-form';
import { Checkbox, RadioGroup, SelectField, TextField } from '@kraanvogel/shared/screens';

const t = texts.registrationPage;
const f = t.fields;

export const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
  .row {
    display: grid;
    gap: 1rem;
    ${up('sm')} {
      grid-template-columns: 2fr 1fr;
    }
  }
  .row3 {
    display: grid;
    gap: 1rem;
    ${up('sm')} {
      grid-template-columns: 1fr 1fr 1fr;
    }
  }
`;

// Back on the left, forward on the right.
const Actions = styled(ButtonRow)`
  justify-content: space-between;
  margin-top: 0;
  > :only-child {
    margin-left: auto;
  }
`;

// A group of fields under a heading: the layout of this form, not a control.
const Fieldset = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 1rem;
  margin: 0;
  display: grid;
  gap: 1rem;
  > legend {
    font-weight: 700;
    padding: 0 0.35rem;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
  font-weight: 600;
`;

const countryOptions = Object.entries(t.countries).map(([value, label]) => ({ value, label }));
const genderOptions = (['Man', 'Vrouw', 'Anders'] as const).map((value) => ({ value, label: t.genders[value]! }));

export function CompanyStep() {
  const stored = useRegistration((s) => s.BedrijfsGegevens);
  const save = useRegistration((s) => s.setBedrijfsGegevens);
  const goToStep = useRegistration((s) => s.goToStep);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStoredForm<CompanyInput>(companySchema, stored, save);
  return (
    <Form noValidate aria-label={t.steps[0]} onSubmit={handleSubmit(() => goToStep(2))}>
      <Fieldset>
        <legend>{t.companyLegend}</legend>
        <TextField label={f.Naam} autoComplete="organization" error={errors.Naam?.message} {...register('Naam')} />
        <div className="row3">
          <TextField label={f.chamberOfCommerceNumber} inputMode="numeric" hint={t.hints.chamberOfCommerceNumber} error={errors.chamberOfCommerceNumber?.message} {...register('chamberOfCommerceNumber')} />
          <TextField label={f.BTW} hint={t.hints.BTW} error={errors.BTW?.message} {...register('BTW')} />
        </div>
      </Fieldset>
      <Fieldset>
        <legend>{t.companyAddressLegend}</legend>
        <AddressFields register={(name) => register(name)} errors={errors} />
      </Fieldset>
      <Fieldset>
        <legend>{t.contactLegend}</legend>
        <div className="row3">
          <TextField label={f.Telefoon} type="tel" autoComplete="tel" error={errors.Telefoon?.message} {...register('Telefoon')} />
          <TextField label={f.Email} type="email" autoComplete="email" error={errors.Email?.message} {...register('Email')} />
        </div>
      </Fieldset>
      <Actions>
        <Button type="submit">{t.next}</Button>
      </Actions>
    </Form>
  );
}

type AddressKeys = 'Straatnaam' | 'Nummer' | 'Postcode' | 'Plaats' | 'Land';
// Both the company's and a separate delivery address: the same five fields.
function AddressFields({ register, errors }: { register: (name: AddressKeys) => UseFormRegisterReturn; errors: Partial<Record<AddressKeys, { message?: string }>> }) {
  return (
    <>
      <div className="row">
        <TextField label={f.Straatnaam} autoComplete="address-line1" error={errors.Straatnaam?.message} {...register('Straatnaam')} />
        <TextField label={f.Nummer} error={errors.Nummer?.message} {...register('Nummer')} />
      </div>
      <div className="row3">
        <TextField label={f.Postcode} autoComplete="postal-code" error={errors.Postcode?.message} {...register('Postcode')} />
        <TextField label={f.Plaats} autoComplete="address-level2" error={errors.Plaats?.message} {...register('Plaats')} />
        <SelectField label={f.Land} autoComplete="country" options={countryOptions} error={errors.Land?.message} {...register('Land')} />
      </div>
    </>
  );
}

export function PersonStep() {
  const stored = useRegistration((s) => s.Persoonsgegevens);
  const save = useRegistration((s) => s.setPersoonsgegevens);
  const goToStep = useRegistration((s) => s.goToStep);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStoredForm<PersonInput>(personSchema, stored, save);
  return (
    <Form noValidate aria-label={t.steps[1]} onSubmit={handleSubmit(() => goToStep(3))}>
      <Fieldset>
        <legend>{t.personLegend}</legend>
        <RadioGroup label={f.Geslacht} options={genderOptions} error={errors.Geslacht} {...register('Geslacht')} />
        <div className="row3">
          <TextField label={f.Voorletters} error={errors.Voorletters?.message} {...register('Voorletters')} />
          <TextField label={f.Voornaam} autoComplete="given-name" error={errors.Voornaam?.message} {...register('Voornaam')} />
        </div>
        <div className="row3">
          <TextField label={`${f.Tussenvoegsel} ${t.hints.optional}`} error={errors.Tussenvoegsel?.message} {...register('Tussenvoegsel')} />
          <TextField label={f.Achternaam} autoComplete="family-name" error={errors.Achternaam?.message} {...register('Achternaam')} />
        </div>
        <div className="row3">
          <TextField label={f.Telefoon} type="tel" autoComplete="tel" error={errors.Telefoon?.message} {...register('Telefoon')} />
          <TextField label={f.Email} type="email" autoComplete="email" hint={t.hints.personEmail} error={errors.Email?.message} {...register('Email')} />
        </div>
      </Fieldset>
      <Actions>
        <Button variant="secondary" onClick={() => goToStep(1)}>
          {t.previous}
        </Button>
        <Button type="submit">{t.next}</Button>
      </Actions>
    </Form>
  );
}

const Copied = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
`;

const Alert = styled.div`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${(p) => p.theme.colors.error};
  background: #fdf3f2;
  ul {
    margin: 0.5rem 0 0;
  }
`;

// Invisible to people (and skipped by screen readers and the keyboard); bots fill it in.
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

function problemsOf(error: unknown): { title: string; items: string[] } {
  if (error instanceof ApiError && error.status === 429) return { title: t.tooMany, items: [] };
  if (error instanceof ApiError && error.status === 400) {
    const list = (error.body as { error?: { validationErrors?: { message: string; members: string[] }[] } })?.error?.validationErrors ?? [];
    const label = (member: string) => {
      const [group, field] = member.split('.');
      const step = group === 'BedrijfsGegevens' ? t.steps[0] : group === 'Persoonsgegevens' ? t.steps[1] : t.steps[2];
      return `${step}, ${(f as Record<string, string>)[field ?? ''] ?? field}`;
    };
    return { title: t.invalid, items: list.map((e) => `${label(e.members[0] ?? '')}: ${e.message}`) };
  }
  return { title: t.failed, items: [] };
}

export function DeliveryStep() {
  const state = useRegistration();
  const { BedrijfsGegevens: company, Persoonsgegevens: person, goToStep, finish } = state;
  const [website, setWebsite] = useState('');
  const send = useRequestNewAccount();
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useStoredForm<DeliveryInput>(deliverySchema, state.Aflevergegevens as DeliveryInput, state.setAflevergegevens as (v: Partial<DeliveryInput>) => void);
  const same = watch('Afleveradresisbedrijfsadres');
  const submit = handleSubmit((values) => {
    const delivery = deliveryFor({ BedrijfsGegevens: company, Aflevergegevens: values as Aflevergegevens });
    send.mutate(
      { BedrijfsGegevens: company, Persoonsgegevens: person, Aflevergegevens: delivery, website },
      { onSuccess: () => finish(), onError: () => requestAnimationFrame(() => alertRef.current?.focus()) },
    );
  });
  const problems = send.isError ? problemsOf(send.error) : null;
  const deliveryErrors = errors as Partial<Record<AddressKeys, { message?: string }>>;
  return (
    <Form noValidate aria-label={t.steps[2]} onSubmit={submit}>
      <Fieldset>
        <legend>{t.deliveryLegend}</legend>
        <Checkbox label={f.Afleveradresisbedrijfsadres} {...register('Afleveradresisbedrijfsadres')} />
        {same ? (
          <Copied data-testid="delivery-copied">
            {t.deliveryCopied}
            <br />
            {company.Straatnaam} {company.Nummer}, {company.Postcode} {company.Plaats}, {t.countries[company.Land]}
          </Copied>
        ) : (
          <AddressFields register={(name) => register(name)} errors={deliveryErrors} />
        )}
      </Fieldset>
      <Honeypot aria-hidden="true">
        <label htmlFor="registratie-website">{t.honeypot}</label>
        <input id="registratie-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </Honeypot>
      {problems && (
        <Alert role="alert" tabIndex={-1} ref={alertRef} data-testid="registration-error">
          <ErrorText>{problems.title}</ErrorText>
          {problems.items.length > 0 && (
            <ul>
              {problems.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Actions>
        <Button variant="secondary" onClick={() => goToStep(2)}>
          {t.previous}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t.sending : t.submit}
        </Button>
      </Actions>
    </Form>
  );
}
