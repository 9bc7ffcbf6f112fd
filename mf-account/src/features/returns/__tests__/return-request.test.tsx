// The return request against a fake api: a warehouse user gets no access; from an order's detail
// the order comes preselected; a line takes no more than was delivered and not yet returned, and
// needs a reason; the address is prefilled from the main address; the request is sent with the
// default shipping method 2000, reset, and the user lands on the thank-you page with his return order.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ROLES, fakeApi, renderWithShell, signIn } from '@/testing/render';
import { openAmount, pickUpDateProblem } from '../lib/return-rules';
import { useReturnRequest } from '../stores/return-request-store';
import { earliestDeliveryDate } from '@kraanvogel/shared/rules';

const OVERVIEW = 'GET /erp/api/app/order/order-overview?Sorting=orderDate%20desc&MaxResultCount=100';
const ORDER = 'GET /erp/api/app/order?OrderNo=O-2001';
const MAIN_ADDRESS = 'GET /mgmt/api/app/app-organization-unit/app-organization-main-address-for-user';
const PROFILE = 'GET /mgmt/api/account/my-profile';
const SUBMIT = 'POST /mgmt/api/app/return-order/submit-return-form';

const summary = (orderNo: string, status: number, orderType = 'Order') => ({
  orderNo,
  orderDate: '2026-10-01T10:00:00Z',
  status,
  statusName: String(status),
  orderType,
  plannedDeliveryDate: null,
  deliveryMethod: 'bezorgen',
  reference: null,
  poNumber: null,
  totalNet: 100,
  lineCount: 2,
});
const line = (lineNo: number, itemNo: string, delivered: number, returned: number) => ({ lineNo, itemNo, description: `Artikel ${itemNo}`, amount: delivered, delivered, backOrder: 0, returned, unitPrice: 10, discountPercentage: 0 });
const order = { ...summary('O-2001', 300), returnOf: null, deliveryAddress: { name: null, street: null, postalCode: null, city: null, country: null }, lines: [line(1, '1000001', 5, 2), line(2, '1000002', 3, 3)], invoices: [] };

function open(path: string, role = ROLES.employee, extra: Parameters<typeof fakeApi>[0] = {}) {
  signIn(role);
  useReturnRequest.getState().reset();
  const calls = fakeApi({
    [OVERVIEW]: { status: 200, body: { totalCount: 3, items: [summary('O-2002', 100), summary('O-2001', 300), summary('RET9', 300, 'Return')] } },
    [ORDER]: { status: 200, body: order },
    [MAIN_ADDRESS]: { status: 200, body: { id: 11, kind: 'main', organizationName: 'De Vries', name: 'De Vries', street: 'Industrieweg', houseNumber: '12', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' } },
    [PROFILE]: { status: 200, body: { userName: 'jan@devries.nl', email: 'jan@devries.nl', name: 'Jan', surname: 'de Vries', phoneNumber: '038 123 45 67', isExternal: false, hasPassword: true, concurrencyStamp: 's', extraProperties: { customerNumber: '100001', customerName: 'De Vries', roles: [] } } },
    ...extra,
  });
  return { calls, user: userEvent.setup(), ...renderWithShell(null, { path, routes }) };
}

test('what may still come back: delivered, less returned, less what the request holds', () => {
  expect(openAmount({ itemNo: 'A', delivered: 5, returned: 2 }, 'O-1', [])).toBe(3);
  expect(openAmount({ itemNo: 'A', delivered: 5, returned: 2 }, 'O-1', [{ orderNumber: 'O-1', productId: 'A', skuName: '', amount: 2, reasonOfReturn: 'Defect' }])).toBe(1);
  expect(openAmount({ itemNo: 'A', delivered: 5, returned: 2 }, 'O-1', [{ orderNumber: 'O-9', productId: 'A', skuName: '', amount: 2, reasonOfReturn: 'Defect' }])).toBe(3);
});

test('the pick-up day keeps to the checkout rule: working days from the next working day, 17:00 cut-off', () => {
  // Friday 27 November 2026, 10:00 and 19:00 in Zwolle.
  const friday = new Date('2026-11-27T09:00:00Z');
  expect(pickUpDateProblem('2026-11-28', friday)).toBe('Kies een datum vanaf maandag 30 november 2026.');
  expect(pickUpDateProblem('2026-12-05', friday)).toBe('Kies een werkdag (maandag tot en met vrijdag).');
  expect(pickUpDateProblem('2026-11-26', friday)).toBe('De datum ligt in het verleden.');
  expect(pickUpDateProblem('2026-11-30', friday)).toBeNull();
  // Thursday evening, after the cut-off: Friday is too soon, as in the order wizard.
  expect(pickUpDateProblem('2026-11-27', new Date('2026-11-26T18:00:00Z'))).toBe('Kies een datum vanaf maandag 30 november 2026.');
});

test('a warehouse user gets no access to the return request, and no call is made', async () => {
  const { calls } = open('/mijnaccount/retouraanvraag', ROLES.warehouse);
  expect(await screen.findByTestId('no-access', {}, { timeout: 10_000 })).toHaveTextContent('magazijnaccount');
  expect(calls).toEqual([]);
});

test('only delivered orders are offered; submitting without lines says so and sends nothing', async () => {
  const { calls, user } = open('/mijnaccount/retouraanvraag');
  const select = await screen.findByTestId('return-order-select', {}, { timeout: 10_000 });
  expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'O-2001']);
  const form = await screen.findByTestId('return-form');
  await user.click(within(form).getByRole('button', { name: 'Retouraanvraag versturen' }));
  expect(await within(form).findByTestId('return-problem')).toHaveTextContent('Kies ten minste één artikel om te retourneren.');
  expect(calls.filter((c) => c.key === SUBMIT)).toEqual([]);
});

test('from an order: lines up to what is open, with a reason, sent with the prefilled address; then the thank-you page', async () => {
  const { calls, user, router } = open('/mijnaccount/retouraanvraag?order=O-2001', ROLES.employee, {
    [SUBMIT]: { status: 200, body: { id: 7, returnOrderNumbers: ['RET100'], creditNoteNumbers: ['C100'] } },
  });
  const lines = await screen.findByTestId('return-order-lines', {}, { timeout: 10_000 });
  expect(screen.getByTestId('return-order-select')).toHaveValue('O-2001');
  // Line 2 was returned whole: nothing to choose there.
  expect(within(lines).queryByLabelText('Aantal retour van artikel 1000002')).not.toBeInTheDocument();

  const amount = within(lines).getByLabelText('Aantal retour van artikel 1000001');
  await user.clear(amount);
  await user.type(amount, '4');
  await user.click(within(lines).getByRole('button', { name: 'Artikel 1000001 aan de retour toevoegen' }));
  expect(within(lines).getByText('U kunt hiervan ten hoogste 3 retourneren.')).toBeInTheDocument();
  expect(within(lines).getByText('Kies een reden.')).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-invalid', 'true');

  await user.clear(amount);
  await user.type(amount, '2');
  await user.selectOptions(within(lines).getByLabelText('Reden van retour van artikel 1000001'), 'Beschadigd ontvangen');
  await user.click(within(lines).getByRole('button', { name: 'Artikel 1000001 aan de retour toevoegen' }));
  const chosen = await screen.findByTestId('return-lines');
  expect(within(chosen).getAllByRole('row')[1]).toHaveTextContent(/O-20011000001Artikel 10000012Beschadigd ontvangen/);
  // One more may come back.
  await user.type(amount, '{backspace}5');
  await user.selectOptions(within(lines).getByLabelText('Reden van retour van artikel 1000001'), 'Defect');
  await user.click(within(lines).getByRole('button', { name: 'Artikel 1000001 aan de retour toevoegen' }));
  expect(within(lines).getByText('U kunt hiervan ten hoogste 1 retourneren.')).toBeInTheDocument();

  const form = screen.getByTestId('return-form');
  expect(within(form).getByLabelText('Straat en huisnummer')).toHaveValue('Industrieweg 12');
  expect(within(form).getByLabelText('Postcode')).toHaveValue('8011 AB');
  expect(within(form).getByLabelText('Contactpersoon')).toHaveValue('Jan de Vries');
  await user.type(within(form).getByLabelText('Uw referentie (optioneel)'), 'Lekkende kranen');
  await user.click(within(form).getByRole('button', { name: 'Retouraanvraag versturen' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/mijnaccount/retouraanvraag/bedankt'));
  const sent = calls.filter((c) => c.key === SUBMIT).map((c) => c.body);
  expect(sent).toEqual([
    expect.objectContaining({
      returnShippingMethod: 2000,
      addressLine: 'Industrieweg 12',
      postalCode: '8011 AB',
      city: 'Zwolle',
      country: 'NL',
      contactPersonName: 'Jan de Vries',
      phoneNumber: '038 123 45 67',
      email: 'jan@devries.nl',
      reference: 'Lekkende kranen',
      returnOrderLineDtos: [{ amount: 2, productId: '1000001', skuName: 'Artikel 1000001', orderNumber: 'O-2001', reasonOfReturn: 'Beschadigd ontvangen' }],
    }),
  ]);
  // The default pick-up day is the first working day the checkout offers, never a weekend day.
  expect((sent[0] as { plannedDateOfReturn: string }).plannedDateOfReturn).toBe(earliestDeliveryDate());
  const thanks = await screen.findByTestId('return-thanks');
  expect(within(thanks).getByRole('link', { name: 'RET100' })).toHaveAttribute('href', '/mijnaccount/mijnorders/RET100');
  expect(useReturnRequest.getState().lines).toEqual([]);
});
