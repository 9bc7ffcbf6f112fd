// Compressed delivery as a browser sees it: every kind of text asset in a version folder goes
// out as the brotli or gzip file the build wrote beside it, with Content-Encoding, the original
// Content-Type and Vary: Accept-Encoding; binary files and a client that accepts nothing get
// the plain bytes; API answers above the threshold are compressed on the fly, small ones not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { precompressFolder } from '@kraanvogel/release-tools/precompress';
import { COMPRESSION_THRESHOLD, installCompression } from '../../src/plugins/compression.js';
import { fileRegistrySource, webSite } from '../../src/plugins/static-site.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kraanvogel-compress-'));
const registryFile = path.join(dist, 'remotes.json');
const filler = (word: string) => Array.from({ length: 400 }, (_, i) => `${word}${i}`).join(' ');

const ASSETS: Record<string, { body: string; type: RegExp }> = {
  'host/1.0.0-aaaa/index.html': { body: `<!doctype html><title>host</title><p>${filler('tekst')}</p>`, type: /^text\/html/ },
  'host/1.0.0-aaaa/main.js': { body: `console.log(${JSON.stringify(filler('main'))});`, type: /javascript/ },
  'mf-catalog/2.0.0-bbbb/remoteEntry.js': { body: `var entry=${JSON.stringify(filler('entry'))};`, type: /javascript/ },
  'mf-catalog/2.0.0-bbbb/412.0a1b2c3d.js': { body: `export const chunk=${JSON.stringify(filler('chunk'))};`, type: /javascript/ },
  'mf-catalog/2.0.0-bbbb/main.0a1b2c3d.css': { body: filler('.a{color:red}'), type: /^text\/css/ },
  'mf-catalog/2.0.0-bbbb/mf-manifest.json': { body: JSON.stringify({ name: 'catalog', exposes: filler('x').split(' ') }), type: /^application\/json/ },
  'mf-catalog/2.0.0-bbbb/logo.svg': { body: `<svg xmlns="http://www.w3.org/2000/svg"><title>${filler('logo')}</title></svg>`, type: /^image\/svg\+xml/ },
};
const BIG_ANSWER = { items: filler('artikel').split(' ').map((name, i) => ({ id: i, name })) };

let app: FastifyInstance;

beforeAll(async () => {
  for (const [rel, { body }] of Object.entries(ASSETS)) {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), body);
  }
  // A binary file: never given a Content-Encoding.
  fs.writeFileSync(path.join(dist, 'mf-catalog/2.0.0-bbbb/photo.png'), zlib.deflateSync(Buffer.from(filler('png'))));
  fs.writeFileSync(
    registryFile,
    JSON.stringify({
      host: { current: '1.0.0-aaaa', history: [{ version: '1.0.0-aaaa', publishedAt: '2026-01-01T00:00:00Z' }] },
      catalog: { current: '2.0.0-bbbb', history: [{ version: '2.0.0-bbbb', publishedAt: '2026-01-01T00:00:00Z' }] },
    }),
  );
  precompressFolder(path.join(dist, 'host/1.0.0-aaaa'));
  precompressFolder(path.join(dist, 'mf-catalog/2.0.0-bbbb'));

  app = Fastify();
  await installCompression(app);
  app.get('/pim/api/app/articles', async () => BIG_ANSWER);
  app.get('/pim/api/app/ping', async () => ({ ok: true }));
  await app.register(webSite, {
    distDir: dist,
    registry: fileRegistrySource(registryFile),
    apiPrefixes: ['/pim'],
    runtimeConfig: () => ({ api: { pim: '/pim' } }),
  });
});

afterAll(() => app.close());

const decode = (encoding: string | undefined, raw: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;

test('the build writes a brotli and a gzip file beside every text asset, not beside binaries', () => {
  for (const rel of Object.keys(ASSETS)) {
    const original = fs.readFileSync(path.join(dist, rel));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${rel}.br`)))).toEqual(original);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${rel}.gz`)))).toEqual(original);
  }
  expect(fs.existsSync(path.join(dist, 'mf-catalog/2.0.0-bbbb/photo.png.br'))).toBe(false);
});

describe.each(Object.entries(ASSETS))('%s', (rel, { body, type }) => {
  test.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('Accept-Encoding %s → %s with the original type and Vary', async (accept, encoding) => {
    const res = await app.inject({ url: `/${rel}`, headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(type);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(body) / 2);
    expect(decode(encoding, res.rawPayload).toString()).toBe(body);
  });

  test('a client that accepts no encoding gets the plain file', async () => {
    const res = await app.inject({ url: `/${rel}`, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(body);
  });
});

test('the host page for an app route is compressed', async () => {
  const res = await app.inject({ url: '/assortiment/sanitair', headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['content-encoding']).toBe('br');
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  const page = decode('br', res.rawPayload).toString();
  expect(page).toContain(ASSETS['host/1.0.0-aaaa/index.html']!.body.slice(0, 60));
  expect(page).toContain('id="kv-boot"');
  const gzip = await app.inject({ url: '/assortiment/sanitair', headers: { 'accept-encoding': 'gzip, br;q=0' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(decode('gzip', gzip.rawPayload).toString()).toBe(page);
  const plain = await app.inject({ url: '/assortiment/sanitair', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(page);
});

test('binary files go out as they are', async () => {
  const res = await app.inject({ url: '/mf-catalog/2.0.0-bbbb/photo.png', headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['content-encoding']).toBeUndefined();
});

test('an API answer above the threshold is compressed, a small one is not', async () => {
  const big = await app.inject({ url: '/pim/api/app/articles', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(Buffer.byteLength(JSON.stringify(BIG_ANSWER))).toBeGreaterThan(COMPRESSION_THRESHOLD);
  expect(big.headers['content-encoding']).toBe('br');
  expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
  expect(JSON.parse(decode('br', big.rawPayload).toString())).toEqual(BIG_ANSWER);

  const gz = await app.inject({ url: '/pim/api/app/articles', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(decode('gzip', gz.rawPayload).toString())).toEqual(BIG_ANSWER);

  const small = await app.inject({ url: '/pim/api/app/ping', headers: { 'accept-encoding': 'br, gzip' } });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json()).toEqual({ ok: true });
});
