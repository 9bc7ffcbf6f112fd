// Add-to-basket intents from any app on the basket channel: added to the current basket or an order
// list, the added-to popup, basket-changed back; a change in another tab refreshes the lists. Each
// add carries its idempotency key; an add whose answer is lost is queued with that key, and while
// queued changes wait a new add is queued behind them (the queue's own behaviour: shared's tests).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, basketChannel, basketStore, OFFLINE_QUEUE_MARKER, type BasketEvent } from '@kraanvogel/shared';
import { queuedChanges, resetOfflineQueue, userQueue, type OfflineQueueFake } from '@/testing/offline-queue';
import BasketIntents from '../basket-intents';
import CartPopup from '../basket-popup';
import { useAddedStore } from '../hooks/use-basket-intents';
import { bestellijst, captureToasts, basket, fakeApi, renderWithShell, signIn } from '@/testing/render';

jest.mock('@kraanvogel/shared/offline', () => jest.requireActual<OfflineQueueFake>('@/testing/offline-queue').fakeOfflineEntry());

const ADD = 'POST /mgmt/api/ecommerce/customerbaskets/addToBasket';
const DETAIL = (id: number) => `GET /mgmt/api/ecommerce/customerbaskets/default?basketId=${id}`;
const LIST = 'GET /mgmt/api/ecommerce/customerbaskets';
const mengkraan = {
  id: 3,
  itemNo: '1000001',
  itemDescription: 'Wastafelmengkraan chroom',
  amount: 2,
  itemUOM: 'ST',
  data: JSON.stringify({ itemImage: '/pim/media/article-images/1000001.svg' }),
};

let toasts: ReturnType<typeof captureToasts>;
let events: [BasketEvent, string][];
let off: () => void;

beforeEach(() => {
  localStorage.clear();
  useAddedStore.getState().clear();
  window.history.replaceState(null, '', '/');
  signIn();
  basketStore.getState().setAvailable({
    baskets: [basket(1, 'Winkelwagen'), basket(2, 'Project Zwolle')],
    bestellijsten: [bestellijst(5, 'Vaste voorraad bus'), bestellijst(6, 'Bus Jan')],
  });
  basketStore.getState().setCurrentBasket(basket(2, 'Project Zwolle'));
  toasts = captureToasts();
  events = [];
  off = basketChannel.subscribe((e, origin) => events.push([e, origin]));
});
afterEach(() => {
  toasts.unregister();
  off();
});

const intent = (extra: object = {}) =>
  act(() => basketChannel.publish({ type: 'add-to-basket', itemNo: '1000001', amount: 2, description: 'Mengkraan', source: 'catalog', ...extra }));

describe('an add-to-basket intent', () => {
  it('adds to the current basket, shows the added-to-cart popup and announces the change', async () => {
    const calls = fakeApi({
      [ADD]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) },
      [DETAIL(2)]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) },
    });
    renderWithShell(<CartPopup />);
    intent();
    const popup = await screen.findByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
    expect(calls.find((c) => c.key === ADD)?.body).toEqual({ basketId: 2, itemNo: '1000001', amount: 2 });
    expect(popup).toHaveTextContent('Aantal: 2');
    expect(popup).toHaveTextContent('In winkelwagen Project Zwolle');
    await waitFor(() => expect(popup).toHaveTextContent('Wastafelmengkraan chroom'));
    expect(within(popup).getByRole('img')).toHaveAttribute('src', '/pim/media/article-images/1000001.svg');
    expect(within(popup).getByRole('link', { name: 'Naar winkelwagen' })).toHaveAttribute('href', '/winkelwagen/2');
    expect(events).toContainEqual([expect.objectContaining({ type: 'basket-changed', basketId: '2', reason: 'added' }), 'local']);
    await userEvent.click(within(popup).getByRole('button', { name: 'Verder winkelen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds to the first order list for basketType 1, or to the one named, with the added-to-order-list popup', async () => {
    const calls = fakeApi({
      [ADD]: { status: 200, body: {} },
      [DETAIL(5)]: { status: 200, body: { ...bestellijst(5, 'Vaste voorraad bus'), basketItems: [mengkraan] } },
      [DETAIL(6)]: { status: 200, body: { ...bestellijst(6, 'Bus Jan'), basketItems: [mengkraan] } },
    });
    renderWithShell(<CartPopup />);
    intent({ basketType: 1 });
    let popup = await screen.findByRole('dialog', { name: 'Toegevoegd aan bestellijst' });
    expect(popup).toHaveTextContent('In bestellijst Vaste voorraad bus');
    expect(calls.filter((c) => c.key === ADD).map((c) => c.body)).toEqual([{ basketId: 5, itemNo: '1000001', amount: 2 }]);
    expect(within(popup).getByRole('link', { name: 'Naar mijn bestellijsten' })).toHaveAttribute('href', '/mijnaccount/mijnbestellijsten');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    intent({ basketType: 1, basketId: 6 });
    popup = await screen.findByRole('dialog', { name: 'Toegevoegd aan bestellijst' });
    expect(popup).toHaveTextContent('In bestellijst Bus Jan');
    expect(calls.filter((c) => c.key === ADD).map((c) => c.body)[1]).toEqual({ basketId: 6, itemNo: '1000001', amount: 2 });
    // The current basket is not touched.
    expect(basketStore.getState().currentBasket?.id).toBe(2);
  });

  it('is answered with no popup mounted (a page whose layout has none), once however many listen', async () => {
    const calls = fakeApi({
      [ADD]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) },
      [DETAIL(2)]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) },
    });
    const { unmount } = renderWithShell(<BasketIntents />);
    intent();
    await waitFor(() => expect(events).toContainEqual([expect.objectContaining({ type: 'basket-changed', basketId: '2', reason: 'added' }), 'local']));
    expect(calls.filter((c) => c.key === ADD)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    // The host's BasketIntents and the popup both mounted: one add per intent, and the popup shows it.
    renderWithShell(
      <>
        <BasketIntents />
        <CartPopup />
      </>,
    );
    intent({ amount: 3 });
    expect(await screen.findByRole('dialog', { name: 'Toegevoegd aan winkelwagen' })).toHaveTextContent('Aantal: 3');
    expect(calls.filter((c) => c.key === ADD).map((c) => c.body)).toEqual([
      { basketId: 2, itemNo: '1000001', amount: 2 },
      { basketId: 2, itemNo: '1000001', amount: 3 },
    ]);
  });

  it("shows the popup when the popup's code arrives after the add was answered, but not on another page", async () => {
    fakeApi({
      [ADD]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) },
      [DETAIL(2)]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) },
    });
    const intents = renderWithShell(<BasketIntents />);
    intent({ amount: 4 });
    await waitFor(() => expect(events).toContainEqual([expect.objectContaining({ type: 'basket-changed', reason: 'added' }), 'local']));
    const late = renderWithShell(<CartPopup />);
    expect(await screen.findByRole('dialog', { name: 'Toegevoegd aan winkelwagen' })).toHaveTextContent('Aantal: 4');
    late.unmount();
    intents.unmount();

    // Added on one page, the popup's code mounted on the next: no popup of the page left behind.
    renderWithShell(<BasketIntents />);
    intent({ amount: 5 });
    await waitFor(() => expect(events.filter(([e]) => e.type === 'basket-changed')).toHaveLength(2));
    window.history.pushState(null, '', '/zoeken');
    renderWithShell(<CartPopup />, { path: '/zoeken' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when adding fails, and shows no popup', async () => {
    fakeApi({ [ADD]: { status: 400, body: { error: { message: 'Onbekend artikel' } } } });
    renderWithShell(<CartPopup />);
    intent();
    await waitFor(() => expect(toasts.toasts).toEqual([{ kind: 'alert', message: 'Kon artikel niet toevoegen. Probeer het later nog een keer!' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events.filter(([e]) => e.type === 'basket-changed')).toEqual([]);
  });

  it('asks for an order list first when the user has none', async () => {
    const calls = fakeApi({});
    basketStore.getState().setAvailable({ baskets: [basket(2, 'Project Zwolle')], bestellijsten: [] });
    renderWithShell(<CartPopup />);
    intent({ basketType: 1 });
    expect(await screen.findByRole('dialog', { name: 'Nieuwe bestellijst' })).toBeInTheDocument();
    expect(toasts.toasts).toEqual([{ kind: 'warning', message: 'U heeft nog geen bestellijst. Maak eerst een bestellijst aan.' }]);
    expect(calls.filter((c) => c.key === ADD)).toEqual([]);
  });

  it('is ignored for a signed-out visitor', async () => {
    const calls = fakeApi({});
    renderWithShell(<CartPopup />);
    act(() => authStore.getState().signOut());
    intent();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('an add-to-basket intent and the offline queue', () => {
  beforeEach(resetOfflineQueue);
  const KEY = /^[A-Za-z0-9_-]{16,100}$/;

  it('sends the add with its idempotency key and, its answer lost, queues it with that same key', async () => {
    const calls = fakeApi({
      [ADD]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithShell(<BasketIntents />);
    intent();
    await waitFor(() => expect(queuedChanges).toHaveLength(1));
    const sent = calls.filter((c) => c.key === ADD);
    expect(sent).toHaveLength(1);
    const key = sent[0]!.headers['Idempotency-Key'];
    expect(key).toMatch(KEY);
    expect(queuedChanges).toEqual([{ basketId: '2', kind: 'add', itemNo: '1000001', amount: 2, description: 'Mengkraan', key }]);
    expect(toasts.toasts).toEqual([{ kind: 'info', message: 'Mengkraan staat klaar in uw winkelwagen en wordt zo verstuurd.' }]);
  });

  it('online while older changes wait, queues the add behind them instead of sending it', async () => {
    const calls = fakeApi({ [ADD]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) } });
    localStorage.setItem(OFFLINE_QUEUE_MARKER, '1');
    userQueue.changes = [{ state: 'waiting' }];
    renderWithShell(<BasketIntents />);
    intent();
    await waitFor(() => expect(queuedChanges).toHaveLength(1));
    expect(calls.filter((c) => c.key === ADD)).toEqual([]);
    expect(queuedChanges[0]).toMatchObject({ basketId: '2', kind: 'add', itemNo: '1000001', amount: 2, key: expect.stringMatching(KEY) });
  });

  it('online with only refused changes kept, sends the add with its key', async () => {
    const calls = fakeApi({ [ADD]: { status: 200, body: basket(2, 'Project Zwolle', [mengkraan]) } });
    localStorage.setItem(OFFLINE_QUEUE_MARKER, '1');
    userQueue.changes = [{ state: 'refused' }];
    renderWithShell(<BasketIntents />);
    intent();
    await waitFor(() => expect(events).toContainEqual([expect.objectContaining({ type: 'basket-changed', basketId: '2', reason: 'added' }), 'local']));
    expect(calls.filter((c) => c.key === ADD).map((c) => c.headers['Idempotency-Key'])).toEqual([expect.stringMatching(KEY)]);
    expect(queuedChanges).toEqual([]);
  });
});

describe('a basket change in another tab', () => {
  it('refreshes the lists and the open basket', async () => {
    let baskets = [basket(1, 'Winkelwagen'), basket(2, 'Project Zwolle')];
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, body: baskets }),
      [`${LIST}?basketType=1`]: { status: 200, body: [bestellijst(5, 'Vaste voorraad bus')] },
      [DETAIL(2)]: () => ({ status: 200, body: basket(2, 'Project Zwolle', baskets.length > 2 ? [mengkraan] : []) }),
    });
    renderWithShell(<CartPopup />);
    act(() => basketStore.getState().openCartPopup());
    expect(await screen.findByText('De winkelwagen Project Zwolle is leeg')).toBeVisible();
    baskets = [...baskets, basket(8, 'Nieuw in tab 2')];
    // Another tab announces its change on the same BroadcastChannel.
    const otherTab = new BroadcastChannel('kraanvogel:basket');
    otherTab.postMessage({ type: 'basket-changed', basketId: '2', reason: 'added', source: 'checkout' });
    otherTab.close();
    await waitFor(() => expect(basketStore.getState().availableBaskets.map((b) => b.id)).toEqual([1, 2, 8]));
    expect(await screen.findByText('Wastafelmengkraan chroom')).toBeVisible();
    expect(calls.filter((c) => c.key === DETAIL(2)).length).toBeGreaterThanOrEqual(2);
    expect(events).toContainEqual([expect.objectContaining({ type: 'basket-changed', basketId: '2' }), 'other-tab']);
  });

  it("made by another app on this page refreshes too; checkout's own announcements do not refetch", async () => {
    const calls = fakeApi({
      [LIST]: { status: 200, body: [basket(1, 'Winkelwagen'), basket(2, 'Project Zwolle')] },
      [`${LIST}?basketType=1`]: { status: 200, body: [] },
    });
    renderWithShell(<CartPopup />);
    act(() => basketChannel.publish({ type: 'basket-changed', basketId: '2', reason: 'selected', source: 'checkout' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    act(() => basketChannel.publish({ type: 'basket-changed', basketId: '5', reason: 'removed', source: 'account' }));
    await waitFor(() => expect(basketStore.getState().availableBestellijsten).toEqual([]));
    expect(calls.map((c) => c.key)).toContain(LIST);
  });
});
