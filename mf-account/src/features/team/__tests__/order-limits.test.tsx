// Bestellimieten on Mijn team against a fake api: each member's limits and approvers; the popup
// reads amounts as Dutch people type them, refuses what is no amount beside its field, offers only
// non-warehouse colleagues as approvers, and sends the limits; the change record lists who changed what.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ROLES, captureToasts, fakeApi, renderWithShell, signIn } from '@/testing/render';

const L = '/mgmt/api/app/order-limits';
const limits = (userId: string, name: string, role: string, perOrder: number | null, approverIds: string[] = []) => ({
  userId,
  name,
  email: `${userId}@devries-installatie.nl`,
  role,
  perOrder,
  perMonth: null,
  approverIds,
  spentThisMonth: 1234.5,
});
const TEAM = [limits('u-main', 'Jan de Vries', 'main', null), limits('u-emp', 'Piet Bakker', 'employee', 500, ['u-lead']), limits('u-lead', 'Eva Mulder', 'employee', null), limits('u-wh', 'Kees Smit', 'warehouse', null)];

it('shows each member\'s limits and sends what the main user changes', async () => {
  signIn(ROLES.main, 'u-main');
  const toasts = captureToasts();
  const calls = fakeApi({
    [`GET /mgmt/api/app/customer-account/employees`]: { status: 200, body: { items: [] } },
    [`GET ${L}`]: { status: 200, body: { items: TEAM } },
    [`GET ${L}/changes`]: {
      status: 200,
      body: { items: [{ id: 1, memberName: 'Piet Bakker', changedByName: 'Jan de Vries', changedAt: '2026-11-20T09:30:00.000Z', from: { perOrder: null, perMonth: null, approvers: [] }, to: { perOrder: 500, perMonth: null, approvers: ['Eva Mulder'] } }] },
    },
    [`GET ${L}/settings`]: { status: 200, body: { decideWithinDays: 5 } },
    [`PUT ${L}/u-emp`]: (body) => ({ status: 200, body: { ...TEAM[1], ...(body as object) } }),
  });
  renderWithShell(null, { path: '/mijnaccount/mijnorganisatie/mijnteam', routes });
  const list = await screen.findByTestId('order-limits', {}, { timeout: 10_000 });
  const piet = within(list).getAllByRole('row').find((r) => r.textContent?.includes('Piet Bakker'))!;
  expect(piet).toHaveTextContent('€ 500,00');
  expect(piet).toHaveTextContent('Geen limiet');
  expect(piet).toHaveTextContent('Eva Mulder');
  expect(within(list).getAllByRole('row').find((r) => r.textContent?.includes('Eva Mulder') && !r.textContent.includes('Piet'))).toHaveTextContent('De hoofdgebruiker');
  const changes = await screen.findByTestId('limit-changes');
  expect(changes).toHaveTextContent('per bestelling Geen limiet, per maand Geen limiet, goedkeurders: De hoofdgebruiker');
  expect(changes).toHaveTextContent('per bestelling € 500,00, per maand Geen limiet, goedkeurders: Eva Mulder');

  const user = userEvent.setup();
  await user.click(within(piet).getByRole('button', { name: 'Bestellimieten van Piet Bakker aanpassen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bestellimieten van Piet Bakker' });
  // Only other members who are no warehouse user can approve.
  expect(within(dialog).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Jan de Vries', 'Eva Mulder']);
  const perMonth = within(dialog).getByLabelText('Limiet per kalendermaand (excl. btw)');
  await user.type(perMonth, 'tweeduizend');
  await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(within(dialog).getByText('Vul een bedrag in euro’s in, bijvoorbeeld 1.500,00.')).toBeVisible();
  expect(perMonth).toHaveFocus();
  expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);

  await user.clear(perMonth);
  await user.type(perMonth, '2.000,50');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Eva Mulder' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Jan de Vries' }));
  await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(calls.find((c) => c.key === `PUT ${L}/u-emp`)?.body).toEqual({ perOrder: 500, perMonth: 2000.5, approverIds: ['u-main'] }));
  await waitFor(() => expect(toasts.toasts).toContainEqual({ kind: 'success', message: 'De bestellimieten van Piet Bakker zijn opgeslagen.' }));
  toasts.unregister();
});

it('the days to decide are checked and saved', async () => {
  signIn(ROLES.main, 'u-main');
  const calls = fakeApi({
    [`GET /mgmt/api/app/customer-account/employees`]: { status: 200, body: { items: [] } },
    [`GET ${L}`]: { status: 200, body: { items: TEAM } },
    [`GET ${L}/changes`]: { status: 200, body: { items: [] } },
    [`GET ${L}/settings`]: { status: 200, body: { decideWithinDays: 5 } },
    [`PUT ${L}/settings`]: (body) => ({ status: 200, body }),
  });
  renderWithShell(null, { path: '/mijnaccount/mijnorganisatie/mijnteam', routes });
  const field = await screen.findByLabelText('Dagen om te beslissen', {}, { timeout: 10_000 });
  expect(field).toHaveValue('5');
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, '90');
  const form = screen.getByTestId('decide-within');
  await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
  expect(within(form).getByText('Kies een aantal dagen van 1 tot en met 60.')).toBeVisible();
  await user.clear(field);
  await user.type(field, '10');
  await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(calls.find((c) => c.key === `PUT ${L}/settings`)?.body).toEqual({ decideWithinDays: 10 }));
});
