// Adresgegevens wijzigen (main user): the organization's name, KvK and VAT number, its phone and
// e-mail address and its main address, checked by the same Dutch rules as the api. Only the parts
// that changed are sent (unit, basic info, address); what the api refuses shows at its field.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { FormGrid, Notice, QueryState } from '@/components/ui';
import { fieldErrorsOf, messageOf } from '@/lib/api-errors';
import type { OrganizationAddress, OrganizationUnit } from '@/lib/api-types';
import { COUNTRIES } from '@/lib/validation';
import { texts } from '@/texts';
import { useOrganizationAddresses } from '../api/get-organization-addresses';
import { useOrganizationUnits } from '../api/get-organization-units';
import { useUpdateOrganization } from '../api/update-organization';
import { FIELD_OF, organizationChanges, organizationSchema, organizationValues, type OrganizationInput } from '../lib/organization-schema';
import { SelectField, TextField } from '@kraanvogel/shared/screens';

const T = texts.organization;
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

export function OrganizationForm() {
  const units = useOrganizationUnits();
  const addresses = useOrganizationAddresses();
  const unit = units.data?.[0];
  if (!unit || !addresses.data) return <QueryState isPending={units.isPending || addresses.isPending} error={units.error ?? addresses.error} />;
  return <OrganizationFields unit={unit} main={addresses.data.find((a) => a.kind === 'main')} />;
}

function OrganizationFields({ unit, main }: { unit: OrganizationUnit; main: OrganizationAddress | undefined }) {
  const navigate = useNavigate();
  const update = useUpdateOrganization();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(() => organizationValues(unit, main));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<OrganizationInput>(organizationSchema, { defaultValues: saved });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const changes = organizationChanges(saved, values, main?.id);
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
        const fields = FIELD_OF[part] as Record<string, keyof OrganizationInput>;
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
    <FormGrid noValidate onSubmit={submit} aria-label={texts.pages.adresgegevenswijzigen} data-testid="organization-form">
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

function pick(values: OrganizationInput, keys: readonly (keyof OrganizationInput)[]): Partial<OrganizationInput> {
  return Object.fromEntries(keys.map((k) => [k, values[k]]));
}
