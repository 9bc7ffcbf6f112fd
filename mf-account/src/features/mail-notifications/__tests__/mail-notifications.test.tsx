// Mailnotificaties against a fake api: only the main user gets it; the stored addresses show one
// per line; bad lists are stopped in the browser with the Dutch message beside the field; a
// refusal of the api shows at its field; a save sends the cleaned lists and shows what was stored.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ROLES, captureToasts, fakeApi, invalid, renderWithShell, signIn } from '@/testing/render';

const URL = '/mgmt/api/app/customer-account/mail-notifications';
const PATH = '/mijnaccount/mijnorganisatie/mailnotifications';
const stored = { orderConfirmation: ['inkoop@devries.nl'], invoiceNotice: [] as string[] };

function open(role = ROLES.main, put: Parameters<typeof fakeApi>[0][string] = (body) => ({ status: 200, body })) {
  signIn(role);
  const calls = fakeApi({ [`GET ${URL}`]: { status: 200, body: stored }, [`PUT ${URL}`]: put });
  renderWithShell(null, { path: PATH, routes });
  return { calls, user: userEvent.setup() };
}

const puts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.key.startsWith('PUT')).map((c) => c.body);

it.each([
  ['an employee', ROLES.employee],
  ['a warehouse user', ROLES.warehouse],
])('%s gets no access, and no call is made', async (_who, role) => {
  const { calls } = open(role);
  expect(await screen.findByTestId('no-access', {}, { timeout: 10_000 })).toHaveTextContent('Alleen de hoofdgebruiker');
  expect(calls).toEqual([]);
});

it('stops a list with a bad, a repeated or a sixth address, with the message beside its field', async () => {
  const { calls, user } = open();
  const form = await screen.findByTestId('mail-notifications-form', {}, { timeout: 10_000 });
  const copies = within(form).getByLabelText('Kopie van elke orderbevestiging');
  const invoices = within(form).getByLabelText('Bericht bij een nieuwe factuur of creditnota');
  expect(copies).toHaveValue('inkoop@devries.nl');
  expect(invoices).toHaveValue('');

  await user.type(copies, '\ngeen-adres');
  await user.type(invoices, 'a@devries.nl\nA@devries.nl');
  await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
  expect(await within(form).findByText("'geen-adres' is geen geldig e-mailadres.")).toBeInTheDocument();
  expect(within(form).getByText("'a@devries.nl' staat er meer dan één keer in.")).toBeInTheDocument();
  expect(copies).toHaveAttribute('aria-invalid', 'true');

  await user.clear(invoices);
  await user.type(invoices, ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@devries.nl`).join('\n'));
  expect(await within(form).findByText('U kunt ten hoogste 5 e-mailadressen opgeven.')).toBeInTheDocument();
  expect(puts(calls)).toEqual([]);
});

it("shows the api's refusal at its field, and after a save the lists as stored", async () => {
  let answer: Parameters<typeof fakeApi>[0][string] = invalid('invoiceNotice', "'x@voorbeeld' is geen geldig e-mailadres.");
  const { calls, user } = open(ROLES.main, (body, url) => (typeof answer === 'function' ? answer(body, url) : answer));
  const { toasts, unregister } = captureToasts();
  const form = await screen.findByTestId('mail-notifications-form', {}, { timeout: 10_000 });
  const invoices = within(form).getByLabelText('Bericht bij een nieuwe factuur of creditnota');
  await user.type(invoices, ' Boekhouding@DeVries.nl \n\nadministratie@devries.nl');
  await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
  expect(await within(form).findByText("'x@voorbeeld' is geen geldig e-mailadres.")).toBeInTheDocument();
  expect(invoices).toHaveAttribute('aria-invalid', 'true');

  answer = (body) => ({ status: 200, body });
  await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(toasts.map((t) => t.message)).toContain('De mailnotificaties zijn opgeslagen.'));
  expect(puts(calls).at(-1)).toEqual({ orderConfirmation: ['inkoop@devries.nl'], invoiceNotice: ['boekhouding@devries.nl', 'administratie@devries.nl'] });
  expect(invoices).toHaveValue('boekhouding@devries.nl\nadministratie@devries.nl');
  unregister();
});
