// Hostile and broken input gets a 400 (or the fitting 4xx) in the one error envelope, with a
// Dutch message, and changes nothing: integers beyond what the database stores, control
// characters and lone surrogates in text, JSON values of the wrong type, LIKE wildcards, and the
// errors Fastify and Node raise themselves (bad JSON, bad URL escapes, 413, 415, 431).
import http from 'node:http';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function rowCounts() {
  return t.db.one<{ baskets: number; items: number; amounts: number }>(
    'SELECT (SELECT count(*) FROM baskets)::int AS baskets, (SELECT count(*) FROM basket_items)::int AS items, (SELECT coalesce(sum(amount), 0) FROM basket_items)::float8 AS amounts',
  );
}

function expectEnvelope(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as { error: { code: string; message: string; validationErrors?: { members: string[] }[] } };
  expect(body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  for (const v of body.error.validationErrors ?? []) for (const m of v.members) expect(m).not.toBe('');
  return body.error;
}

describe('integers beyond 32 bits are a 400, not a database error', () => {
  test.each([
    `${B}/default?basketId=2147483648`,
    `${B}/getSummary?basketId=99999999999999999999`,
    `${B}/basketWithRealtimeData?basketId=-2147483649`,
    '/pim/api/app/article?SkipCount=1099511627776',
    '/pim/api/app/category/2147483648',
    '/erp/api/app/order/order-overview?SkipCount=9007199254740993',
    '/mgmt/api/app/discounts?PercentageMin=1e300',
  ])('%s', async (url) => {
    const user = url.includes('/discounts?') ? users.admin : users.main;
    expectEnvelope(await t.call('GET', url, user), 400);
  });

  test('querystrings are still read as numbers', async () => {
    expect((await t.call('GET', `${B}?basketType=1`, users.main)).statusCode).toBe(200);
  });
});

describe('query and path integers are plain decimal digits', () => {
  const LOOSE = ['Infinity', '-Infinity', '1e400', '1e3', '0x10', '0b11011', '0o20', '+27', '27.0', ' 27', ''];
  test.each(LOOSE)('basketId=%j is a 400 naming the field, and deletes nothing', async (value) => {
    const created = await t.call('POST', `${B}/createBasket`, users.main, { name: `Niet weggooien ${value}` });
    const target = (created.json() as { id: number }).id;
    const notations: Record<string, string> = { '0x10': `0x${target.toString(16)}`, '0b11011': `0b${target.toString(2)}`, '0o20': `0o${target.toString(8)}`, '+27': `+${target}`, '27.0': `${target}.0`, ' 27': ` ${target}` };
    const before = await rowCounts();
    const url = `${B}/removeBasket?basketId=${encodeURIComponent(notations[value] ?? value)}`;
    const error = expectEnvelope(await t.call('POST', url, users.main), 400);
    expect(error.validationErrors?.map((v) => v.members)).toEqual([['basketId']]);
    expect(await rowCounts()).toEqual(before);
  });

  test.each(['Infinity', '1e400', '0x10', '+1', '1.0'])('a path integer %j is a 400 naming it', async (value) => {
    const error = expectEnvelope(await t.call('GET', `/pim/api/app/category/${encodeURIComponent(value)}`, users.main), 400);
    expect(error.validationErrors?.map((v) => v.members)).toEqual([['id']]);
  });

  test('plain digits (and a minus sign) are still numbers', async () => {
    expect((await t.call('GET', `${B}?basketType=1`, users.main)).statusCode).toBe(200);
    expect((await t.call('GET', '/pim/api/app/article?SkipCount=0&MaxResultCount=2', users.main)).statusCode).toBe(200);
  });
});

describe('deeply nested bodies', () => {
  test.each([70, 3000, 20_000])('%d levels: a 400 in the envelope that echoes nothing of it', async (levels) => {
    const payload = `${'{"onbekend":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const headers = { host: HOST, 'content-type': 'application/json', ...(await t.bearer(users.main)) };
    const res = await t.inject({ method: 'POST', url: `${B}/createBasket`, headers, payload });
    const error = expectEnvelope(res, 400);
    expect(res.body.length).toBeLessThan(1000);
    expect(error.message).toMatch(/te diep genest/);
  });

  test('an unknown field with a very long name is quoted as a short excerpt', async () => {
    const res = await t.call('POST', `${B}/createBasket`, users.main, { name: 'x', ['k'.repeat(50_000)]: 1 });
    expectEnvelope(res, 400);
    expect(res.body.length).toBeLessThan(1500);
  });
});

describe('text', () => {
  test('a NUL byte, another control character or a lone surrogate is a 400 and stores nothing', async () => {
    const before = await rowCounts();
    for (const name of ['Bouw\u0000plaats', 'Bouw\u0007plaats', 'Bouw\ud800plaats', 'Bouw\udc00']) {
      const error = expectEnvelope(await t.call('POST', `${B}/createBasket`, users.main, { name }), 400);
      expect(error.validationErrors).toEqual([{ message: 'Het veld name bevat tekens die niet zijn toegestaan.', members: ['name'] }]);
    }
    expectEnvelope(await t.call('GET', '/pim/api/app/article?Filter=kraan%00', users.main), 400);
    expect(await rowCounts()).toEqual(before);
  });

  test('a name with emoji, accents and a tab is fine', async () => {
    const res = await t.call('POST', `${B}/createBasket`, users.main, { name: 'Café 🚿 bouw\tA' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Café 🚿 bouw\tA');
  });

  test('over its maximum length: the message of the form', async () => {
    const error = expectEnvelope(await t.call('GET', `/pim/api/app/article?Filter=${'a'.repeat(5000)}`, users.main), 400);
    expect(error.message).toMatch(/^Maximale lengte van \d+ tekens overschreden$/);
  });

  test('LIKE wildcards typed in a search match themselves', async () => {
    const all = (await t.call('GET', '/pim/api/app/article?MaxResultCount=1', users.main)).json().totalCount;
    expect(all).toBeGreaterThan(10);
    for (const filter of ['%', '_', '%25', '\\']) {
      const res = await t.call('GET', `/pim/api/app/article?Filter=${encodeURIComponent(filter)}&MaxResultCount=1`, users.main);
      expect(res.statusCode).toBe(200);
      expect(res.json().totalCount).toBe(0);
    }
    expect((await t.call('GET', '/erp/api/app/order/order-overview?Search=%25', users.main)).json().totalCount).toBe(0);
    expect((await t.call('GET', '/mgmt/api/app/discounts?FilterText=_', users.admin)).json().totalCount).toBe(0);
  });
});

describe('JSON bodies are not coerced', () => {
  test.each([
    [{ name: 12345 }, 'name'],
    [{ name: ['Bouw'] }, 'name'],
    [{ name: 'Bouw', basketType: '1' }, 'basketType'],
    [{ name: 'Bouw', basketType: true }, 'basketType'],
  ])('%j', async (body, member) => {
    const before = await rowCounts();
    const error = expectEnvelope(await t.call('POST', `${B}/createBasket`, users.main, body), 400);
    expect(error.validationErrors!.flatMap((v) => v.members)).toContain(member);
    expect(await rowCounts()).toEqual(before);
  });

  test('a body that is not an object names the body', async () => {
    const error = expectEnvelope(await t.call('POST', `${B}/createBasket`, users.main, [1, 2]), 400);
    expect(error.validationErrors![0]!.members).toEqual(['body']);
    expect(error.message).toBe('Het veld body moet een object zijn.');
  });
});

describe('the errors Fastify and Node raise themselves are in the envelope too, in Dutch', () => {
  const headers = async () => ({ host: HOST, ...(await t.bearer(users.main)) });

  test('JSON that does not parse', async () => {
    const res = await t.inject({ method: 'POST', url: `${B}/createBasket`, headers: { ...(await headers()), 'content-type': 'application/json' }, payload: '{"name": "Bouw' });
    expect(expectEnvelope(res, 400).message).toBe('De inhoud van de aanvraag is geen geldige JSON.');
  });

  test('a bad %-escape in the URL', async () => {
    const res = await t.inject({ method: 'GET', url: '/mgmt/api/app/%E0%A4%A', headers: await headers() });
    expect(expectEnvelope(res, 400).message).toBe('Het adres van de aanvraag is ongeldig.');
  });

  test('an unknown path', async () => {
    expect(expectEnvelope(await t.call('GET', '/erp/api/app/nergens', users.main), 404).message).toBe('Niet gevonden');
  });

  test('a body over 1 MB', async () => {
    const res = await t.inject({ method: 'POST', url: `${B}/createBasket`, headers: { ...(await headers()), 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
    expect(expectEnvelope(res, 413).message).toBe('De aanvraag is te groot.');
  });

  test('a content type the api does not take', async () => {
    const res = await t.inject({ method: 'POST', url: `${B}/createBasket`, headers: { ...(await headers()), 'content-type': 'text/csv' }, payload: 'name\nBouw' });
    expect(expectEnvelope(res, 415).code).toBe('UnsupportedMediaType');
  });

  test('headers too large (431), answered by the HTTP parser', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { status, body, type } = await new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
      const req = http.request(`${address}/mgmt/api/account/my-profile`, { headers: { 'x-filler': 'a'.repeat(40_000) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, type: String(res.headers['content-type']) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect(type).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toEqual({ error: { code: 'RequestHeaderFieldsTooLarge', message: 'De headers van de aanvraag zijn te groot.' } });
  });
});
