// Step 1 warns (and does not refuse) when the PO number is already on an open order.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithShell, signIn } from '@/testing/render';
import { DeliveryStep } from '../components/delivery-step';
import { useOrderProcess } from '../stores/order-process';

const PO = (po: string) => `GET /mgmt/api/ecommerce/customerorders/po-number?PoNumber=${po}`;

test('a PO number on an open order is named with that order; another number is not', async () => {
  localStorage.clear();
  signIn();
  useOrderProcess.getState().setFields({ ponummer: '' });
  const calls = fakeApi({
    [PO('PO-4711')]: { status: 200, body: { poNumber: 'PO-4711', openOrderNos: ['ORD260123'] } },
    [PO('PO-4712')]: { status: 200, body: { poNumber: 'PO-4712', openOrderNos: [] } },
  });
  renderWithShell(<DeliveryStep onDone={() => undefined} />, { path: '/order' });
  const field = await screen.findByLabelText(/PO-nummer/, {}, { timeout: 10_000 });
  await userEvent.type(field, 'PO-4711');
  expect(await screen.findByText('Let op: PO-nummer PO-4711 staat al op de openstaande order ORD260123. U kunt toch doorgaan.', {}, { timeout: 5_000 })).toBeVisible();
  // Asked once, after the pause in typing, not per key.
  expect(calls.filter((c) => c.key.includes('po-number')).map((c) => c.key)).toEqual([PO('PO-4711')]);

  await userEvent.clear(field);
  await userEvent.type(field, 'PO-4712');
  await waitFor(() => expect(calls.some((c) => c.key === PO('PO-4712'))).toBe(true), { timeout: 5_000 });
  await waitFor(() => expect(screen.getByTestId('po-number-warning')).not.toBeVisible());
}, 30_000);
