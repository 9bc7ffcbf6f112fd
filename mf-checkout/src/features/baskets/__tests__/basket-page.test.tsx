// The basket page with a long basket: a quantity change shows at once and renders only its own line;
// a refused change rolls back with a toast naming the reason; a quantity that breaks the step is
// refused beside the field without a call; removing a line asks first; online while queued
// changes wait, a quantity change and a removal join the queue behind them.
import { memo, type ComponentProps, type ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_QUEUE_MARKER } from '@kraanvogel/shared';
import { queuedChanges, resetOfflineQueue, userQueue, type OfflineQueueFake } from '@/testing/offline-queue';
import { BasketPage } from '../components/basket-page/basket-page';
import { captureToasts, fakeApi, renderWithShell, signIn } from '@/testing/render';

const renders = new Map<string, number>();
jest.mock('../components/basket-page/basket-line', () => {
  const actual = jest.requireActual('../components/basket-page/basket-line');
  const Inner = actual.BasketLine.type as (props: ComponentProps<typeof actual.BasketLine>) => ReactElement;
  // The real line, counted: memo with the same (default) comparison as the real one.
  const BasketLine = memo(function CountedBasketLine(props: ComponentProps<typeof actual.BasketLine>) {
    renders.set(props.line.itemNo, (renders.get(props.line.itemNo) ?? 0) + 1);
    return Inner(props);
  });
  return { ...actual, BasketLine };
});

jest.mock('@kraanvogel/shared/offline', () => jest.requireActual<OfflineQueueFake>('@/testing/offline-queue').fakeOfflineEntry());

const LINES = 120;
const REALTIME = 'GET /mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=7';
const ADD = 'POST /mgmt/api/ecommerce/customerbaskets/addToBasket';

function line(i: number, step = 1) {
  const netPrice = 10 + i;
  return {
    id: 100 + i,
    itemNo: String(2000000 + i),
    itemDescription: `Artikel ${i}`,
    amount: step,
    itemUOM: 'ST',
    data: JSON.stringify({ itemImage: null }),
    stepQuantity: step,
    minOrderQuantity: step,
    grossPrice: netPrice,
    netPrice,
    discountPercentage: 0,
    lineTotal: netPrice * step,
    stock: 1000,
    isAvailable: true,
    isActive: true,
    priceWhenAdded: netPrice,
    priceChanged: false,
    availabilityChanged: false,
  };
}

function basket(lines = Array.from({ length: LINES }, (_, i) => line(i, i === 1 ? 5 : 1))) {
  const totalNet = Math.round(lines.reduce((s, l) => s + l.lineTotal, 0) * 100) / 100;
  return {
    id: 7,
    name: 'Project Zwolle',
    basketType: 0,
    isDefault: false,
    creationTime: '2026-11-22T10:00:00Z',
    lastModificationTime: '2026-11-22T10:00:00Z',
    basketItems: lines,
    totalGross: totalNet,
    totalNet,
    totalVat: Math.round(totalNet * 21) / 100,
    totalInclVat: Math.round(totalNet * 121) / 100,
    revision: 'r1',
  };
}

let toasts: ReturnType<typeof captureToasts>;
beforeEach(() => {
  localStorage.clear();
  resetOfflineQueue();
  signIn();
  renders.clear();
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

const lineOf = (itemNo: string) => screen.getAllByTestId('basket-line').find((li) => li.dataset.itemNo === itemNo)!;

it('a quantity change shows at once and renders only the changed line', async () => {
  let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
  const calls = fakeApi({ [REALTIME]: { status: 200, body: basket() } });
  const fetchMock = global.fetch as jest.Mock;
  const realFake = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((url: string, init?: RequestInit) =>
    `${init?.method ?? 'GET'} ${url}` === ADD
      ? new Promise((resolve) => {
          calls.push({ key: ADD, body: JSON.parse(String(init?.body)), headers: {} });
          answer = (reply) => resolve({ status: reply.status, ok: reply.status < 300, text: async () => JSON.stringify(reply.body) } as Response);
        })
      : realFake(url, init),
  );
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  expect(await screen.findAllByTestId('basket-line')).toHaveLength(LINES);
  const before = new Map(renders);

  const input = within(lineOf('2000003')).getByTestId('quantity-input');
  fireEvent.change(input, { target: { value: '4' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(within(lineOf('2000003')).getByTestId('line-total')).toHaveTextContent('52,00'));
  expect(calls.find((c) => c.key === ADD)?.body).toEqual({ basketId: 7, itemNo: '2000003', amount: 4, overwrite: true });
  const rendered = [...renders].filter(([itemNo, n]) => n !== before.get(itemNo)).map(([itemNo]) => itemNo);
  expect(rendered).toEqual(['2000003']);
  await act(async () => answer({ status: 200, body: { id: 7, name: 'Project Zwolle', basketType: 0, basketItems: [] } }));
});

it('a refused change rolls back and says why', async () => {
  fakeApi({
    [REALTIME]: { status: 200, body: basket() },
    [ADD]: { status: 400, body: { error: { code: 'Validation', message: 'Your request is not valid!', validationErrors: [{ message: 'Op één regel kunnen hoogstens 100.000 stuks staan.', members: ['amount'] }] } } },
  });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await screen.findAllByTestId('basket-line');
  const input = within(lineOf('2000004')).getByTestId('quantity-input');
  fireEvent.change(input, { target: { value: '9' } });
  fireEvent.blur(input);
  await waitFor(() => expect(toasts.toasts).toEqual([{ kind: 'alert', message: 'Het aantal is niet aangepast: Op één regel kunnen hoogstens 100.000 stuks staan.' }]));
  await waitFor(() => expect(within(lineOf('2000004')).getByTestId('quantity-input')).toHaveValue('1'));
  expect(within(lineOf('2000004')).getByTestId('line-total')).toHaveTextContent('14,00');
});

it('a quantity off the step is refused beside the field and nothing is sent', async () => {
  const calls = fakeApi({ [REALTIME]: { status: 200, body: basket() } });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await screen.findAllByTestId('basket-line');
  const input = within(lineOf('2000001')).getByTestId('quantity-input');
  fireEvent.change(input, { target: { value: '7' } });
  fireEvent.blur(input);
  expect(within(lineOf('2000001')).getByRole('alert')).toHaveTextContent('Dit artikel bestelt u vanaf 5 ST in stappen van 5: 5, 10, 15 enzovoort.');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.key === ADD)).toEqual([]);
});

it('minimum 3, then per 2: the buttons go 3 → 5 → 7 and back, a typed 4 or 6 is refused and not sent', async () => {
  let amount = 3;
  const current = () => basket([{ ...line(0), stepQuantity: 2, minOrderQuantity: 3, amount, lineTotal: 10 * amount }]);
  const calls = fakeApi({
    [REALTIME]: () => ({ status: 200, body: current() }),
    [ADD]: (body) => {
      amount = (body as { amount: number }).amount;
      return { status: 200, body: current() };
    },
  });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  const input = within(await screen.findByTestId('basket-line')).getByTestId('quantity-input');
  expect(screen.getByText('Vanaf 3 ST, per 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Minder Artikel 0' })).toBeDisabled();
  const sent = () => calls.filter((c) => c.key === ADD).map((c) => (c.body as { amount: number }).amount);

  fireEvent.click(screen.getByRole('button', { name: 'Meer Artikel 0' }));
  await waitFor(() => expect(input).toHaveValue('5'));
  fireEvent.click(screen.getByRole('button', { name: 'Meer Artikel 0' }));
  await waitFor(() => expect(input).toHaveValue('7'));
  expect(sent()).toEqual([5, 7]);

  for (const typed of ['4', '6']) {
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Dit artikel bestelt u vanaf 3 ST in stappen van 2: 3, 5, 7 enzovoort.');
  }
  expect(sent()).toEqual([5, 7]);
  // From a refused 6 the − button goes to the valid amount below it.
  fireEvent.click(screen.getByRole('button', { name: 'Minder Artikel 0' }));
  await waitFor(() => expect(input).toHaveValue('5'));
  expect(sent()).toEqual([5, 7, 5]);
});

it('removing a line asks first; an empty basket says so', async () => {
  const one = basket([line(0)]);
  const calls = fakeApi({
    [REALTIME]: () => ({ status: 200, body: calls.some((c) => c.key.includes('removeFromBasket')) ? basket([]) : one }),
    'POST /mgmt/api/ecommerce/customerbaskets/removeFromBasket': { status: 200, body: { id: 7, name: 'Project Zwolle', basketType: 0, basketItems: [] } },
  });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen Artikel 0' }));
  const dialog = screen.getByRole('dialog', { name: 'Regel verwijderen' });
  expect(calls.filter((c) => c.key.includes('removeFromBasket'))).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
  expect(await screen.findByText('De winkelwagen Project Zwolle is leeg')).toBeInTheDocument();
  expect(calls.find((c) => c.key.includes('removeFromBasket'))?.body).toEqual({ basketId: 7, basketItemId: 100 });
});

it('online while queued changes wait, a quantity change and a removal go into the queue behind them', async () => {
  userQueue.changes = [{ state: 'waiting' }];
  localStorage.setItem(OFFLINE_QUEUE_MARKER, '1');
  const calls = fakeApi({ [REALTIME]: { status: 200, body: basket([line(0), line(1)]) } });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await screen.findAllByTestId('basket-line');
  const input = within(lineOf('2000000')).getByTestId('quantity-input');
  fireEvent.change(input, { target: { value: '4' } });
  fireEvent.blur(input);
  await waitFor(() => expect(queuedChanges).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Verwijderen Artikel 1' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Regel verwijderen' })).getByRole('button', { name: 'Verwijderen' }));
  await waitFor(() => expect(queuedChanges).toHaveLength(2));
  expect(queuedChanges).toEqual([
    { basketId: '7', kind: 'set', itemNo: '2000000', amount: 4, description: 'Artikel 0' },
    { basketId: '7', kind: 'remove', itemNo: '2000001', amount: 0, description: 'Artikel 1' },
  ]);
  expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
});

it('a quantity the basket refuses blocks Bestellen until it is put right', async () => {
  fakeApi({ [REALTIME]: { status: 200, body: basket([line(0), { ...line(1, 5), amount: 10 }]) } });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await screen.findAllByTestId('basket-line');
  // The page's button and the phone's order bar (which CSS shows below md only): both lead on.
  expect(screen.getAllByRole('link', { name: 'Bestellen' })).toHaveLength(2);
  const input = within(lineOf('2000001')).getByTestId('quantity-input');
  fireEvent.change(input, { target: { value: '3' } });
  fireEvent.blur(input);
  expect(screen.queryAllByRole('link', { name: 'Bestellen' })).toHaveLength(0);
  const blocked = screen.getAllByRole('button', { name: 'Bestellen' });
  expect(blocked).toHaveLength(2);
  for (const b of blocked) expect(b).toBeDisabled();
  expect(screen.getByTestId('fix-quantities')).toHaveTextContent('Pas eerst de aantallen aan die niet besteld kunnen worden.');
  fireEvent.change(input, { target: { value: '10' } });
  expect(screen.getAllByRole('link', { name: 'Bestellen' })).toHaveLength(2);
  expect(screen.queryByTestId('fix-quantities')).not.toBeInTheDocument();
});

it('the default basket is called Winkelwagen once, and an empty basket offers no copy or Excel export', async () => {
  fakeApi({ [REALTIME]: { status: 200, body: { ...basket([]), name: 'Winkelwagen' } } });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  expect(await screen.findByTestId('basket-empty')).toHaveTextContent(/^Winkelwagen is leeg$/);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Winkelwagen$/);
  expect(screen.queryByText(/Winkelwagen Winkelwagen/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Kopiëren naar…' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Exporteren naar Excel' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Winkelwagen verwijderen' })).toBeInTheDocument();
});

it('a basket with lines offers copy and Excel export', async () => {
  fakeApi({ [REALTIME]: { status: 200, body: basket([line(0)]) } });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await screen.findAllByTestId('basket-line');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Winkelwagen Project Zwolle');
  expect(screen.getByRole('button', { name: 'Kopiëren naar…' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exporteren naar Excel' })).toBeInTheDocument();
});

it('its maker makes the basket personal and shares it again on the basket page; a colleague has no such button', async () => {
  let isPersonal = false;
  const current = () => ({ ...basket([line(0)]), isOwn: true, isPersonal, createdByName: 'Jan de Vries', lastModifiedByName: 'Jan de Vries' });
  const calls = fakeApi({
    [REALTIME]: () => ({ status: 200, body: current() }),
    'POST /mgmt/api/ecommerce/customerbaskets/setBasketPersonal': (body) => {
      isPersonal = (body as { isPersonal: boolean }).isPersonal;
      return { status: 200, body: current() };
    },
  });
  const { unmount } = renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  await userEvent.click(await screen.findByRole('button', { name: 'Project Zwolle persoonlijk maken: alleen u ziet hem' }));
  await waitFor(() => expect(screen.getByTestId('basket-owner')).toHaveTextContent(/· persoonlijk$/));
  expect(toasts.toasts).toEqual([{ kind: 'success', message: 'Project Zwolle is nu persoonlijk: alleen u ziet hem.' }]);
  await userEvent.click(screen.getByRole('button', { name: "Project Zwolle delen met uw collega's" }));
  await waitFor(() => expect(screen.getByTestId('basket-owner')).toHaveTextContent(/· gedeeld$/));
  expect(calls.filter((c) => c.key.endsWith('setBasketPersonal')).map((c) => c.body)).toEqual([
    { basketId: 7, isPersonal: true },
    { basketId: 7, isPersonal: false },
  ]);
  unmount();

  fakeApi({ [REALTIME]: { status: 200, body: { ...current(), isOwn: false, createdByName: 'Piet Bakker' } } });
  renderWithShell(<BasketPage basketId={7} />, { path: '/winkelwagen/7' });
  expect(await screen.findByTestId('basket-owner')).toHaveTextContent(/^Gemaakt door Piet Bakker /);
  expect(screen.queryByTestId('basket-personal')).not.toBeInTheDocument();
});
