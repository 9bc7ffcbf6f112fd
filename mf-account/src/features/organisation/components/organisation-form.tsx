// Adresgegevens wijzigen (main user): the organisation's name, KvK and VAT number, its phone and
// e-mail address and its main address, checked by the same Dutch rules as the api. Only the parts
// that changed are sent (unit, basic info, address); what the api refuses shows at its field.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonRow, LinkButton, SelectField, TextField, notify } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { FormGrid, Notice, QueryState } from '@/components/ui';
import { fieldErrorsOf, messageOf } from '@/lib/api-errors';
import type { OrganizationAddress, OrganizationUnit } from '@/lib/api-types';
import { COUNTRIES } from '@/lib/validation';
import { texts } from '@/texts';
import { useOrganisationAddresses } from '../api/get-organisation-addresses';
import { useOrganisationUnits } from '../api/get-organisation-units';
import { useUpdateOrganisation } from '../api/update-organisation';
import { FIELD_OF, organisationChanges, organisationSchema, organisationValues, type OrganisationInput } from '../lib/organisation-schema';

const T = texts.organisation;
const F = T.form;

const Fieldset = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 1rem;
  margin: 0;
  display: grid;
  gap: 1rem;
  min-width: 0;
  > legend {
    font-weight: 700;
    padding: 0 0.35rem;
  }
`;

const countryOptions = COUNTRIES.map((c) => ({ value: c, label: F.countries[c] ?? c }));

export function OrganisationForm() {
  const units = useOrganisationUnits();
  const addresses = useOrganisationAddresses();
  const unit = units.data?.[0];
  if (!unit || !addresses.data) return <QueryState isPending={units.isPending || addresses.isPending} error={units.error ?? addresses.error} />;
  return <OrganisationFields unit={unit} main={addresses.data.find((a) => a.kind === 'main')} />;
}

function OrganisationFields({ unit, main }: { unit: OrganizationUnit; main: OrganizationAddress | undefined }) {
  const navigate = useNavigate();
  const update = useUpdateOrganisation();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(() => organisationValues(unit, main));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<OrganisationInput>(organisationSchema, { defaultValues: saved });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const changes = organisationChanges(saved, values, main?.id);
    if (!changes.unit && !changes.basicInfo && !changes.address) return setProblem(F.unchanged);
    const steps = [
      ['unit', changes.unit && (() => update.unit.mutateAsync(changes.unit!))],
      ['basicInfo', changes.basicInfo && (() => update.basicInfo.mutateAsync(changes.basicInfo!))],
      ['address', changes.address && (() => update.address.mutateAsync(changes.address!))],
    ] as const;
    let next = saved;
    for (const [part, send] of steps) {
      if (!send) continue;
      try {
        await send();
        // What is stored now is the baseline of a next try.
        next = { ...next, ...pick(values, Object.values(FIELD_OF[part])) };
        setSaved(next);
      } catch (err) {
        const byMember = fieldErrorsOf(err);
        const fields = FIELD_OF[part] as Record<string, keyof OrganisationInput>;
        let shown = false;
        for (const [member, message] of Object.entries(byMember)) {
          const field = fields[member];
          if (field) {
            setError(field, { type: 'server', message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) setProblem(messageOf(err));
        return;
      }
    }
    notify.success(F.saved);
    void navigate('/mijnaccount/mijnorganisatie');
  });

  return (
    <FormGrid noValidate onSubmit={submit} aria-label={texts.pages.adresgegevenswijzigen} data-testid="organisation-form">
      <Fieldset>
        <legend>{F.company}</legend>
        <TextField label={T.name} autoComplete="organization" maxLength={128} error={errors.companyName} {...register('companyName')} />
        <div className="row">
          <TextField label={T.kvk} inputMode="numeric" maxLength={20} hint={F.kvkHint} error={errors.chamberOfCommerceNumber} {...register('chamberOfCommerceNumber')} />
          <TextField label={T.vat} maxLength={30} hint={F.vatHint} error={errors.vatNumber} {...register('vatNumber')} />
        </div>
      </Fieldset>
      <Fieldset>
        <legend>{F.contact}</legend>
        <div className="row">
          <TextField label={T.phone} type="tel" autoComplete="tel" maxLength={30} error={errors.phone} {...register('phone')} />
          <TextField label={T.email} type="email" autoComplete="email" maxLength={254} error={errors.email} {...register('email')} />
        </div>
      </Fieldset>
      <Fieldset>
        <legend>{F.address}</legend>
        <TextField label={F.addressName} maxLength={128} error={errors.addressName} {...register('addressName')} />
        <div className="row">
          <TextField label={F.street} autoComplete="address-line1" maxLength={128} error={errors.street} {...register('street')} />
          <TextField label={F.houseNumber} maxLength={20} error={errors.houseNumber} {...register('houseNumber')} />
        </div>
        <div className="row">
          <TextField label={F.postalCode} autoComplete="postal-code" maxLength={10} error={errors.postalCode} {...register('postalCode')} />
          <TextField label={F.city} autoComplete="address-level2" maxLength={64} error={errors.city} {...register('city')} />
        </div>
        <SelectField label={F.country} options={countryOptions} error={errors.country} {...register('country')} />
      </Fieldset>
      {problem && <Notice role="alert">{problem}</Notice>}
      <ButtonRow>
        <LinkButton variant="secondary" to="/mijnaccount/mijnorganisatie">
          {F.back}
        </LinkButton>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? texts.common.saving : texts.common.save}
        </Button>
      </ButtonRow>
    </FormGrid>
  );
}

function pick(values: OrganisationInput, keys: readonly (keyof OrganisationInput)[]): Partial<OrganisationInput> {
  return Object.fromEntries(keys.map((k) => [k, values[k]]));
}
