// The customer screens against a fake api: the search in the URL goes to the server; a customer's
// users with their status; blocking asks first; two-factor sign-in goes off only with a reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ADMIN, captureToasts, fakeApi, renderRoutes, signIn } from '@/testing/render';

const B = '/mgmt/api/app/back-office';
const user = (id: string, name: string, extra: object = {}) => ({ id, userName: `${id}@devries.nl`, name, roles: ['kraanvogelklant_Medewerker'], isActive: true, isInvited: false, twoFactorEnabled: false, ...extra });
const CUSTOMER = {
  number: '100001',
  name: 'Installatiebedrijf De Vries B.V.',
  chamberOfCommerce: '60001013',
  vatNumber: 'NL800007919B01',
  phone: '038-1234567',
  email: 'info@devries.nl',
  addresses: [{ kind: 'main', name: 'De Vries', street: 'Stationsweg', houseNumber: '1', postalCode: '8011 CZ', city: 'Zwolle', country: 'NL' }],
  discountGroups: [{ code: 'KR01', description: 'Kranen', percentage: 12.5 }],
  users: [user('jan', 'Jan de Vries', { roles: ['kraanvogelklant_Hoofdgebruiker'], twoFactorEnabled: true }), user('piet', 'Piet Jansen'), user('kees', 'Kees Blok', { isActive: false })],
  openOrders: { count: 1, latest: [{ orderNo: 'ORD1', orderDate: '2026-11-20T10:00:00Z', status: 100, totalNet: 120.5 }] },
  lastInvoices: [],
  actions: [{ at: '2026-11-21T10:00:00Z', admin: 'beheer@kraanvogel.nl', action: 'block', userName: 'kees@devries.nl', reason: 'vertrokken' }],
};

beforeEach(() => signIn(ADMIN));

it('searches customers on the server with the search from the URL', async () => {
  const calls = fakeApi({ [`GET ${B}/customers`]: { status: 200, body: { totalCount: 1, items: [{ number: '100001', name: CUSTOMER.name, chamberOfCommerce: '60001013', postalCode: '8011 CZ', city: 'Zwolle', users: 3 }] } } });
  const u = userEvent.setup();
  const { router } = renderRoutes(routes, '/beheer/klanten?zoek=8011cz');
  const list = await screen.findByTestId('customer-list', {}, { timeout: 10_000 });
  expect(within(list).getByRole('link', { name: '100001' })).toHaveAttribute('href', '/beheer/klanten/100001');
  expect(Object.fromEntries(calls[0]!.query)).toEqual({ Filter: '8011cz', SkipCount: '0', MaxResultCount: '20' });
  await u.clear(screen.getByLabelText('Zoek een klant'));
  await u.type(screen.getByLabelText('Zoek een klant'), 'de vries{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?zoek=de+vries'));
});

it("shows a customer's users; blocking asks first; two-factor sign-in goes off only with a reason", async () => {
  const { toasts, unregister } = captureToasts();
  const calls = fakeApi({
    [`GET ${B}/customers/100001`]: { status: 200, body: CUSTOMER },
    [`POST ${B}/users/piet/block`]: { status: 200, body: { ...user('piet', 'Piet Jansen'), isActive: false } },
    [`POST ${B}/users/jan/reset-two-factor`]: { status: 200, body: user('jan', 'Jan de Vries') },
  });
  const u = userEvent.setup();
  renderRoutes(routes, '/beheer/klanten/100001');
  expect(await screen.findByRole('heading', { level: 1, name: '100001 Installatiebedrijf De Vries B.V.' }, { timeout: 10_000 })).toBeInTheDocument();
  const users = screen.getByTestId('customer-users');
  const rows = within(users).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent))).toEqual([
    ['Jan de Vries', 'jan@devries.nl', 'Hoofdgebruiker', 'Actief', 'Aan'],
    ['Piet Jansen', 'piet@devries.nl', 'Medewerker', 'Actief', 'Uit'],
    ['Kees Blok', 'kees@devries.nl', 'Medewerker', 'Geblokkeerd', 'Uit'],
  ]);
  expect(within(users).getByRole('button', { name: 'Kees Blok deblokkeren' })).toBeInTheDocument();
  expect(screen.getByTestId('customer-log')).toHaveTextContent('beheer@kraanvogel.nl heeft kees@devries.nl geblokkeerd (vertrokken).');

  await u.click(within(users).getByRole('button', { name: 'Piet Jansen blokkeren' }));
  const confirm = await screen.findByRole('dialog', { name: 'Piet Jansen blokkeren?' });
  expect(confirm).toHaveTextContent('wie nu is ingelogd wordt direct uitgelogd');
  await u.click(within(confirm).getByRole('button', { name: 'Blokkeren' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Piet Jansen is geblokkeerd en uitgelogd.' }));

  await u.click(within(users).getByRole('button', { name: 'Tweestapsverificatie van Jan de Vries uitzetten' }));
  const reset = await screen.findByRole('dialog', { name: 'Tweestapsverificatie van Jan de Vries uitzetten' });
  await u.click(within(reset).getByRole('button', { name: 'Tweestaps uitzetten' }));
  expect(await within(reset).findByText('Dit veld is verplicht')).toBeInTheDocument();
  expect(calls.filter((c) => c.key.includes('reset-two-factor'))).toEqual([]);
  await u.type(within(reset).getByLabelText('Reden (wordt vastgelegd)'), 'Telefoon verloren');
  await u.click(within(reset).getByRole('button', { name: 'Tweestaps uitzetten' }));
  await waitFor(() => expect(calls.find((c) => c.key.includes('reset-two-factor'))?.body).toEqual({ reason: 'Telefoon verloren' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'De tweestapsverificatie van Jan de Vries staat uit.' }));
  unregister();
});
