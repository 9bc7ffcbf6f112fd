import { QueryClient } from '@tanstack/react-query';
import { basketStore, shopRouterContext } from '@kraanvogel/shared';
import { bestellijst, basket, fakeApi, signIn } from '@/testing/render';
import { basketLoader } from '../basket-loader';

const REALTIME = (id: number) => `GET /mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${id}`;
const args = (params: Record<string, string>) =>
  ({ request: new Request('http://shop.test/winkelwagen'), params, context: shopRouterContext(new QueryClient({ defaultOptions: { queries: { retry: false } } })) }) as never;

async function status(p: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return (e as Response).status;
  }
}

describe("the basket page's loader in the route table", () => {
  beforeEach(() => signIn('u-1'));

  it("asks for the current basket's lines, prices and stock while the page's code loads", async () => {
    basketStore.getState().setCurrentBasket(basket(7, 'Project Zwolle'));
    const calls = fakeApi({});
    expect(await basketLoader(args({}))).toBeNull();
    expect(calls.map((c) => c.key)).toEqual([REALTIME(7)]);
  });

  it("asks for nothing for a basket this browser kept for another user", async () => {
    basketStore.getState().setCurrentBasket(basket(7, 'Project Zwolle'));
    basketStore.getState().setOwner('u-2');
    const calls = fakeApi({});
    await basketLoader(args({}));
    expect(calls).toEqual([]);
  });

  it('for a basket in the URL: asks for its lines at once, and is the 404 page for an unknown id, an order list or a malformed id', async () => {
    let calls = fakeApi({ 'GET /mgmt/api/ecommerce/customerbaskets/default?basketId=12': { status: 200, body: basket(12, 'Werf') } });
    expect(await status(basketLoader(args({ id: '12' })))).toBe('ok');
    expect(calls.map((c) => c.key)).toEqual([REALTIME(12), 'GET /mgmt/api/ecommerce/customerbaskets/default?basketId=12']);
    calls = fakeApi({ 'GET /mgmt/api/ecommerce/customerbaskets/default?basketId=13': { status: 200, body: bestellijst(13, 'Vaste lijst') } });
    expect(await status(basketLoader(args({ id: '13' })))).toBe(404);
    fakeApi({});
    expect(await status(basketLoader(args({ id: '99' })))).toBe(404);
    calls = fakeApi({});
    expect(await status(basketLoader(args({ id: '12abc' })))).toBe(404);
    expect(calls).toEqual([]);
  });
});
