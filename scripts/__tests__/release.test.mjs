// The release tool as an operator uses it: publish, roll back one remote, refuse a broken or
// incompatible build, and never lose a registry write when two releases run at once.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kraanvogel-dist-'));
process.env.DIST_DIR = dist;
process.env.REGISTRY_FILE = path.join(dist, 'remotes.json');
const { release, rollback } = await import('../release.mjs');
const { readRegistry, updateRegistry, switchTo } = await import('../lib/registry.mjs');

const shared = (name, version, requiredVersion = `^${version}`) => ({ id: `x:${name}`, name, version, requiredVersion, singleton: true, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } });

function fakeBuild(folder, name, version, { react = '19.3.1', entry = true, exposesRoutes = true, federation = '2.9.2', alsoShared = [] } = {}) {
  const dir = path.join(dist, folder, version);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, pluginVersion: federation },
    shared: [shared('react', react), shared('@kraanvogel/shared', '0.1.0'), ...alsoShared.map((n) => shared(n, '1.0.0'))],
    remotes: [],
    exposes: exposesRoutes ? [{ id: `${name}:routes`, name: 'routes', path: './routes', assets: { js: { sync: ['routes.1234abcd.js'], async: [] }, css: { sync: [], async: [] } } }] : [],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'routes.1234abcd.js'), '/* routes */');
  if (entry) fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
  if (folder === 'host') {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(dir, 'main.js'), '/* main */');
  }
}

beforeAll(async () => {
  fakeBuild('host', 'host', '1.0.0-aaaa');
  await release('host', '1.0.0-aaaa', { silent: true });
});

test('publishing a remote points the registry at it and keeps its history', async () => {
  fakeBuild('mf-catalog', 'catalog', '1.0.0-c1');
  fakeBuild('mf-catalog', 'catalog', '1.1.0-c2');
  await release('catalog', '1.0.0-c1', { silent: true });
  await release('catalog', '1.1.0-c2', { silent: true });
  const reg = readRegistry();
  expect(reg.catalog.current).toBe('1.1.0-c2');
  expect(reg.catalog.history.map((h) => h.version)).toEqual(['1.0.0-c1', '1.1.0-c2']);
});

test('a rollback switches one remote back and leaves the others alone', async () => {
  fakeBuild('mf-content', 'content', '2.0.0-n1');
  await release('content', '2.0.0-n1', { silent: true });
  await rollback('catalog');
  const reg = readRegistry();
  expect(reg.catalog.current).toBe('1.0.0-c1');
  expect(reg.content.current).toBe('2.0.0-n1');
  expect(reg.host.current).toBe('1.0.0-aaaa');
});

test('the back office (admin) releases and rolls back alone, into its own version folder', async () => {
  fakeBuild('mf-admin', 'admin', '1.0.0-b1');
  fakeBuild('mf-admin', 'admin', '1.1.0-b2');
  await release('admin', '1.0.0-b1', { silent: true });
  const before = readRegistry();
  await release('admin', '1.1.0-b2', { silent: true });
  await rollback('admin');
  const reg = readRegistry();
  expect(reg.admin.current).toBe('1.0.0-b1');
  expect(reg.admin.history.map((h) => h.version)).toEqual(['1.0.0-b1', '1.1.0-b2']);
  expect(fs.existsSync(path.join(dist, 'mf-admin', '1.1.0-b2', 'remoteEntry.js'))).toBe(true);
  for (const app of ['host', 'catalog', 'content']) expect(reg[app]).toEqual(before[app]);
});

test('a build without its remote entry is refused and the registry is unchanged', async () => {
  fakeBuild('mf-checkout', 'checkout', '1.0.0-ok');
  await release('checkout', '1.0.0-ok', { silent: true });
  fakeBuild('mf-checkout', 'checkout', '1.0.1-broken', { entry: false });
  await expect(release('checkout', '1.0.1-broken')).rejects.toThrow(/remoteEntry ontbreekt/);
  expect(readRegistry().checkout.current).toBe('1.0.0-ok');
});

test('a remote whose shared React does not fit the host is refused', async () => {
  fakeBuild('mf-account', 'account', '9.0.0-react20', { react: '20.0.0' });
  await expect(release('account', '9.0.0-react20')).rejects.toThrow(/react: de host levert 19.3.1/);
  expect(readRegistry().account).toBeUndefined();
});

test('a remote built with another Module Federation version than the host is refused', async () => {
  fakeBuild('mf-account', 'account', '3.0.0-mf3', { federation: '3.0.0' });
  await expect(release('account', '3.0.0-mf3')).rejects.toThrow(/Module Federation: de host draait 2\.9\.2, account is gebouwd met 3\.0\.0/);
  expect(readRegistry().account?.current).not.toBe('3.0.0-mf3');
});

test('a remote that brings no copy of a shared package the host does not provide is refused', async () => {
  fakeBuild('mf-account', 'account', '3.0.1-nocopy', { alsoShared: ['zustand'] });
  await expect(release('account', '3.0.1-nocopy')).rejects.toThrow(/zustand: account brengt geen eigen kopie mee en de host levert het niet/);
  expect(readRegistry().account?.current).not.toBe('3.0.1-nocopy');
});

test('two releases at the same time both land in the registry', async () => {
  const file = path.join(dist, 'concurrent.json');
  const script = (app) => `
    const { updateRegistry, switchTo } = await import(${JSON.stringify(path.join(scripts, 'lib/registry.mjs'))});
    for (let i = 0; i < 20; i++) await updateRegistry((r) => switchTo(r, '${app}', 'v' + i), ${JSON.stringify(file)});`;
  await Promise.all(['a', 'b', 'c'].map((app) => run(process.execPath, ['--input-type=module', '-e', script(app)])));
  const reg = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const app of ['a', 'b', 'c']) {
    expect(reg[app].current).toBe('v19');
    expect(reg[app].history).toHaveLength(20);
  }
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
});

test('a lock left by a crashed release is taken over', async () => {
  const file = path.join(dist, 'stale.json');
  fs.writeFileSync(`${file}.lock`, '999999');
  await updateRegistry((r) => switchTo(r, 'host', 'x'), file);
  expect(JSON.parse(fs.readFileSync(file, 'utf8')).host.current).toBe('x');
});
