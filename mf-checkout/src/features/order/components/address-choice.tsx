// Step 1's saved addresses: the organization's own (main address, workshop) and the project
// addresses of its address book, the last used first. Choosing one fills the delivery address;
// a new project address is added here (checked by the business rules, stored by the api) and
// fills it too.
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Button, ButtonRow, up } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useAddProjectAddress, useAddressBook, useOrganizationAddresses, type OrganizationAddress, type ProjectAddress } from '../api/address-book';
import { projectAddressSchema, type ProjectAddressInput } from '../lib/project-address-schema';
import type { DeliveryInput } from '../lib/delivery-schema';
import { RadioGroup, SelectField, TextField } from '@kraanvogel/shared/screens';

export type ChosenAddress = Pick<DeliveryInput, 'naam' | 'adres' | 'postcode' | 'plaats' | 'land'>;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  .choices {
    flex-direction: column;
  }
  .choices label span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .new {
    border: 1px dashed ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    padding: 1rem;
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
  .grid {
    display: grid;
    gap: 1rem;
    ${up('sm')} {
      grid-template-columns: 1fr 10rem;
    }
  }
  .status {
    margin: 0;
  }
`;

const COUNTRY_CODES = ['NL', 'BE', 'DE'] as const;
const countryOf = (c: string): ChosenAddress['land'] => (COUNTRY_CODES as readonly string[]).includes(c) ? (c as ChosenAddress['land']) : 'NL';

const fromOrganization = (a: OrganizationAddress): ChosenAddress => ({
  naam: a.kind === 'main' ? a.organizationName || a.name : a.name,
  adres: `${a.street} ${a.houseNumber}`.trim(),
  postcode: a.postalCode,
  plaats: a.city,
  land: countryOf(a.country),
});

const fromProject = (a: Pick<ProjectAddress, 'name' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country'>): ChosenAddress => ({
  naam: a.name,
  adres: `${a.street} ${a.houseNumber}`.trim(),
  postcode: a.postalCode,
  plaats: a.city,
  land: countryOf(a.country),
});

const oneLine = (c: ChosenAddress) => `${c.naam}, ${c.adres}, ${c.postcode} ${c.plaats}`;

export function AddressChoice({ onChoose }: { onChoose: (address: ChosenAddress) => void }) {
  const T = texts.orderWizard.addressBook;
  const organization = useOrganizationAddresses();
  const book = useAddressBook();
  const add = useAddProjectAddress();
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const newId = useId();
  const form = useForm<ProjectAddressInput>({
    resolver: zodResolver(projectAddressSchema),
    defaultValues: { name: '', street: '', houseNumber: '', postalCode: '', city: '', country: 'NL' },
  });

  const choices = new Map<string, ChosenAddress>();
  const options: { value: string; label: string }[] = [];
  for (const a of organization.data?.items ?? []) {
    if (a.kind === 'invoice') continue;
    const c = fromOrganization(a);
    choices.set(`org-${a.id}`, c);
    options.push({ value: `org-${a.id}`, label: `${a.kind === 'main' ? T.main : T.organization}: ${oneLine(c)}` });
  }
  for (const a of book.data?.items ?? []) {
    const c = fromProject(a);
    choices.set(`book-${a.id}`, c);
    options.push({ value: `book-${a.id}`, label: `${T.project}: ${oneLine(c)}` });
  }

  const save = form.handleSubmit(async (input) => {
    setStatus(null);
    try {
      const saved = await add.mutateAsync(input);
      onChoose(fromProject(saved));
      setAdding(false);
      form.reset();
      setStatus(T.saved(saved.name));
    } catch {
      setStatus(T.saveFailed);
    }
  });
  // Enter in a field of the new address saves it, instead of submitting step 1.
  const saveOnEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    }
  };
  const field = (name: keyof ProjectAddressInput) => ({ error: form.formState.errors[name]?.message, onKeyDown: saveOnEnter, ...form.register(name) });

  return (
    <Wrapper data-testid="address-choice">
      {(organization.isError || book.isError) && <p className="status">{T.loadFailed}</p>}
      {options.length > 0 && (
        <RadioGroup
          label={T.choose}
          name="saved-address"
          options={options}
          onChange={(e) => {
            const chosen = choices.get(e.currentTarget.value);
            if (chosen) onChoose(chosen);
          }}
        />
      )}
      {adding ? (
        <div className="new" role="group" aria-labelledby={newId}>
          <strong id={newId}>{T.newTitle}</strong>
          <TextField label={T.name} {...field('name')} />
          <div className="grid">
            <TextField label={T.street} autoComplete="address-line1" {...field('street')} />
            <TextField label={T.houseNumber} {...field('houseNumber')} />
          </div>
          <div className="grid">
            <TextField label={texts.orderWizard.plaats} autoComplete="address-level2" {...field('city')} />
            <TextField label={texts.orderWizard.postcode} autoComplete="postal-code" {...field('postalCode')} />
          </div>
          <SelectField label={texts.orderWizard.land} options={COUNTRY_CODES.map((c) => ({ value: c, label: texts.orderWizard.countries[c] }))} {...form.register('country')} />
          <ButtonRow>
            <Button type="button" onClick={() => void save()} disabled={add.isPending}>
              {T.save}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAdding(false)}>
              {T.cancel}
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <ButtonRow>
          <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        </ButtonRow>
      )}
      <p className="status" role="status">
        {status}
      </p>
    </Wrapper>
  );
}
