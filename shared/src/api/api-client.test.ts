import { authStore } from '../auth/auth-store';
import { ApiError } from './http';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { RequiredParameterError } from './api-client';
import { erpClient } from './erp-client';
import { mgmtClient } from './mgmt-client';
import { pimClient } from './pim-client';

interface Call {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

let calls: Call[];
let answer: { status: number; body: string };

function fakeResponse(status: number, body: string) {
  return {
    status,
    ok: status >= 200 && status < 300,
    text: async () => body,
    blob: async () => new Blob([body], { type: 'application/octet-stream' }),
  };
}

beforeEach(() => {
  calls = [];
  answer = { status: 200, body: '[]' };
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string, init: Call['init']) => {
    calls.push({ url, init });
    return fakeResponse(answer.status, answer.body);
  });
  setRuntimeConfig({ api: { ...defaultRuntimeConfig.api, pim: 'https://pim.example.nl/', mgmt: '/beheer' } });
  authStore.getState().signIn({ token: 'token-123', expiresAt: null, user: { sub: 'u1', name: 'Jan' }, role: 'kraanvogelklant_Hoofdgebruiker' });
});

afterEach(() => {
  authStore.getState().signOut();
  setRuntimeConfig({});
});

test('a call goes to its API\'s configured base address with the bearer token', async () => {
  answer = { status: 200, body: JSON.stringify([{ id: 1, code: { value: 'sanitair' }, description: { value: 'Sanitair' }, path: 'sanitair', level: 1, childNodes: [] }]) };
  const nodes = await pimClient.getNavigation();
  expect(nodes[0]!.code.value).toBe('sanitair');
  expect(calls[0]!.url).toBe('https://pim.example.nl/api/app/navigation');
  expect(calls[0]!.init.method).toBe('GET');
  expect(calls[0]!.init.headers.Authorization).toBe('Bearer token-123');
});

test('without a configured base address the local default is used', async () => {
  setRuntimeConfig({});
  await mgmtClient.getMyDiscounts();
  expect(calls[0]!.url).toBe('/mgmt/api/app/discounts/my-discounts');
});

test.each([
  ['id', 'getArticle', () => pimClient.getArticle(undefined)],
  ['id', 'getCategory', () => pimClient.getCategory(null)],
  ['id', 'getArticleEtim', () => pimClient.getArticleEtim(null)],
  ['ean', 'getArticleByEan', () => pimClient.getArticleByEan(undefined)],
  ['secret', 'getArticleBySecret', () => pimClient.getArticleBySecret(null)],
  ['ArticleNo', 'getArticleDiscount', () => pimClient.getArticleDiscount({ DiscountGroupNo: 'KR01' })],
  ['basketId', 'getBasketSummary', () => mgmtClient.getBasketSummary(undefined)],
  ['basketId', 'exportBasketToExcel', () => mgmtClient.exportBasketToExcel(null)],
  ['basketId', 'removeBasket', () => mgmtClient.removeBasket(undefined)],
  ['basketId', 'addToBasket', () => mgmtClient.addToBasket({ itemNo: '1', amount: 1 } as never)],
  ['InvoiceNo', 'getInvoice', () => erpClient.getInvoice('Invoice', undefined)],
  ['OrderNo', 'getOrder', () => erpClient.getOrder(null)],
])('a missing %s is refused before sending when calling %s', async (param, call, run) => {
  await expect(run()).rejects.toThrow(`Required parameter ${param} was null or undefined when calling ${call}.`);
  await expect(run()).rejects.toBeInstanceOf(RequiredParameterError);
  expect(calls).toHaveLength(0);
});

test('path parameters are encoded; optional query parameters left out', async () => {
  answer = { status: 200, body: '{}' };
  await pimClient.getArticle('a/b c');
  expect(calls[0]!.url).toBe('https://pim.example.nl/api/app/article/a%2Fb%20c');
  await mgmtClient.getBasketOrDefault();
  expect(calls[1]!.url).toBe('/beheer/api/ecommerce/customerbaskets/default');
  await mgmtClient.getBasketOrDefault(12);
  expect(calls[2]!.url).toBe('/beheer/api/ecommerce/customerbaskets/default?basketId=12');
  await mgmtClient.getBaskets(1);
  expect(calls[3]!.url).toBe('/beheer/api/ecommerce/customerbaskets?basketType=1');
});

test('JSON bodies are sent with a JSON content type', async () => {
  answer = { status: 200, body: JSON.stringify({ id: 5, name: 'Bus', basketType: 1, basketItems: [] }) };
  const basket = await mgmtClient.createBasket({ name: 'Bus', basketType: 1 });
  expect(basket.id).toBe(5);
  expect(calls[0]!.init.method).toBe('POST');
  expect(calls[0]!.init.headers['Content-Type']).toBe('application/json');
  expect(JSON.parse(calls[0]!.init.body!)).toEqual({ name: 'Bus', basketType: 1 });
});

test('an error answer becomes an ApiError with the status and the server\'s message', async () => {
  answer = { status: 404, body: JSON.stringify({ error: { code: 'Basket:NotFound', message: 'Winkelwagen 9 bestaat niet.' } }) };
  const failure = mgmtClient.getBasketSummary(9);
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(mgmtClient.getBasketSummary(9)).rejects.toMatchObject({ status: 404, message: 'Winkelwagen 9 bestaat niet.' });
});

test('basket or default: a status other than 200 is a failure', async () => {
  answer = { status: 204, body: '' };
  await expect(mgmtClient.getBasketOrDefault()).rejects.toMatchObject({ status: 204 });
});

test('downloads come back as a Blob; a call without answer body resolves empty', async () => {
  answer = { status: 200, body: 'PK...' };
  const file = await mgmtClient.exportBasketToExcel(3);
  expect(file).toBeInstanceOf(Blob);
  answer = { status: 204, body: '' };
  await expect(mgmtClient.removeBasket(3)).resolves.toBeUndefined();
  expect(calls[1]!.url).toBe('/beheer/api/ecommerce/customerbaskets/removeBasket?basketId=3');
});

test('without a signed-in user no Authorization header is sent', async () => {
  authStore.getState().signOut();
  await pimClient.getNavigation();
  expect(calls[0]!.init.headers.Authorization).toBeUndefined();
});
