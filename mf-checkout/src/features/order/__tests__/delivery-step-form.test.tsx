// Step 1's form as the user meets it: nothing is said while typing a first time; 'Verder naar
// controleren' with an invalid field stays on step 1, shows every field's message and puts the
// focus on the first; after that a message follows each change; a valid step goes on with the
// postcode written the country's way. A new project address is saved trimmed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithShell, signIn } from '@/testing/render';
import { DeliveryStep } from '../components/delivery-step';
import { useOrderProcess } from '../stores/order-process';

const ORG = 'GET /mgmt/api/app/app-organization-unit/app-organization-addresses-for-user';
const MAIN = 'GET /mgmt/api/app/app-organization-unit/app-organization-main-address-for-user';
const BOOK = 'GET /mgmt/api/app/address-book';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useOrderProcess.getState().reset();
  signIn();
});

test('messages appear with the submit, the first invalid field gets the focus, and then follow each change', async () => {
  fakeApi({ [ORG]: { status: 200, body: { items: [] } }, [MAIN]: { status: 500, body: {} }, [BOOK]: { status: 200, body: { items: [] } } });
  const done = jest.fn();
  renderWithShell(<DeliveryStep onDone={done} />, { path: '/order' });
  const user = userEvent.setup();
  const naam = await screen.findByLabelText('Naam', {}, { timeout: 10_000 });
  const postcode = screen.getByLabelText('Postcode');
  await user.type(postcode, '12345');
  expect(screen.queryByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Verder naar controleren' }));
  expect(done).not.toHaveBeenCalled();
  expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(3);
  expect(screen.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
  expect(naam).toHaveFocus();
  expect(naam).toHaveAttribute('aria-invalid', 'true');

  // After the submit, a change updates its own field's message at once.
  await user.type(naam, 'De Vries Installatie');
  expect(naam).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(2);
  await user.clear(postcode);
  await user.type(postcode, '8011ab');
  expect(screen.queryByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Straat en huisnummer'), 'Industrieweg 12');
  await user.type(screen.getByLabelText('Plaats'), 'Zwolle');
  await user.type(screen.getByLabelText(/Uw referentie/), 'x'.repeat(51));
  await user.click(screen.getByRole('button', { name: 'Verder naar controleren' }));
  expect(screen.getByText('Maximale lengte van 50 tekens overschreden')).toBeVisible();
  expect(screen.getByLabelText(/Uw referentie/)).toHaveFocus();
  await user.type(screen.getByLabelText(/Uw referentie/), '{Backspace}');
  expect(screen.queryByText('Maximale lengte van 50 tekens overschreden')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Verder naar controleren' }));
  expect(done).toHaveBeenCalledTimes(1);
  expect(useOrderProcess.getState()).toMatchObject({ naam: 'De Vries Installatie', postcode: '8011 AB', plaats: 'Zwolle' });
}, 30_000);

test('pick-up needs no address; a new project address is checked, then saved trimmed', async () => {
  const saved = { id: 9, name: 'Bouwplaats Dijk', street: 'Dijkweg', houseNumber: '3a', postalCode: '8011 AB', city: 'Zwolle', country: 'NL', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null };
  const calls = fakeApi({
    [ORG]: { status: 200, body: { items: [] } },
    [MAIN]: { status: 500, body: {} },
    [BOOK]: { status: 200, body: { items: [] } },
    'POST /mgmt/api/app/address-book': { status: 200, body: saved },
  });
  const done = jest.fn();
  renderWithShell(<DeliveryStep onDone={done} />, { path: '/order' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Nieuw projectadres toevoegen' }, { timeout: 10_000 }));
  const group = within(screen.getByRole('group', { name: 'Nieuw projectadres' }));
  await user.click(group.getByRole('button', { name: 'Projectadres opslaan' }));
  expect(group.getAllByText('Dit veld is verplicht')).toHaveLength(5);
  expect(group.getByLabelText('Naam van het project of de ontvanger')).toHaveFocus();
  await user.type(group.getByLabelText('Naam van het project of de ontvanger'), '  Bouwplaats Dijk ');
  await user.type(group.getByLabelText('Straat'), 'Dijkweg');
  await user.type(group.getByLabelText('Huisnummer'), 'x');
  await user.type(group.getByLabelText('Plaats'), 'Zwolle');
  await user.type(group.getByLabelText('Postcode'), '8011 AB');
  expect(group.getByText('Vul een huisnummer in, eventueel met toevoeging, bijvoorbeeld 12 of 12a.')).toBeVisible();
  expect(group.queryByText('Dit veld is verplicht')).not.toBeInTheDocument();
  await user.clear(group.getByLabelText('Huisnummer'));
  await user.type(group.getByLabelText('Huisnummer'), '3a{Enter}');
  await waitFor(() => expect(calls.some((c) => c.key === 'POST /mgmt/api/app/address-book')).toBe(true));
  expect(calls.find((c) => c.key === 'POST /mgmt/api/app/address-book')!.body).toMatchObject({ name: 'Bouwplaats Dijk', street: 'Dijkweg', houseNumber: '3a', city: 'Zwolle', postalCode: '8011 AB', country: 'NL' });
  // Enter saved the address instead of submitting step 1, and the address fills step 1.
  expect(done).not.toHaveBeenCalled();
  expect(await screen.findByLabelText('Straat en huisnummer')).toHaveValue('Dijkweg 3a');

  await user.click(screen.getByLabelText('Afhalen bij de afhaalbalie'));
  await user.click(screen.getByRole('button', { name: 'Verder naar controleren' }));
  expect(done).toHaveBeenCalledTimes(1);
}, 30_000);
