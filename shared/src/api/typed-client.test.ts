import { Blob as NodeBlob } from 'node:buffer';
import { authStore } from '../auth/auth-store';
import { ApiError } from './http';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { answer as typedAnswer, coreFetch, erpApi, FILE_ACCEPT, mgmtApi, pimApi, requireParameter, RequiredParameterError } from './typed-client';

interface Call {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string | Blob };
}

let calls: Call[];
let answer: { status: number; body: string };

function fakeResponse(status: number, body: string) {
  return {
    status,
    ok: status >= 200 && status < 300,
    text: async () => body,
    // Node's Blob, as a real fetch under jest gives (jsdom's Blob is another realm's).
    blob: async () => new NodeBlob([body], { type: 'application/octet-stream' }),
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
  const nodes = await typedAnswer(pimApi.GET('/api/app/navigation'));
  expect(nodes[0]!.code.value).toBe('sanitair');
  expect(calls[0]!.url).toBe('https://pim.example.nl/api/app/navigation');
  expect(calls[0]!.init.method).toBe('GET');
  expect(calls[0]!.init.headers.Authorization).toBe('Bearer token-123');
});

test('without a configured base address the local default is used', async () => {
  setRuntimeConfig({});
  await mgmtApi.GET('/api/app/discounts/my-discounts');
  expect(calls[0]!.url).toBe('/mgmt/api/app/discounts/my-discounts');
});

test('a required parameter that is missing is refused before sending', async () => {
  expect(() => requireParameter(undefined, 'id', 'getArticle')).toThrow('Required parameter id was null or undefined when calling getArticle.');
  expect(() => requireParameter(null, 'OrderNo', 'getOrder')).toThrow(RequiredParameterError);
  expect(requireParameter(0, 'basketId', 'removeBasket')).toBe(0);
  expect(calls).toHaveLength(0);
});

test('query parameters go in the query string, booleans and numbers as text', async () => {
  answer = { status: 200, body: '{}' };
  await erpApi.GET('/api/app/order/order-overview', { params: { query: { OrderNo: 'O-1', MaxResultCount: 5 } } });
  expect(calls[0]!.url).toBe('/erp/api/app/order/order-overview?OrderNo=O-1&MaxResultCount=5');
  await mgmtApi.POST('/api/account/my-profile/set-two-factor-enabled', { params: { query: { enabled: false } }, body: {} });
  expect(calls[1]!.url).toBe('/beheer/api/account/my-profile/set-two-factor-enabled?enabled=false');
});

test('a file is uploaded as it is, with its own content type', async () => {
  answer = { status: 200, body: JSON.stringify({ lines: [] }) };
  // Node's Blob: under jest, openapi-fetch's Request is Node's and reads only a Blob of its own realm.
  const file = new NodeBlob(['code;aantal'], { type: 'text/csv' });
  await mgmtApi.POST('/api/ecommerce/customerbaskets/quickOrderFile', {
    body: file as never,
    bodySerializer: (b: unknown) => b,
    headers: { 'Content-Type': 'text/csv' },
  });
  expect(calls[0]!.init.headers['Content-Type']).toBe('text/csv');
  expect(await (calls[0]!.init.body as Blob).text()).toBe('code;aantal');
});

test('an aborted call rejects and is not answered', async () => {
  const controller = new AbortController();
  (globalThis as { fetch?: unknown }).fetch = jest.fn(
    (_url: string, init: { signal?: AbortSignal }) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
  );
  const call = pimApi.GET('/api/app/navigation', { signal: controller.signal });
  controller.abort();
  await expect(call).rejects.toMatchObject({ name: 'AbortError' });
});

test('a refused bearer token ends the session', async () => {
  answer = { status: 401, body: '' };
  await expect(mgmtApi.GET('/api/app/customer-account/employees')).rejects.toMatchObject({ status: 401 });
  expect(authStore.getState().rejected).toBe(true);
});

test('path parameters are encoded; optional query parameters left out', async () => {
  answer = { status: 200, body: '{}' };
  await pimApi.GET('/api/app/article/{id}', { params: { path: { id: 'a/b c' } } });
  expect(calls[0]!.url).toBe('https://pim.example.nl/api/app/article/a%2Fb%20c');
  await mgmtApi.GET('/api/ecommerce/customerbaskets/default', { params: { query: { basketId: undefined } } });
  expect(calls[1]!.url).toBe('/beheer/api/ecommerce/customerbaskets/default');
  await mgmtApi.GET('/api/ecommerce/customerbaskets/default', { params: { query: { basketId: 12 } } });
  expect(calls[2]!.url).toBe('/beheer/api/ecommerce/customerbaskets/default?basketId=12');
  await mgmtApi.GET('/api/ecommerce/customerbaskets', { params: { query: { basketType: 1 } } });
  expect(calls[3]!.url).toBe('/beheer/api/ecommerce/customerbaskets?basketType=1');
});

test('JSON bodies are sent with a JSON content type', async () => {
  answer = { status: 200, body: JSON.stringify({ id: 5, name: 'Bus', basketType: 1, basketItems: [] }) };
  const basket = await typedAnswer(mgmtApi.POST('/api/ecommerce/customerbaskets/createBasket', { body: { name: 'Bus', basketType: 1 } }));
  expect(basket.id).toBe(5);
  expect(calls[0]!.init.method).toBe('POST');
  expect(calls[0]!.init.headers['Content-Type']).toBe('application/json');
  expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ name: 'Bus', basketType: 1 });
});

test('an error answer becomes an ApiError with the status and the server\'s message', async () => {
  answer = { status: 404, body: JSON.stringify({ error: { code: 'Basket:NotFound', message: 'Winkelwagen 9 bestaat niet.' } }) };
  const summary = () => mgmtApi.GET('/api/ecommerce/customerbaskets/getSummary', { params: { query: { basketId: 9 } } });
  const failure = summary();
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(summary()).rejects.toMatchObject({ status: 404, message: 'Winkelwagen 9 bestaat niet.' });
});

test('basket or default: a status other than 200 is a failure', async () => {
  answer = { status: 204, body: '' };
  await expect(mgmtApi.GET('/api/ecommerce/customerbaskets/default', { fetch: coreFetch('mgmt', 200) })).rejects.toMatchObject({
    status: 204,
    message: 'GET /beheer/api/ecommerce/customerbaskets/default: 204',
  });
});

test('downloads come back as a Blob; a call without answer body resolves empty', async () => {
  answer = { status: 200, body: 'PK...' };
  const file = await typedAnswer(
    mgmtApi.GET('/api/ecommerce/customerbaskets/excelExport', { params: { query: { basketId: 3 } }, headers: FILE_ACCEPT, parseAs: 'blob' }),
  );
  expect(typeof file.arrayBuffer).toBe('function');
  expect(await file.text()).toBe('PK...');
  expect(calls[0]!.init.headers.Accept).toBe('*/*');
  answer = { status: 204, body: '' };
  await expect(typedAnswer(mgmtApi.POST('/api/ecommerce/customerbaskets/removeBasket', { params: { query: { basketId: 3 } } }))).resolves.toBeUndefined();
  expect(calls[1]!.url).toBe('/beheer/api/ecommerce/customerbaskets/removeBasket?basketId=3');
});

test('without a signed-in user no Authorization header is sent', async () => {
  authStore.getState().signOut();
  await pimApi.GET('/api/app/navigation');
  expect(calls[0]!.init.headers.Authorization).toBeUndefined();
});
