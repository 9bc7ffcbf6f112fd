// The real app compresses its API answers above the threshold for a client that accepts it:
// the product information and the search API, with the body unchanged once decoded.
import zlib from 'node:zlib';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const decode = (encoding: unknown, raw: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;

test.each(['br', 'gzip'])('the assortment tree goes out as %s, the same tree as uncompressed', async (encoding) => {
  const headers = { host: HOST, ...(await t.bearer(users.employee)) };
  const plain = await t.inject({ method: 'GET', url: '/pim/api/app/navigation', headers });
  const packed = await t.inject({ method: 'GET', url: '/pim/api/app/navigation', headers: { ...headers, 'accept-encoding': `${encoding}, identity` } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(packed.statusCode).toBe(200);
  expect(packed.headers['content-encoding']).toBe(encoding);
  expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
  expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  expect(JSON.parse(decode(encoding, packed.rawPayload).toString())).toEqual(plain.json());
});

test('search results are compressed and decode to the same answer', async () => {
  const url = '/search/indexes/articles/docs/search?api-version=2017-11-11';
  const headers = { host: HOST, 'content-type': 'application/json', ...(await t.bearer(users.employee)) };
  const payload = JSON.stringify({ search: 'kraan', top: 24, count: true });
  const plain = await t.inject({ method: 'POST', url, headers, payload });
  expect(plain.statusCode).toBe(200);
  const packed = await t.inject({ method: 'POST', url, headers: { ...headers, 'accept-encoding': 'br, gzip' }, payload });
  expect(packed.statusCode).toBe(200);
  expect(packed.headers['content-encoding']).toBe('br');
  expect(JSON.parse(decode('br', packed.rawPayload).toString())).toEqual(plain.json());
});

test('a small answer is sent as it is', async () => {
  const res = await t.inject({ method: 'GET', url: '/pim/api/app/navigation', headers: { host: HOST, 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().error).toBeDefined();
});
