// A basket that waits for approval: a banner names the approver, the lines cannot be changed or
// removed, there is nothing to order or delete; its requester withdraws the request and the basket
// can be changed again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BasketPage } from '../components/basket-page/basket-page';
import { captureToasts, fakeApi, renderWithShell, signIn } from '@/testing/render';

const REALTIME = 'GET /mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=7';
const WITHDRAW = 'POST /mgmt/api/app/purchase-requests/31/withdraw';

const line = {
  id: 101,
  itemNo: '2000001',
  itemDescription: 'Wastafelmengkraan',
  amount: 4,
  itemUOM: 'ST',
  data: JSON.stringify({ itemImage: null }),
  stepQuantity: 1,
  minOrderQuantity: 1,
  grossPrice: 250,
  netPrice: 250,
  discountPercentage: 0,
  lineTotal: 1000,
  stock: 100,
  isAvailable: true,
  isActive: true,
  priceWhenAdded: 250,
  priceChanged: false,
  availabilityChanged: false,
};
const basket = (purchaseRequest: unknown) => ({
  id: 7,
  name: 'Project Zwolle',
  basketType: 0,
  isDefault: false,
  creationTime: '2026-11-22T10:00:00Z',
  lastModificationTime: '2026-11-22T10:00:00Z',
  isOwn: true,
  isPersonal: false,
  createdByName: 'Jan de Vries',
  lastModifiedByName: 'Jan de Vries',
  purchaseRequest,
  basketItems: [line],
  totalGross: 1000,
  totalNet: 1000,
  totalVat: 210,
  totalInclVat: 1210,
  revision: 'r1',
});
const waiting = { id: 31, requestedByName: 'Jan de Vries', approverNames: ['Eva Mulder'], createdAt: '2026-11-26T09:00:00.000Z', isOwn: true };

let toasts: ReturnType<typeof captureToasts>;
beforeEach(() => {
  signIn();
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

it('is read-only with a banner naming the approver, and the requester withdraws the request', async () => {
  let locked = true;
  const calls = fakeApi({
    [REALTIME]: () => ({ status: 200, body: basket(locked ? waiting : null) }),
    [WITHDRAW]: () => {
      locked = false;
      return { status: 200, body: { id: 31, status: 'withdrawn' } };
    },
  });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  const banner = await screen.findByTestId('approval-banner');
  expect(banner).toHaveTextContent('Deze winkelwagen wacht op goedkeuring');
  expect(banner).toHaveTextContent('Verstuurd op 26-11-2026 ter goedkeuring naar Eva Mulder.');
  expect(screen.getByTestId('line-amount')).toHaveTextContent('Aantal: 4 ST');
  expect(screen.queryByTestId('quantity-input')).toBeNull();
  expect(screen.queryByRole('button', { name: /verwijderen/i })).toBeNull();
  expect(screen.queryByTestId('order-button')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Winkelwagen verwijderen' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Verzoek intrekken' }));
  await waitFor(() => expect(screen.queryByTestId('approval-banner')).toBeNull());
  expect(calls.some((c) => c.key === WITHDRAW)).toBe(true);
  expect(await screen.findByTestId('quantity-input')).toHaveValue('4');
  expect(toasts.toasts).toContainEqual({ kind: 'success', message: 'Het verzoek is ingetrokken. U kunt de winkelwagen weer wijzigen.' });
});

it('another user of the customer sees the banner but cannot withdraw', async () => {
  fakeApi({ [REALTIME]: { status: 200, body: basket({ ...waiting, isOwn: false }) } });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await screen.findByTestId('approval-banner');
  expect(screen.queryByRole('button', { name: 'Verzoek intrekken' })).toBeNull();
});
