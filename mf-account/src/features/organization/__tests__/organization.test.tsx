// Mijn organisatie against a fake api: only the main user gets it (others 'Geen toegang');
// it shows the unit and the addresses; 'Adresgegevens wijzigen' checks the Dutch rules (KvK,
// VAT, postcode, phone, e-mail) before sending, sends only the part that changed, and shows
// the api's refusal at its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ROLES, captureToasts, fakeApi, invalid, renderWithShell, signIn } from '@/testing/render';

const P = '/mgmt/api/app/app-organization-unit';
const UNITS = `GET ${P}/app-organization-units-for-user`;
const ADDRESSES = `GET ${P}/app-organization-addresses-for-user`;
const unit = { customerNumber: '100001', name: 'Installatiebedrijf De Vries B.V.', vatNumber: 'NL001234567B01', chamberOfCommerceNumber: '12345678', phone: '038 123 45 67', email: 'info@devries-installatie.nl' };
const main = { id: 11, kind: 'main', organizationName: unit.name, name: unit.name, street: 'Industrieweg', houseNumber: '12', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' };
const delivery = { ...main, id: 12, kind: 'delivery', name: 'Magazijn De Vries', street: 'Havenweg', houseNumber: '3a' };

function open(path: string, role = ROLES.main, extra: Parameters<typeof fakeApi>[0] = {}) {
  signIn(role);
  const calls = fakeApi({ [UNITS]: { status: 200, body: { items: [unit] } }, [ADDRESSES]: { status: 200, body: { items: [main, delivery] } }, ...extra });
  const view = renderWithShell(null, { path, routes });
  return { calls, user: userEvent.setup(), ...view };
}

it.each([
  ['an employee', ROLES.employee],
  ['a warehouse user', ROLES.warehouse],
])('%s gets no access to the organization, and no call is made', async (_who, role) => {
  for (const path of ['/mijnaccount/mijnorganisatie', '/mijnaccount/mijnorganisatie/adresgegevenswijzigen', '/mijnaccount/mijnorganisatie/mijnteam/nieuwlid']) {
    const { calls, unmount } = open(path, role);
    expect(await screen.findByTestId('no-access', {}, { timeout: 10_000 })).toHaveTextContent('Alleen de hoofdgebruiker');
    expect(calls).toEqual([]);
    unmount();
  }
});

it('shows the main user his organization and its addresses, with the way to change them', async () => {
  open('/mijnaccount/mijnorganisatie');
  const facts = await screen.findByTestId('organization-unit', {}, { timeout: 10_000 });
  expect(await within(facts).findByText('NL001234567B01')).toBeInTheDocument();
  expect(within(facts).getByText('12345678')).toBeInTheDocument();
  const addresses = screen.getByTestId('organization-addresses');
  expect(await within(addresses).findByText('Hoofdadres')).toBeInTheDocument();
  expect(within(addresses).getByText('Afleveradres')).toBeInTheDocument();
  expect(within(addresses).getByText('Havenweg 3a')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Adresgegevens wijzigen' })).toHaveAttribute('href', '/mijnaccount/mijnorganisatie/adresgegevenswijzigen');
  expect(screen.getByRole('link', { name: 'Mijn team' })).toHaveAttribute('href', '/mijnaccount/mijnorganisatie/mijnteam');
});

describe('adresgegevens wijzigen', () => {
  it('checks KvK, VAT, postcode, phone and e-mail by the Dutch rules before sending', async () => {
    const { calls, user } = open('/mijnaccount/mijnorganisatie/adresgegevenswijzigen');
    const form = await screen.findByTestId('organization-form', {}, { timeout: 10_000 });
    const fill = async (label: string, value: string) => {
      await user.clear(within(form).getByLabelText(label));
      if (value) await user.type(within(form).getByLabelText(label), value);
    };
    await fill('KvK-nummer', '1234567');
    await fill('Btw-nummer', 'NL12345678B01');
    await fill('Postcode', '801 AB');
    await fill('Telefoonnummer', '12345');
    await fill('E-mailadres', 'info@devries');
    await fill('Straatnaam', '');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeInTheDocument();
    expect(within(form).getByText('Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.')).toBeInTheDocument();
    expect(within(form).getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeInTheDocument();
    expect(within(form).getByText('Vul een geldig telefoonnummer in, bijvoorbeeld 038 123 45 67.')).toBeInTheDocument();
    expect(within(form).getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.')).toBeInTheDocument();
    expect(within(form).getByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(within(form).getByLabelText('KvK-nummer')).toHaveAttribute('aria-invalid', 'true');
    // A Belgian address takes a Belgian postcode.
    await user.selectOptions(within(form).getByLabelText('Land'), 'BE');
    await fill('Postcode', '1000');
    expect(within(form).queryByText(/Vul een geldige postcode/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toEqual([]);
  });

  it('sends only the changed part, shows the refusal of the api at its field, and goes back after saving', async () => {
    let addressAnswer = invalid('postalCode', 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
    const { calls, user, router } = open('/mijnaccount/mijnorganisatie/adresgegevenswijzigen', ROLES.main, {
      [`PUT ${P}/app-organization-unit-address-basic-info`]: (body) => ({ status: 200, body: { ...unit, ...(body as object) } }),
      [`PUT ${P}/app-organization-unit-address`]: () => addressAnswer,
    });
    const { toasts, unregister } = captureToasts();
    const form = await screen.findByTestId('organization-form', {}, { timeout: 10_000 });
    await user.clear(within(form).getByLabelText('Telefoonnummer'));
    await user.type(within(form).getByLabelText('Telefoonnummer'), '+31 38 765 43 21');
    await user.clear(within(form).getByLabelText('Straatnaam'));
    await user.type(within(form).getByLabelText('Straatnaam'), 'Nieuwe Havenweg');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/mijnaccount/mijnorganisatie/adresgegevenswijzigen');

    // Again: the phone number is stored already; only the address goes.
    addressAnswer = { status: 200, body: { ...main, street: 'Nieuwe Havenweg' } };
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mijnaccount/mijnorganisatie'));
    expect(calls.filter((c) => c.key.startsWith('PUT')).map((c) => [c.key.replace(`PUT ${P}/`, ''), c.body])).toEqual([
      ['app-organization-unit-address-basic-info', { phone: '+31 38 765 43 21', email: unit.email }],
      ['app-organization-unit-address', { id: 11, name: main.name, street: 'Nieuwe Havenweg', houseNumber: '12', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' }],
      ['app-organization-unit-address', { id: 11, name: main.name, street: 'Nieuwe Havenweg', houseNumber: '12', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' }],
    ]);
    expect(toasts.map((t) => t.message)).toContain('De adresgegevens van uw organisatie zijn opgeslagen.');
    unregister();
  });
});
