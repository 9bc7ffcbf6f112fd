// The release API as a team's pipeline and the operator on call use it: scoped deploy tokens,
// publishing by upload or by a manifest on the team's own host, the checks that refuse a broken
// build without touching the registry, serialised switches, rollback, and the audit trail. The
// server listens for real: the checks load the files over HTTP from where browsers will.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { buildApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { fileRegistrySource, webSite } from '../../src/plugins/static-site.js';
import { env } from '../../src/config/env.js';
import { freshDatabase, testConfig } from '../helpers/database.js';

const OPERATOR = 'operator-secret-0123456789';
const CATALOG_TEAM = 'catalog-team-secret-0123456789';
const CHECKOUT_TEAM = 'checkout-team-secret-0123456789';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-release-dist-'));
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-release-uploads-'));

interface VersionOptions {
  missingAsset?: boolean;
  noRoutes?: boolean;
  reactRange?: string;
  reactVersion?: string;
  name?: string;
  /** Shared packages the build brings no copy of (`import: false`): listed without assets. */
  consumeOnly?: string[];
  federationVersion?: string;
}

/** A build folder as webpack and the federation plugin make it, reduced to what the checks read. */
function writeVersion(root: string, app: string, version: string, o: VersionOptions = {}) {
  const dir = path.join(root, app === 'host' ? 'host' : `mf-${app}`, version);
  fs.mkdirSync(dir, { recursive: true });
  const sharedNode = (name: string, version: string, requiredVersion: string, files: string[]) => ({ name, version, requiredVersion, singleton: true, assets: { js: { sync: files, async: [] }, css: { sync: [], async: [] } } });
  const consumeOnly = new Set(o.consumeOnly ?? []);
  const shared = [
    sharedNode('react', o.reactVersion ?? '19.3.1', o.reactRange ?? '^19.3.1', consumeOnly.has('react') ? [] : ['react.js']),
    ...[...consumeOnly].filter((name) => name !== 'react').map((name) => sharedNode(name, '5.1.0', '^5.1.0', [])),
  ];
  const exposes = o.noRoutes ? [] : [{ name: 'routes', path: './routes', assets: { js: { sync: ['routes.js'], async: ['page.js'] }, css: { sync: [], async: [] } } }];
  const metaData = { remoteEntry: { name: app === 'host' ? '' : 'remoteEntry.js', path: '' }, pluginVersion: o.federationVersion ?? '2.9.2' };
  const manifest = { name: o.name ?? app, metaData, shared, exposes };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const f of ['react.js', 'routes.js', 'remoteEntry.js', 'main.js']) fs.writeFileSync(path.join(dir, f), `/* ${app} ${version} ${f} */`);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${app} ${version}</title>`);
  if (!o.missingAsset) fs.writeFileSync(path.join(dir, 'page.js'), '/* page */');
  return dir;
}

async function archiveOf(dir: string): Promise<Buffer> {
  const file = path.join(uploads, `${path.basename(dir)}-${Date.now()}.tar.gz`);
  await tar.c({ gzip: true, file, cwd: dir }, fs.readdirSync(dir));
  return fs.readFileSync(file);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

let app: FastifyInstance;
let db: Db;
let dispose: () => Promise<void>;
let origin: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
  app.inject({ method, url: `/release${url}`, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
type PublicRegistry = { host: string; remotes: { catalog: { manifest: string; version: string } } & Record<string, { manifest: string; version: string }> };
const registry = async () => (await app.inject('/remotes.json')).json() as PublicRegistry;
const revision = async () => (await call('GET', '/api/releases', OPERATOR)).json().revision as number;

beforeAll(async () => {
  writeVersion(dist, 'host', '1.0.0-host');
  writeVersion(dist, 'catalog', '1.0.0-good');
  writeVersion(dist, 'catalog', '2.0.0-good');
  writeVersion(dist, 'catalog', '3.0.0-good');
  writeVersion(dist, 'catalog', '4.0.0-missing', { missingAsset: true });
  writeVersion(dist, 'catalog', '5.0.0-noroutes', { noRoutes: true });
  writeVersion(dist, 'catalog', '6.0.0-react20', { reactRange: '^20.0.0' });
  writeVersion(dist, 'catalog', '7.0.0-wrongname', { name: 'checkout' });
  writeVersion(dist, 'catalog', '7.1.0-federation3', { federationVersion: '3.0.0' });
  writeVersion(dist, 'catalog', '7.2.0-consumeonly', { consumeOnly: ['react', 'zustand'] });
  writeVersion(dist, 'catalog', '7.3.0-reactfromhost', { consumeOnly: ['react'] });
  writeVersion(dist, 'checkout', '1.0.0-good');
  writeVersion(dist, 'host', '2.0.0-react18', { reactVersion: '18.3.1', reactRange: '^18.3.1' });
  fs.writeFileSync(
    path.join(dist, 'remotes.json'),
    JSON.stringify({
      host: { current: '1.0.0-host', history: [{ version: '1.0.0-host', publishedAt: '2026-11-01T00:00:00Z' }] },
      catalog: { current: '1.0.0-good', history: [{ version: '1.0.0-good', publishedAt: '2026-11-01T00:00:00Z' }] },
      checkout: { current: '1.0.0-good', history: [{ version: '1.0.0-good', publishedAt: '2026-11-01T00:00:00Z' }] },
    }),
  );

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  ({ db, dispose } = await freshDatabase());
  const base = testConfig();
  const config = testConfig({
    modules: ['release'],
    release: { ...base.release, operatorToken: OPERATOR, teamTokens: { catalog: CATALOG_TEAM, checkout: CHECKOUT_TEAM }, distDir: dist, checkOrigin: origin, smoke: null },
  });
  app = await buildApp({
    config,
    db,
    prepared: true,
    after: async (a) => {
      await a.release!.importLocal(JSON.parse(fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8')));
      await a.register(webSite, {
        distDir: dist,
        registry: {
          read: async () => {
            const { revision: rev, registry: reg } = await a.release!.registry.publicRegistry();
            return { registry: reg, etag: `"rev-${rev}"` };
          },
        },
        apiPrefixes: ['/release'],
        runtimeConfig: () => ({}),
      });
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await dispose();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(uploads, { recursive: true, force: true });
});

describe('who may do what', () => {
  test('without a token, or with an unknown one, every call is a 401 in the error envelope', async () => {
    for (const token of [null, 'not-a-token']) {
      const res = await call('GET', '/api/releases', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('Unauthorized');
    }
    expect((await call('POST', '/api/releases/catalog/switch', null, { version: '2.0.0-good' })).statusCode).toBe(401);
  });

  test("a team's token cannot touch another team's app, nor the host; the registry stays as it was", async () => {
    const before = await registry();
    const other = await call('POST', '/api/releases/catalog/switch', CHECKOUT_TEAM, { version: '2.0.0-good' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toContain('checkout');
    expect((await call('POST', '/api/releases/host/rollback', CATALOG_TEAM, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/release-tokens', CATALOG_TEAM, { name: 'sneaky', scope: '*' })).statusCode).toBe(403);
    expect(await registry()).toEqual(before);
  });

  test('tokens are stored hashed, listed without the secret, and a revoked token is refused at once', async () => {
    const made = await call('POST', '/api/release-tokens', OPERATOR, { name: 'content-team', scope: 'content' });
    expect(made.statusCode).toBe(201);
    const { token } = made.json();
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM release_tokens');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(OPERATOR);
    const list = await call('GET', '/api/release-tokens', OPERATOR);
    expect(list.json().items.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['operator', 'team-catalog', 'content-team']));
    expect(list.body).not.toContain(token);
    expect((await call('GET', '/api/releases', token)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/release-tokens/content-team', OPERATOR)).statusCode).toBe(204);
    expect((await call('GET', '/api/releases', token)).statusCode).toBe(401);
  });
});

describe('publishing and switching', () => {
  test('an uploaded build is unpacked, checked and switched to; /remotes.json serves it at once', async () => {
    const src = writeVersion(uploads, 'catalog', '8.0.0-upload');
    const before = await app.inject('/remotes.json');
    const res = await app.inject({
      method: 'POST',
      url: '/release/api/releases/catalog/archive?version=8.0.0-upload&message=nieuwe%20zoekpagina',
      headers: { ...auth(CATALOG_TEAM), 'content-type': 'application/gzip' },
      payload: await archiveOf(src),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: '8.0.0-upload', created: true, switched: { from: '1.0.0-good', to: '8.0.0-upload', changed: true } });
    expect(fs.existsSync(path.join(dist, 'mf-catalog/8.0.0-upload/mf-manifest.json'))).toBe(true);
    const after = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().remotes.catalog).toMatchObject({ version: '8.0.0-upload', manifest: '/mf-catalog/8.0.0-upload/mf-manifest.json' });
    // Unchanged since: a 304.
    expect((await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(after.headers.etag) } })).statusCode).toBe(304);
  });

  test("an archive's compressed copies are not trusted: browsers get the files as uploaded", async () => {
    const src = writeVersion(uploads, 'catalog', '8.1.0-stale');
    // A copy of an older build whose main.js changed afterwards, its old main.js.br still beside it.
    const current = `/* catalog 8.1.0-stale main.js, changed after compression ${'x'.repeat(2000)} */`;
    fs.writeFileSync(path.join(src, 'main.js'), current);
    fs.writeFileSync(path.join(src, 'main.js.br'), zlib.brotliCompressSync(`/* the old main.js ${'y'.repeat(2000)} */`));
    const res = await app.inject({
      method: 'POST',
      url: '/release/api/releases/catalog/archive?version=8.1.0-stale',
      headers: { ...auth(CATALOG_TEAM), 'content-type': 'application/gzip' },
      payload: await archiveOf(src),
    });
    expect(res.statusCode).toBe(201);
    const file = await app.inject({ url: '/mf-catalog/8.1.0-stale/main.js', headers: { 'accept-encoding': 'br' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(file.rawPayload).toString()).toBe(current);
    expect((await call('POST', '/api/releases/catalog/rollback', CATALOG_TEAM, {})).json().to).toBe('8.0.0-upload');
  });

  test('a version on the team’s own host is published by its manifest URL', async () => {
    const teamHost = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-team-host-'));
    const dir = writeVersion(teamHost, 'catalog', '9.0.0-cdn');
    const server = http.createServer((req, res) => {
      const file = path.join(dir, path.basename(req.url ?? ''));
      if (!fs.existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const manifestUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/catalog/9.0.0-cdn/mf-manifest.json`;
    try {
      const res = await call('POST', '/api/releases/catalog/versions', CATALOG_TEAM, { version: '9.0.0-cdn', manifestUrl });
      expect(res.statusCode).toBe(201);
      expect((await registry()).remotes.catalog).toMatchObject({ version: '9.0.0-cdn', manifest: manifestUrl });
      expect((await call('POST', '/api/releases/catalog/rollback', CATALOG_TEAM, {})).json().to).toBe('8.0.0-upload');
    } finally {
      server.close();
      fs.rmSync(teamHost, { recursive: true, force: true });
    }
  });

  test.each([
    ['4.0.0-missing', 'page.js'],
    ['5.0.0-noroutes', './routes'],
    ['6.0.0-react20', 'react'],
    ['7.0.0-wrongname', "hoort bij 'checkout'"],
    ['7.1.0-federation3', 'Module Federation: de host draait 2.9.2, catalog is gebouwd met 3.0.0'],
    ['7.2.0-consumeonly', 'zustand: catalog brengt geen eigen kopie mee en de host levert het niet'],
  ])('a build that fails a check (%s) is refused with the reason and the registry is unchanged', async (version, reason) => {
    await call('POST', '/api/releases/catalog/versions', CATALOG_TEAM, { version, activate: false });
    const before = await app.inject('/remotes.json');
    const rev = await revision();
    const res = await call('POST', '/api/releases/catalog/switch', CATALOG_TEAM, { version, message: 'proberen' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('Release:CheckFailed');
    expect(res.json().error.message).toContain(reason);
    expect((await app.inject('/remotes.json')).body).toBe(before.body);
    expect(await revision()).toBe(rev);
    const audit = (await call('GET', '/api/releases/audit?App=catalog&MaxResultCount=1', OPERATOR)).json().items[0];
    expect(audit).toMatchObject({ actor: 'team-catalog', action: 'switch', toVersion: version, outcome: 'refused' });
    expect(audit.reason).toContain(reason);
  });

  test('a remote that takes a shared package from the host only (no copy of its own) is accepted when the host provides it', async () => {
    await call('POST', '/api/releases/catalog/versions', CATALOG_TEAM, { version: '7.3.0-reactfromhost', activate: false });
    const res = await call('POST', '/api/releases/catalog/switch', CATALOG_TEAM, { version: '7.3.0-reactfromhost' });
    expect(res.statusCode).toBe(200);
    expect((await registry()).remotes.catalog.version).toBe('7.3.0-reactfromhost');
  });

  test('a new host that does not fit the current remotes is refused', async () => {
    await call('POST', '/api/releases/host/versions', OPERATOR, { version: '2.0.0-react18', activate: false });
    const res = await call('POST', '/api/releases/host/switch', OPERATOR, { version: '2.0.0-react18' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('react');
    expect((await registry()).host).toBe('1.0.0-host');
  });

  test('an unknown version is a 404 and a stale expectedRevision a 409, both without a change', async () => {
    await call('POST', '/api/releases/catalog/versions', CATALOG_TEAM, { version: '2.0.0-good', activate: false });
    const rev = await revision();
    expect((await call('POST', '/api/releases/catalog/switch', CATALOG_TEAM, { version: '0.0.0-never' })).statusCode).toBe(404);
    const stale = await call('POST', '/api/releases/catalog/switch', CATALOG_TEAM, { version: '2.0.0-good', expectedRevision: rev - 1 });
    expect(stale.statusCode).toBe(409);
    expect(await revision()).toBe(rev);
    expect((await call('POST', '/api/releases/catalog/switch', CATALOG_TEAM, { version: 'no spaces allowed' })).statusCode).toBe(400);
  });

  test('two concurrent switches of one app are serialised: both are recorded, neither is lost', async () => {
    await call('POST', '/api/releases/catalog/versions', CATALOG_TEAM, { version: '3.0.0-good', activate: false });
    const rev = await revision();
    const [a, b] = await Promise.all([
      call('POST', '/api/releases/catalog/switch', CATALOG_TEAM, { version: '2.0.0-good' }),
      call('POST', '/api/releases/catalog/switch', OPERATOR, { version: '3.0.0-good' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(new Set([a.json().revision, b.json().revision])).toEqual(new Set([rev + 1, rev + 2]));
    const history = (await call('GET', '/api/releases/catalog', OPERATOR)).json().history.slice(-2).map((h: { version: string }) => h.version);
    expect(history.sort()).toEqual(['2.0.0-good', '3.0.0-good']);
    const last = a.json().revision > b.json().revision ? '2.0.0-good' : '3.0.0-good';
    expect((await registry()).remotes.catalog.version).toBe(last);
  });

  test('a rollback goes back to the previous version, or to a named one, and the audit trail says who and why', async () => {
    const current = (await registry()).remotes.catalog.version;
    const back = await call('POST', '/api/releases/catalog/rollback', OPERATOR, { message: 'zoekpagina geeft fouten' });
    expect(back.statusCode).toBe(200);
    expect(back.json().from).toBe(current);
    expect((await registry()).remotes.catalog.version).toBe(back.json().to);
    const named = await call('POST', '/api/releases/catalog/rollback', OPERATOR, { version: '1.0.0-good' });
    expect(named.json().to).toBe('1.0.0-good');
    expect((await registry()).remotes.catalog.version).toBe('1.0.0-good');
    const trail = (await call('GET', '/api/releases/audit?App=catalog', CATALOG_TEAM)).json().items;
    expect(trail[1]).toMatchObject({ actor: 'operator', action: 'rollback', fromVersion: current, outcome: 'ok', reason: 'zoekpagina geeft fouten' });
    expect(trail.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['publish', 'switch', 'rollback']));
    const status = (await call('GET', '/api/releases', CHECKOUT_TEAM)).json();
    expect(status.apps.find((a: { app: string }) => a.app === 'catalog').current.version).toBe('1.0.0-good');
    expect(status.audit[0]).toMatchObject({ app: 'catalog', action: 'rollback' });
  });

  test('an archive without a manifest, or that is not an archive, is a 400 and nothing is written', async () => {
    const empty = fs.mkdtempSync(path.join(uploads, 'empty-'));
    fs.writeFileSync(path.join(empty, 'readme.txt'), 'geen build');
    for (const payload of [await archiveOf(empty), Buffer.from('dit is geen archief')]) {
      const res = await app.inject({
        method: 'POST',
        url: '/release/api/releases/catalog/archive?version=10.0.0-bad',
        headers: { ...auth(CATALOG_TEAM), 'content-type': 'application/gzip' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('Validation');
    }
    expect(fs.existsSync(path.join(dist, 'mf-catalog/10.0.0-bad'))).toBe(false);
    expect(fs.readdirSync(path.join(dist, 'mf-catalog')).filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });

  test('the release API is in its OpenAPI document', async () => {
    const doc = (await app.inject('/release/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/releases', '/api/releases/{app}/versions', '/api/releases/{app}/archive', '/api/releases/{app}/switch', '/api/releases/{app}/rollback', '/api/releases/audit', '/api/release-tokens']),
    );
  });
});

describe('the release CLI against the API (what a pipeline and the operator run)', () => {
  /** Runs `pnpm release …` (scripts/release.mjs) with the API's address and a token. */
  const cli = (token: string, ...args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(env.repoRoot, 'scripts/release.mjs'), ...args],
        { env: { ...process.env, RELEASE_URL: `${origin}/release`, RELEASE_TOKEN: token, DIST_DIR: dist } },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: `${stdout}${stderr}` }),
      );
    });

  test('publish uploads the version folder, rollback goes back, status and audit show it', async () => {
    writeVersion(dist, 'catalog', '11.0.0-cli');
    const published = await cli(CATALOG_TEAM, 'publish', 'catalog', '11.0.0-cli', '--message', 'via de pijplijn');
    expect(published).toMatchObject({ code: 0 });
    expect(published.out).toContain('→ 11.0.0-cli');
    expect((await registry()).remotes.catalog.version).toBe('11.0.0-cli');
    const status = await cli(CHECKOUT_TEAM, 'status');
    expect(status.out).toMatch(/catalog\s+11\.0\.0-cli/);
    expect((await cli(CATALOG_TEAM, 'rollback', 'catalog')).code).toBe(0);
    expect((await registry()).remotes.catalog.version).not.toBe('11.0.0-cli');
    const audit = await cli(OPERATOR, 'audit', 'catalog');
    expect(audit.out).toContain('via de pijplijn');
  });

  test("a team's token refused for another app makes the command fail with the reason", async () => {
    const refused = await cli(CATALOG_TEAM, 'rollback', 'checkout');
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('403');
  });
});

test('without the release API the registry file keeps working as before', async () => {
  const source = fileRegistrySource(path.join(dist, 'remotes.json'));
  expect((await source.read())?.registry.catalog?.current).toBe('1.0.0-good');
});
