// A purchase request for its approver against a fake api: the lines at the requested and today's
// prices with the changed one marked; a changed total must be confirmed before approving, and the
// approval carries the revision of what was shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ROLES, captureToasts, fakeApi, renderWithShell, signIn } from '@/testing/render';

const R = '/mgmt/api/app/purchase-requests';
const request = {
  id: 12,
  status: 'pending',
  requestedByName: 'Piet Bakker',
  createdAt: '2026-11-25T08:00:00.000Z',
  totalNet: 1200,
  lineCount: 2,
  limitKind: 'perOrder',
  limit: 1000,
  approverNames: ['Jan de Vries'],
  basketId: 7,
  decidedByName: null,
  decidedAt: null,
  rejectReason: null,
  orderNo: null,
};
const line = (lineNo: number, itemNo: string, requestedPrice: number, todayPrice: number) => ({
  lineNo,
  itemNo,
  description: `Artikel ${itemNo}`,
  amount: 10,
  unit: 'ST',
  requestedPrice,
  requestedTotal: requestedPrice * 10,
  todayPrice,
  todayTotal: todayPrice * 10,
  priceChanged: requestedPrice !== todayPrice,
});
const detail = {
  request,
  lines: [line(1, '1000001', 50, 50), line(2, '1000008', 70, 75)],
  todayTotalNet: 1250,
  pricesChanged: true,
  basketRevision: 'rev-today',
  deliveryDate: '2026-12-08',
  deliveryMethod: 'afhalen',
  canDecide: true,
  canWithdraw: false,
};

it('a changed total is confirmed before the approval, which sends the revision shown', async () => {
  signIn(ROLES.main, 'u-main');
  const toasts = captureToasts();
  const calls = fakeApi({
    [`GET ${R}/12`]: { status: 200, body: detail },
    [`POST ${R}/12/approve`]: { status: 200, body: { orderNo: 'ORD500777', totalNet: 1250 } },
    [`GET ${R}/to-decide`]: { status: 200, body: { items: [] } },
  });
  renderWithShell(null, { path: '/mijnaccount/goedtekeuren/12', routes });
  const lines = await screen.findByTestId('request-lines', {}, { timeout: 10_000 });
  const changed = within(lines).getAllByRole('row').find((r) => r.textContent?.includes('1000008'))!;
  expect(changed).toHaveTextContent('(gewijzigd)');
  expect(within(lines).getAllByRole('row').find((r) => r.textContent?.includes('1000001'))).not.toHaveTextContent('gewijzigd');
  expect(screen.getByTestId('today-total')).toHaveTextContent('1.250,00');

  const approve = screen.getByRole('button', { name: 'Goedkeuren en bestellen' });
  expect(approve).toBeDisabled();
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord met het nieuwe totaal van €\s1\.250,00/ }));
  await user.click(approve);
  await waitFor(() => expect(calls.find((c) => c.key === `POST ${R}/12/approve`)?.body).toEqual({ basketRevision: 'rev-today' }));
  await waitFor(() => expect(toasts.toasts).toContainEqual({ kind: 'success', message: 'Goedgekeurd: order ORD500777 is geplaatst.' }));
  toasts.unregister();
});
