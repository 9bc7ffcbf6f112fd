// Ordering again: a line whose price today differs from the order's says so in Dutch, with both
// prices; lines at the same price say nothing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, fakeApi, renderWithShell, signIn } from '@/testing/render';
import { ReorderForm } from '../components/reorder-form';

const REORDER = 'POST /erp/api/app/order/reorder';
const line = (lineNo: number, itemNo: string, orderPrice: number, currentPrice: number) => ({
  lineNo,
  itemNo,
  description: `Artikel ${itemNo}`,
  amount: 1,
  orderPrice,
  currentPrice,
  priceChanged: orderPrice !== currentPrice,
});

test("a changed price is named with the order's price and today's", async () => {
  signIn(ROLES.main);
  fakeApi({
    [REORDER]: { status: 200, body: { basketId: 9, basketName: 'Opnieuw: order ORD260009', newBasket: false, added: [line(1, '1000239', 111.09, 138.86), line(2, '1000240', 20, 20)], notAdded: [] } },
  });
  renderWithShell(<ReorderForm orderNo="ORD260009" selected={[]} />, { path: '/mijnaccount/mijnorders/ORD260009' });
  await userEvent.click(await screen.findByRole('button', { name: 'In winkelwagen plaatsen' }));
  const changes = await screen.findByTestId('reorder-price-changes');
  expect(changes).toHaveTextContent('Let op: de prijs is veranderd sinds deze order.');
  const items = within(changes).getAllByRole('listitem');
  expect(items).toHaveLength(1);
  expect(items[0]).toHaveTextContent(/1000239 Artikel 1000239: toen € 111,09, nu € 138,86 per stuk \(netto\)/);
});

test('no warning when every price is the same as on the order', async () => {
  signIn(ROLES.main);
  fakeApi({ [REORDER]: { status: 200, body: { basketId: 9, basketName: 'X', newBasket: false, added: [line(1, '1000240', 20, 20)], notAdded: [] } } });
  renderWithShell(<ReorderForm orderNo="ORD260009" selected={[]} />, { path: '/mijnaccount/mijnorders/ORD260009' });
  await userEvent.click(await screen.findByRole('button', { name: 'In winkelwagen plaatsen' }));
  expect(await screen.findByTestId('reorder-result')).toBeInTheDocument();
  expect(screen.queryByTestId('reorder-price-changes')).not.toBeInTheDocument();
});
