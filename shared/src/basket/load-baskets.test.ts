// At login the current basket is the first available basket, or the default basket when there is none
//; a reload keeps the selection while it exists; another user's state is dropped.
import { QueryClient } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';
import { createBasketStore } from './basket-store';
import { loadBaskets } from './load-baskets';

type Reply = { status: number; body: unknown };
let routes: Record<string, Reply>;
const calls: string[] = [];

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  routes = {};
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    calls.push(key);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    const reply = routes[key] ?? { status: 404, body: { error: { message: 'niet gevonden' } } };
    return { status: reply.status, ok: reply.status < 300, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u-1', name: 'Jan' }, role: [] });
});

const LIST = 'GET /mgmt/api/ecommerce/customerbaskets';
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
const jsonOf = (n: number, name: string, basketType = 0) => ({ id: n, name, basketType, basketItems: [] });

describe('loadBaskets', () => {
  it('makes the first available basket current at login, and loads the order lists', async () => {
    routes[LIST] = { status: 200, body: [jsonOf(11, 'Winkelwagen'), jsonOf(12, 'Project')] };
    routes[`${LIST}?basketType=1`] = { status: 200, body: [jsonOf(21, 'Vaste voorraad bus', 1)] };
    const store = createBasketStore();
    await expect(loadBaskets(client(), { store })).resolves.toBe(true);
    expect(store.getState().currentBasket).toEqual({ id: 11, name: 'Winkelwagen', basketType: 0 });
    expect(store.getState().availableBaskets.map((b) => b.name)).toEqual(['Winkelwagen', 'Project']);
    expect(store.getState().availableBestellijsten.map((b) => b.name)).toEqual(['Vaste voorraad bus']);
    expect(store.getState().owner).toBe('u-1');
  });

  it('takes the default basket when the user has no baskets', async () => {
    routes[LIST] = { status: 200, body: [] };
    routes[`${LIST}?basketType=1`] = { status: 200, body: [] };
    routes[`${LIST}/default`] = { status: 200, body: jsonOf(30, 'Winkelwagen') };
    const store = createBasketStore();
    await loadBaskets(client(), { store });
    expect(store.getState().currentBasket).toEqual({ id: 30, name: 'Winkelwagen', basketType: 0 });
    expect(store.getState().availableBaskets.map((b) => b.id)).toEqual([30]);
  });

  it('keeps the basket selected before a reload while it still exists', async () => {
    routes[LIST] = { status: 200, body: [jsonOf(11, 'Winkelwagen'), jsonOf(12, 'Project')] };
    routes[`${LIST}?basketType=1`] = { status: 200, body: [] };
    const store = createBasketStore();
    store.getState().setOwner('u-1');
    store.getState().setCurrentBasket(jsonOf(12, 'Project'));
    await loadBaskets(client(), { store });
    expect(store.getState().currentBasket?.id).toBe(12);
  });

  it('falls back to the first basket when the kept one was removed', async () => {
    routes[LIST] = { status: 200, body: [jsonOf(11, 'Winkelwagen')] };
    routes[`${LIST}?basketType=1`] = { status: 200, body: [] };
    const store = createBasketStore();
    store.getState().setOwner('u-1');
    store.getState().setCurrentBasket(jsonOf(99, 'Weg'));
    await loadBaskets(client(), { store });
    expect(store.getState().currentBasket?.id).toBe(11);
  });

  it("drops another user's state", async () => {
    routes[LIST] = { status: 200, body: [jsonOf(11, 'Winkelwagen')] };
    routes[`${LIST}?basketType=1`] = { status: 200, body: [] };
    const store = createBasketStore();
    store.getState().setOwner('u-other');
    store.getState().basketCreated(jsonOf(77, 'Van een ander'));
    await loadBaskets(client(), { store });
    expect(store.getState().availableBaskets.map((b) => b.id)).toEqual([11]);
    expect(store.getState().currentBasket?.id).toBe(11);
  });

  it('leaves the state as it was when the API fails, and does not throw', async () => {
    routes[LIST] = { status: 500, body: { error: { message: 'kapot' } } };
    const store = createBasketStore();
    store.getState().setOwner('u-1');
    store.getState().setCurrentBasket(jsonOf(12, 'Project'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadBaskets(client(), { store })).resolves.toBe(false);
    expect(store.getState().currentBasket?.id).toBe(12);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('does nothing for a signed-out visitor', async () => {
    authStore.getState().signOut();
    const store = createBasketStore();
    await expect(loadBaskets(client(), { store })).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('serves fresh lists from the cache, and refetches them on refresh', async () => {
    routes[LIST] = { status: 200, body: [jsonOf(11, 'Winkelwagen')] };
    routes[`${LIST}?basketType=1`] = { status: 200, body: [] };
    const store = createBasketStore();
    const qc = client();
    await loadBaskets(qc, { store });
    await loadBaskets(qc, { store });
    expect(calls.filter((c) => c === LIST)).toHaveLength(1);
    routes[LIST] = { status: 200, body: [jsonOf(11, 'Winkelwagen'), jsonOf(13, 'Uit ander tabblad')] };
    await loadBaskets(qc, { store, refresh: true });
    expect(store.getState().availableBaskets.map((b) => b.id)).toEqual([11, 13]);
  });
});
