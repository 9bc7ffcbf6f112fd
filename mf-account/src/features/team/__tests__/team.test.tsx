// Mijn team against a fake api: the members with their roles and status, no remove button for the
// main user himself, removing after the confirm popup; a new member is checked, sent with his
// role, and the user goes back to the team with a toast; an e-mail address in use shows at its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ROLES, captureToasts, fakeApi, renderWithShell, signIn } from '@/testing/render';

const P = '/mgmt/api/app/customer-account';
const member = (id: string, name: string, role: string, isActive = true, isInvited = false) => ({
  id,
  userName: `${name.toLowerCase()}@devries-installatie.nl`,
  email: `${name.toLowerCase()}@devries-installatie.nl`,
  name,
  surname: 'de Vries',
  phoneNumber: null,
  roles: [`kraanvogelklant_${role}`],
  isActive,
  isInvited,
});
const TEAM = [
  member('u-100001-main', 'Jan', 'Hoofdgebruiker'),
  member('u-100001-employee', 'Piet', 'Medewerker'),
  member('u-100001-new', 'Kees', 'Magazijn', false),
  member('u-100001-invited', 'Klaas', 'Medewerker', true, true),
];

function open(path: string, extra: Parameters<typeof fakeApi>[0] = {}) {
  signIn(ROLES.main, 'u-100001-main');
  const calls = fakeApi({ [`GET ${P}/employees`]: { status: 200, body: { items: TEAM } }, ...extra });
  const view = renderWithShell(null, { path, routes });
  return { calls, user: userEvent.setup(), ...view };
}

it('lists the members with roles and status; the main user cannot remove himself; a removal asks first', async () => {
  const { calls, user } = open('/mijnaccount/mijnorganisatie/mijnteam', { [`DELETE ${P}/u-100001-employee/employee-account`]: { status: 204 } });
  const table = await screen.findByTestId('team-table', {}, { timeout: 10_000 });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent))).toEqual([
    ['Jan de Vries (u)', 'jan@devries-installatie.nl', 'Hoofdgebruiker', 'Actief'],
    ['Piet de Vries ', 'piet@devries-installatie.nl', 'Medewerker', 'Actief'],
    ['Kees de Vries ', 'kees@devries-installatie.nl', 'Magazijn', 'Niet actief'],
    // Invited, the password not yet set: not 'Actief'.
    ['Klaas de Vries ', 'klaas@devries-installatie.nl', 'Medewerker', 'Uitgenodigd'],
  ]);
  expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

  await user.click(within(table).getByRole('button', { name: 'Piet de Vries verwijderen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Teamlid verwijderen' });
  expect(dialog).toHaveTextContent('Weet u zeker dat u Piet de Vries uit uw team wilt verwijderen?');
  await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
  expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

  await user.click(within(table).getByRole('button', { name: 'Piet de Vries verwijderen' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
  await waitFor(() => expect(within(table).queryByText('piet@devries-installatie.nl')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key)).toEqual([`DELETE ${P}/u-100001-employee/employee-account`]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a new member is checked, sent with his role, and the user is back at the team with a toast', async () => {
  let answer: { status: number; body: unknown } = {
    status: 409,
    body: { error: { code: 'Employee:EmailTaken', message: 'Er bestaat al een gebruiker met e-mailadres klaas@devries-installatie.nl.', validationErrors: [{ message: 'Dit e-mailadres is al in gebruik.', members: ['email'] }] } },
  };
  const { calls, user, router } = open('/mijnaccount/mijnorganisatie/mijnteam/nieuwlid', { [`POST ${P}/new-employee-account`]: () => answer });
  const { toasts, unregister } = captureToasts();
  const form = await screen.findByTestId('new-member-form', {}, { timeout: 10_000 });
  expect(within(form).getByRole('radio', { name: /Medewerker/ })).toBeChecked();
  await user.type(within(form).getByLabelText('E-mailadres'), 'klaas@');
  await user.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
  // Name, surname and the main user's own password are missing.
  expect(await within(form).findAllByText('Dit veld is verplicht')).toHaveLength(3);
  expect(within(form).getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.')).toBeInTheDocument();
  expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

  await user.type(within(form).getByLabelText('Voornaam'), 'Klaas');
  await user.type(within(form).getByLabelText('Achternaam'), 'Jansen');
  await user.type(within(form).getByLabelText('E-mailadres'), 'devries-installatie.nl');
  await user.click(within(form).getByRole('radio', { name: /Magazijn/ }));
  await user.type(within(form).getByLabelText('Uw huidige wachtwoord'), 'Kraanvogel2026!');
  await user.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
  expect(await within(form).findByText('Dit e-mailadres is al in gebruik.')).toBeInTheDocument();
  expect(within(form).getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');

  answer = { status: 200, body: member('u-100001-x', 'Klaas', 'Magazijn', false) };
  await user.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mijnaccount/mijnorganisatie/mijnteam'));
  expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.body)).toEqual([
    { name: 'Klaas', surname: 'Jansen', email: 'klaas@devries-installatie.nl', phoneNumber: null, role: 'warehouse', currentPassword: 'Kraanvogel2026!' },
    { name: 'Klaas', surname: 'Jansen', email: 'klaas@devries-installatie.nl', phoneNumber: null, role: 'warehouse', currentPassword: 'Kraanvogel2026!' },
  ]);
  expect(toasts.map((t) => t.message)).toContain('Uitnodiging verstuurd naar klaas@devries-installatie.nl.');
  unregister();
});
