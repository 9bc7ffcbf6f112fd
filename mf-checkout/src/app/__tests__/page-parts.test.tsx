// The basket page as the server renders it for the caller: the basket the browser would show
// (the URL's, the tab's current one of this user, else the default), with its lines and styles,
// as a picture without ids; nothing for an order list or a basket the caller cannot see; the
// shared stores untouched afterwards.
import { authStore, BASKET_STORE_KEY, basketStore } from '@kraanvogel/shared';
import { renderPagePart, storageKeys, type PagePartRequest } from '../page-parts';

const B = '/mgmt/api/ecommerce/customerbaskets';

const line = (i: number) => ({
  id: 100 + i,
  itemNo: String(2000000 + i),
  itemDescription: `Thermostatische douchekraan ${i}`,
  amount: 2,
  itemUOM: 'ST',
  data: JSON.stringify({ itemImage: null }),
  stepQuantity: 1,
  minOrderQuantity: 1,
  grossPrice: 12.5,
  netPrice: 10,
  discountPercentage: 20,
  lineTotal: 20,
  stock: 40,
  isAvailable: true,
  isActive: true,
  priceWhenAdded: 10,
  priceChanged: false,
  availabilityChanged: false,
});

const realtime = (id: number, name: string) => ({
  id,
  name,
  basketType: 0,
  isDefault: false,
  creatorId: 'u-1',
  creationTime: '2026-11-22T10:00:00Z',
  lastModificationTime: '2026-11-22T10:00:00Z',
  basketItems: [line(1), line(2)],
  totalGross: 50,
  totalNet: 40,
  totalVat: 8.4,
  totalInclVat: 48.4,
  revision: 'r1',
});

function request(url: string, answers: Record<string, unknown>, storage: Record<string, string> = {}) {
  const asked: string[] = [];
  const req: PagePartRequest = {
    url,
    user: { sub: 'u-1', name: 'Jan' },
    storage,
    api: { mgmt: '/mgmt' },
    get: async (path) => {
      asked.push(path);
      return answers[path] ?? null;
    },
  };
  return { req, asked };
}

const selection = (owner: string, id: number) => JSON.stringify({ state: { owner, currentBasket: { id, name: 'Project Zwolle', basketType: 0 } }, version: 0 });

test("the tab's current basket of this user, with its lines and styles, as a picture without ids", async () => {
  const { req, asked } = request('/winkelwagen', { [`${B}/basketWithRealtimeData?basketId=7`]: realtime(7, 'Project Zwolle') }, { [BASKET_STORE_KEY]: selection('u-1', 7) });
  const html = await renderPagePart(req);
  expect(asked).toEqual([`${B}/basketWithRealtimeData?basketId=7`]);
  expect(html).toContain('Thermostatische douchekraan 1');
  expect(html).toContain('Thermostatische douchekraan 2');
  expect(html).toMatch(/^<style[^>]*>/);
  expect(html).not.toMatch(/ (id|data-testid|for)="/);
});

test("another user's selection on this device is not his: the default basket", async () => {
  const { req, asked } = request(
    '/winkelwagen',
    { [`${B}/default`]: { id: 3, name: 'Standaard', basketType: 0, basketItems: [] }, [`${B}/basketWithRealtimeData?basketId=3`]: realtime(3, 'Standaard') },
    { [BASKET_STORE_KEY]: selection('u-2', 7) },
  );
  expect(await renderPagePart(req)).toContain('Thermostatische douchekraan 1');
  expect(asked).toEqual([`${B}/default`, `${B}/basketWithRealtimeData?basketId=3`]);
});

test('a basket in the URL is checked first: an order list, or one the caller cannot see, has no part', async () => {
  const list = request('/winkelwagen/9', { [`${B}/default?basketId=9`]: { id: 9, name: 'Vaste lijst', basketType: 1, basketItems: [] } });
  expect(await renderPagePart(list.req)).toBeNull();
  const unknown = request('/winkelwagen/12', {});
  expect(await renderPagePart(unknown.req)).toBeNull();
  expect(unknown.asked).toEqual([`${B}/default?basketId=12`]);
  const own = request('/winkelwagen/7', { [`${B}/default?basketId=7`]: { id: 7, name: 'Project Zwolle', basketType: 0, basketItems: [] }, [`${B}/basketWithRealtimeData?basketId=7`]: realtime(7, 'Project Zwolle') });
  expect(await renderPagePart(own.req)).toContain('Project Zwolle');
});

test('other pages have no part, and the shared stores are as they were', async () => {
  expect(await renderPagePart(request('/bestellen', {}).req)).toBeNull();
  await renderPagePart(request('/winkelwagen', { [`${B}/basketWithRealtimeData?basketId=7`]: realtime(7, 'Project Zwolle') }, { [BASKET_STORE_KEY]: selection('u-1', 7) }).req);
  expect(authStore.getState().user).toBeNull();
  expect(basketStore.getState().currentBasket).toBeNull();
  expect(storageKeys()).toContain(BASKET_STORE_KEY);
});
