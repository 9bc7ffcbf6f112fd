// Mijn assortiment: sorted by how often ordered (or by name, in the URL), a warehouse-only user
// sorts by name only, and "Alles in winkelwagen" sends every article still sold with its chosen
// quantity kept to its minimum and step.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore } from '@kraanvogel/shared';
import { routes } from '@/app/routes';
import { ROLES, fakeApi, renderWithShell, signIn } from '@/testing/render';

const LIST = 'GET /mgmt/api/app/favourites';
const ADD_LINES = 'POST /mgmt/api/ecommerce/customerbaskets/addLinesToBasket';
const row = (itemNo: string, description: string, timesOrdered: number | null, extra: object = {}) => ({
  itemNo,
  description,
  imageUrl: null,
  orderUnit: 'ST',
  minOrderQuantity: 1,
  stepQuantity: 1,
  grossPrice: 10,
  price: 8,
  isActive: true,
  timesOrdered,
  lastOrderDate: timesOrdered ? '2026-10-03' : null,
  addedAt: '2026-11-27T10:00:00.000Z',
  ...extra,
});

const names = () => screen.getAllByTestId('favourite-row').map((r) => within(r).getByRole('link').textContent);

beforeEach(() => basketStore.getState().setCurrentBasket({ id: 7, name: 'Werk' }));

test('most often ordered first, or by name; every article still sold goes in with its chosen quantity', async () => {
  signIn(ROLES.main);
  const rows = [row('A1', 'Afvoerbocht', 1), row('B2', 'Bolkraan', 9, { minOrderQuantity: 5, stepQuantity: 5 }), row('C3', 'Closetzitting', 0, { isActive: false })];
  const calls = fakeApi({ [LIST]: { status: 200, body: { items: rows } }, [ADD_LINES]: { status: 200, body: { basket: null, lines: [], added: 2, rejected: 0 } } });
  const { router } = renderWithShell(null, { path: '/mijnaccount/mijnassortiment', routes });
  await screen.findAllByTestId('favourite-row', {}, { timeout: 10_000 });
  expect(names()).toEqual(['Bolkraan', 'Afvoerbocht', 'Closetzitting']);
  fireEvent.change(screen.getByLabelText('Sorteren op'), { target: { value: 'naam' } });
  await waitFor(() => expect(names()).toEqual(['Afvoerbocht', 'Bolkraan', 'Closetzitting']));
  expect(router.state.location.search).toBe('?sortering=naam');

  // 7 of an article sold by 5: 10.
  const field = screen.getByLabelText('Aantal (ST) van Bolkraan');
  expect(field).toHaveValue(5);
  fireEvent.change(field, { target: { value: '7' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Alles in winkelwagen' }));
  });
  await waitFor(() => expect(calls.some((c) => c.key === ADD_LINES)).toBe(true));
  expect(calls.find((c) => c.key === ADD_LINES)!.body).toEqual({
    basketId: 7,
    lines: [
      { code: 'A1', quantity: '1' },
      { code: 'B2', quantity: '10' },
    ],
  });
}, 30_000);

test('a warehouse-only user (no order counts) sorts by name only', async () => {
  signIn(ROLES.warehouse);
  fakeApi({ [LIST]: { status: 200, body: { items: [row('B2', 'Bolkraan', null), row('A1', 'Afvoerbocht', null)] } } });
  renderWithShell(null, { path: '/mijnaccount/mijnassortiment', routes });
  await screen.findAllByTestId('favourite-row', {}, { timeout: 10_000 });
  expect(names()).toEqual(['Afvoerbocht', 'Bolkraan']);
  expect(screen.queryByLabelText('Sorteren op')).toBeNull();
  expect(screen.queryByText('Eerder besteld')).toBeNull();
}, 30_000);
