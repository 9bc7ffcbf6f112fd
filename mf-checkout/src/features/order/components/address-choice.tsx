// Step 1's saved addresses: the organization's own (main address, workshop) and the project
// addresses of its address book, the last used first. Choosing one fills the delivery address;
// a new project address is added here (checked by the business rules, stored by the api) and
// fills it too; a project address (not the organization's own) is removed after a confirm. The
// choice is kept with the order process, so it shows chosen again after a reload, as long as the
// delivery address still is that address.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { Button, ButtonRow, notify, up } from '@kraanvogel/shared';
import { writePostalCode } from '@kraanvogel/shared/rules';
import { ConfirmDialog, RadioGroup, SelectField, TextField } from '@kraanvogel/shared/screens';
import { texts } from '@/texts';
import { useAddProjectAddress, useAddressBook, useOrganizationAddresses, useRemoveProjectAddress, type OrganizationAddress, type ProjectAddress } from '../api/address-book';
import { projectAddressProblems, trimmedAddress, type ProjectAddressInput } from '../lib/project-address-schema';
import { useStepForm } from '../lib/use-step-form';
import type { DeliveryInput } from '../lib/delivery-schema';
import { useOrderProcess } from '../stores/order-process';

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
  .choices .option label {
    flex: 1 1 16rem;
    min-width: 0;
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
const NEW_ADDRESS: ProjectAddressInput = { name: '', street: '', houseNumber: '', postalCode: '', city: '', country: 'NL' };
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

/** The same address, however its postcode and capitals were typed. */
const sameAddress = (a: ChosenAddress, b: ChosenAddress) => {
  const key = (c: ChosenAddress) => [c.naam, c.adres, writePostalCode(c.postcode, c.land) ?? c.postcode, c.plaats, c.land].map((v) => v.trim().toLowerCase()).join('|');
  return key(a) === key(b);
};

export function AddressChoice({ onChoose }: { onChoose: (address: ChosenAddress) => void }) {
  const T = texts.orderWizard.addressBook;
  const organization = useOrganizationAddresses();
  const book = useAddressBook();
  const add = useAddProjectAddress();
  const remove = useRemoveProjectAddress();
  const [toRemove, setToRemove] = useState<ProjectAddress | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(false);
  const [adding, setAdding] = useState(false);
  const savedAddress = useOrderProcess((s) => s.savedAddress);
  const current = useOrderProcess(useShallow((s): ChosenAddress => ({ naam: s.naam, adres: s.adres, postcode: s.postcode, plaats: s.plaats, land: s.land })));
  const [status, setStatus] = useState<string | null>(null);
  const newId = useId();
  const form = useStepForm(projectAddressProblems, NEW_ADDRESS, trimmedAddress);

  const choices = new Map<string, ChosenAddress>();
  const projects = new Map<string, ProjectAddress>();
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
    projects.set(`book-${a.id}`, a);
    options.push({ value: `book-${a.id}`, label: `${T.project}: ${oneLine(c)}` });
  }

  // The kept choice shows as long as the delivery address is still that address.
  const keptChoice = choices.get(savedAddress);
  const chosen = keptChoice && sameAddress(keptChoice, current) ? savedAddress : '';
  const choose = (key: string, address: ChosenAddress) => {
    useOrderProcess.getState().chooseSavedAddress(key);
    onChoose(address);
  };

  const confirmRemove = async (address: ProjectAddress) => {
    try {
      // Resolves once the book is fetched again: the removed address and its button are gone.
      await remove.mutateAsync(address.id);
    } catch {
      notify.alert(T.removeFailed);
      setToRemove(null);
      return;
    }
    if (useOrderProcess.getState().savedAddress === `book-${address.id}`) useOrderProcess.getState().chooseSavedAddress('');
    notify.success(T.removed(address.name));
    setToRemove(null);
    setFocusAdd(true);
  };
  // The removed address's button is gone: the focus goes on to the button that adds one.
  useEffect(() => {
    if (!focusAdd || toRemove) return;
    addButton.current?.focus();
    setFocusAdd(false);
  }, [focusAdd, toRemove]);

  const save = form.handleSubmit(async (input) => {
    setStatus(null);
    try {
      const saved = await add.mutateAsync(input);
      choose(`book-${saved.id}`, fromProject(saved));
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
  const field = (name: keyof ProjectAddressInput & string) => ({ error: form.errors[name], onKeyDown: saveOnEnter, ...form.register(name) });

  return (
    <Wrapper data-testid="address-choice">
      {(organization.isError || book.isError) && <p className="status">{T.loadFailed}</p>}
      {options.length > 0 && (
        <RadioGroup
          label={T.choose}
          name="saved-address"
          options={options}
          value={chosen}
          onChange={(e) => {
            const key = e.currentTarget.value;
            const address = choices.get(key);
            if (address) choose(key, address);
          }}
          optionAction={(o) => {
            const project = projects.get(o.value);
            return (
              project && (
                <Button variant="secondary" aria-label={T.removeLabel(project.name)} onClick={() => setToRemove(project)}>
                  {T.remove}
                </Button>
              )
            );
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
          <Button ref={addButton} type="button" variant="secondary" onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        </ButtonRow>
      )}
      {toRemove && (
        <ConfirmDialog
          title={T.removeTitle}
          message={T.removeQuestion(oneLine(fromProject(toRemove)))}
          confirmText={T.remove}
          cancelText={T.cancel}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(toRemove)}
          onCancel={() => setToRemove(null)}
        />
      )}
      <p className="status" role="status">
        {status}
      </p>
    </Wrapper>
  );
}
