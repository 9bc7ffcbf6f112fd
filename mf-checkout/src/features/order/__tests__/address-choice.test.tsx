// Step 1's address book: the chosen saved address stays chosen after a reload (while the delivery
// address is still that address); a project address is removed after a confirm with a toast, the
// organization's own addresses cannot be removed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureToasts, fakeApi, renderWithShell, signIn } from '@/testing/render';
import { DeliveryStep } from '../components/delivery-step';
import { useOrderProcess } from '../stores/order-process';

const ORG = 'GET /mgmt/api/app/app-organization-unit/app-organization-addresses-for-user';
const MAIN = 'GET /mgmt/api/app/app-organization-unit/app-organization-main-address-for-user';
const BOOK = 'GET /mgmt/api/app/address-book';

const main = { id: 1, kind: 'main', name: 'Hoofdkantoor', organizationName: 'De Vries Installatie', street: 'Industrieweg', houseNumber: '12', postalCode: '8013 NK', city: 'Zwolle', country: 'NL' };
const workshop = { ...main, id: 2, kind: 'delivery', name: 'Werkplaats', street: 'Edisonstraat', houseNumber: '159', postalCode: '8013 PA' };
const site = (id: number, name: string) => ({ id, name, street: 'Kanaalweg', houseNumber: String(id), postalCode: '8011 AB', city: 'Zwolle', country: 'NL', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null });

let toasts: ReturnType<typeof captureToasts>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useOrderProcess.getState().reset();
  signIn();
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

const radio = (name: RegExp) => screen.findByRole('radio', { name }, { timeout: 10_000 });

function api(book: { items: ReturnType<typeof site>[] }) {
  return fakeApi({
    [ORG]: { status: 200, body: { items: [main, workshop] } },
    [MAIN]: { status: 200, body: main },
    [BOOK]: () => ({ status: 200, body: book }),
    'DELETE /mgmt/api/app/address-book/7': () => {
      book.items = book.items.filter((a) => a.id !== 7);
      return { status: 204 };
    },
  });
}

test('the chosen saved address shows chosen again after a reload, and no longer once the address is changed', async () => {
  api({ items: [site(7, 'Bouwplaats Kanaalweg')] });
  const first = renderWithShell(<DeliveryStep onDone={() => undefined} />, { path: '/order' });
  const user = userEvent.setup();
  await user.click(await radio(/^Projectadres: Bouwplaats Kanaalweg,/));
  expect(screen.getByLabelText('Straat en huisnummer')).toHaveValue('Kanaalweg 7');
  first.unmount();

  // A reload: the order process comes back from session storage, the radio with it.
  renderWithShell(<DeliveryStep onDone={() => undefined} />, { path: '/order' });
  expect(await radio(/^Projectadres: Bouwplaats Kanaalweg,/)).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Adres van uw organisatie: Werkplaats,/ })).not.toBeChecked();

  // Another street typed: the delivery address is no longer that saved address.
  await user.type(screen.getByLabelText('Straat en huisnummer'), 'a');
  await waitFor(() => expect(screen.getByRole('radio', { name: /^Projectadres: Bouwplaats Kanaalweg,/ })).not.toBeChecked());
}, 30_000);

test('a project address is removed after the confirm, with a toast; the organization’s own addresses have no remove button', async () => {
  const calls = api({ items: [site(7, 'Bouwplaats Kanaalweg'), site(8, 'Bouwplaats Haven')] });
  renderWithShell(<DeliveryStep onDone={() => undefined} />, { path: '/order' });
  const user = userEvent.setup();
  await radio(/^Projectadres: Bouwplaats Kanaalweg,/);
  const group = screen.getByRole('radiogroup', { name: 'Kies een opgeslagen adres' });
  expect(within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Projectadres Bouwplaats Kanaalweg verwijderen', 'Projectadres Bouwplaats Haven verwijderen']);

  // Cancelled first: nothing is removed.
  await user.click(screen.getByRole('button', { name: 'Projectadres Bouwplaats Kanaalweg verwijderen' }));
  const dialog = screen.getByRole('dialog', { name: 'Projectadres verwijderen' });
  expect(dialog).toHaveTextContent('Weet u zeker dat u projectadres Bouwplaats Kanaalweg, Kanaalweg 7, 8011 AB Zwolle uit uw adresboek wilt verwijderen?');
  await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
  expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Projectadres Bouwplaats Kanaalweg verwijderen' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Projectadres verwijderen' })).getByRole('button', { name: 'Verwijderen' }));
  await waitFor(() => expect(screen.queryByRole('radio', { name: /^Projectadres: Bouwplaats Kanaalweg,/ })).not.toBeInTheDocument());
  expect(calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key)).toEqual(['DELETE /mgmt/api/app/address-book/7']);
  expect(toasts.toasts.map((t) => t.message)).toContain('Projectadres Bouwplaats Kanaalweg is verwijderd.');
  expect(screen.getByRole('radio', { name: /^Projectadres: Bouwplaats Haven,/ })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Nieuw projectadres toevoegen' })).toHaveFocus());
}, 30_000);
