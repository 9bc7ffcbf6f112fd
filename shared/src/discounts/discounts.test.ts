import { authStore } from '../auth/auth-store';
import { applyDiscount, discountDay, discountFor, discountsStore, loadDiscounts, netPriceOf, resetDiscounts, toDiscount, type Discount } from './discounts';

const discounts: Discount[] = [
  { discountGroup: 'KRWA01', itemNo: null, percentage: 25 },
  { discountGroup: 'KRWA01', itemNo: null, percentage: 30 },
  { discountGroup: 'BAD01', itemNo: null, percentage: 10 },
  { discountGroup: null, itemNo: '100042', percentage: 50 },
];

describe('net prices', () => {
  it('takes the best discount of the article group', () => {
    expect(netPriceOf(100, { itemNo: '1', discountGroup: 'KRWA01' }, discounts)).toEqual({ net: 70, percentage: 30 });
  });
  it('lets an article discount win over its group', () => {
    expect(discountFor({ itemNo: '100042', discountGroup: 'KRWA01' }, discounts)?.percentage).toBe(50);
  });
  it('keeps the gross price without a discount', () => {
    expect(netPriceOf(19.95, { itemNo: '9', discountGroup: 'OTHER' }, discounts)).toEqual({ net: 19.95, percentage: 0 });
    expect(netPriceOf(19.95, { itemNo: '9', discountGroup: null }, discounts)).toEqual({ net: 19.95, percentage: 0 });
  });
  it('rounds to cents', () => {
    expect(applyDiscount(49.99, 25)).toBe(37.49);
    expect(applyDiscount(10, 33.33)).toBe(6.67);
  });
  it('reads an entry of the management API, and skips one that names neither a group nor an article', () => {
    const entry = { id: 1, customerNumber: '100001', discountGroupDescription: null, itemDescription: null, blueGreenIndex: 0 };
    expect(toDiscount({ ...entry, discountGroup: 'A1', itemNumber: null, percentage: 12.5 })).toEqual({ discountGroup: 'A1', itemNo: null, percentage: 12.5 });
    expect(toDiscount({ ...entry, discountGroup: null, itemNumber: '100001', percentage: 40 })).toEqual({ discountGroup: null, itemNo: '100001', percentage: 40 });
    expect(toDiscount({ ...entry, discountGroup: null, itemNumber: ' ', percentage: 40 })).toBeNull();
    expect(toDiscount({ ...entry, discountGroup: 'A1', itemNumber: null, percentage: 140 })?.percentage).toBe(100);
  });
});

describe('loadDiscounts', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    resetDiscounts();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u1', name: 'Jan' }, role: [] });
  });
  const answer = (items: unknown[]) => fetchMock.mockResolvedValueOnce({ ok: true, status: 200, text: async () => JSON.stringify(items) });

  it('fetches once per day and again when the day changes', async () => {
    answer([{ discountGroup: 'A1', percentage: 20 }]);
    await loadDiscounts({ now: new Date(2026, 10, 21, 9) });
    await loadDiscounts({ now: new Date(2026, 10, 21, 23) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/mgmt/api/app/discounts/my-discounts');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer tok');
    expect(discountsStore.getState()).toMatchObject({ fetchedOn: '2026-11-21', owner: 'u1', status: 'ready' });
    answer([{ discountGroup: 'A1', percentage: 22 }]);
    const next = await loadDiscounts({ now: new Date(2026, 10, 22, 0, 1) });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(next).toEqual([{ discountGroup: 'A1', itemNo: null, percentage: 22 }]);
    expect(discountsStore.getState().fetchedOn).toBe('2026-11-22');
  });

  it('does not use a list stored in the earlier shape, whose article discounts it would miss, but fetches it again', async () => {
    const now = new Date(2026, 10, 21, 9);
    sessionStorage.setItem(
      'kraanvogel:discounts',
      JSON.stringify({ state: { discounts: [{ discountGroup: null, itemNumber: '100042', percentage: 50 }], fetchedOn: '2026-11-21', owner: 'u1' }, version: 0 }),
    );
    await discountsStore.persist.rehydrate();
    answer([{ id: 1, customerNumber: '100001', discountGroup: null, discountGroupDescription: null, itemNumber: '100042', itemDescription: null, percentage: 50, blueGreenIndex: 0 }]);
    const list = await loadDiscounts({ now });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(netPriceOf(100, { itemNo: '100042', discountGroup: null }, list)).toEqual({ net: 50, percentage: 50 });
  });

  it('fetches again for another user on the same day', async () => {
    answer([]);
    await loadDiscounts();
    authStore.getState().signIn({ token: 'tok2', expiresAt: null, user: { sub: 'u2', name: 'Piet' }, role: [] });
    answer([]);
    await loadDiscounts();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent calls', async () => {
    answer([]);
    await Promise.all([loadDiscounts(), loadDiscounts(), loadDiscounts()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing when logged out and never throws on failure', async () => {
    authStore.getState().signOut();
    expect(await loadDiscounts()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u1', name: 'Jan' }, role: [] });
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, text: async () => '{}' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadDiscounts()).resolves.toEqual([]);
    expect(discountsStore.getState().status).toBe('error');
  });

  it('day value is the local calendar day', () => {
    expect(discountDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('logout', () => {
  it('empties the discounts through the registered session reset', async () => {
    const { runSessionResets } = await import('../auth/session-reset');
    discountsStore.setState({ discounts: [{ discountGroup: 'A1', itemNo: null, percentage: 10 }], fetchedOn: '2026-11-21', owner: 'u1', status: 'ready' });
    await runSessionResets();
    expect(discountsStore.getState()).toMatchObject({ discounts: [], fetchedOn: null, owner: null, status: 'idle' });
  });
});
