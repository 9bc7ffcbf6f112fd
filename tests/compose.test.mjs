// docker-compose.yml cannot be started here (no Docker engine): it is checked against the
// Compose specification's JSON schema, and its topology against DESIGN.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const file = path.join(root, 'docker-compose.yml');
const compose = YAML.parse(fs.readFileSync(file, 'utf8'));

function validator() {
  const Ajv = require('ajv');
  const schemaFile = path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas/compose.schema.json');
  const ajv = new (Ajv.default ?? Ajv)({ allErrors: true, strict: false, validateSchema: false, validateFormats: false });
  const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));
  return (doc) => (validate(doc) ? [] : validate.errors);
}

test('docker-compose.yml is valid against the Compose specification', () => {
  expect(validator()(YAML.parse(fs.readFileSync(file, 'utf8'), { merge: true }))).toEqual([]);
});

test('the schema check does reject a broken compose file', () => {
  const broken = YAML.parse(fs.readFileSync(file, 'utf8'), { merge: true });
  broken.services.api.healthcheck.interval = 10;
  broken.services.postgres.restart_policy = 'always';
  expect(validator()(broken).length).toBeGreaterThan(0);
});

test('dclint finds no errors in the compose file', () => {
  const bin = path.join(path.dirname(require.resolve('dclint/package.json')), 'bin/dclint.cjs');
  const run = () => execFileSync(process.execPath, [fs.existsSync(bin) ? bin : require.resolve('dclint'), file, '--max-warnings', '-1'], { encoding: 'utf8' });
  expect(run).not.toThrow();
});

test('the topology is a static server per app, the api, PostgreSQL and Keycloak', () => {
  const services = Object.keys(compose.services).sort();
  expect(services).toEqual(['api', 'gateway', 'host', 'keycloak', 'mf-account', 'mf-admin', 'mf-catalog', 'mf-checkout', 'mf-content', 'mailpit', 'postgres'].sort());
  expect(compose.services.api.environment.SMTP_URL).toBe('smtp://mailpit:1025');
  for (const app of ['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content', 'mf-admin']) {
    const volumes = YAML.parse(fs.readFileSync(file, 'utf8'), { merge: true }).services[app].volumes;
    expect(volumes).toContain(`./dist/${app}:/usr/share/nginx/html/${app}:ro`);
  }
  expect(compose.services.api.environment.DATABASE_URL).toMatch(/@postgres:5432\//);
  expect(compose.services.api.environment.API_MODULES).not.toContain('idp');
});

test("teams release through the api's release API: it writes the folders the static servers serve", () => {
  const api = compose.services.api;
  expect(api.environment.API_MODULES.split(',')).toContain('release');
  expect(api.volumes).toContain(`./dist:${api.environment.DIST_DIR}`);
  const pipeline = path.join(root, 'deploy/pipeline/publish-remote.sh');
  expect(fs.statSync(pipeline).mode & 0o111).not.toBe(0);
  expect(fs.readFileSync(pipeline, 'utf8')).toContain('pnpm release publish');
});

test('every file the compose file mounts or configures exists', () => {
  for (const c of Object.values(compose.configs)) expect(fs.existsSync(path.join(root, c.file))).toBe(true);
  const realm = JSON.parse(fs.readFileSync(path.join(root, 'deploy/keycloak/kraanvogel-realm.json'), 'utf8'));
  const client = realm.clients.find((c) => c.clientId === 'kraanvogel-shop');
  expect(client.publicClient).toBe(true);
  expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
  expect(realm.accessTokenLifespan).toBeLessThanOrEqual(1800);
});

test('the static servers send the build-time .gz files and the gateway gzips uncompressed answers', () => {
  const directives = (rel) =>
    fs
      .readFileSync(path.join(root, rel), 'utf8')
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean);
  const app = directives('deploy/nginx/static-app.conf');
  expect(app).toEqual(expect.arrayContaining(['gzip_static on;', 'gzip_vary on;']));
  const gateway = directives('deploy/nginx/gateway.conf');
  expect(gateway).toEqual(expect.arrayContaining(['gzip on;', 'gzip_proxied any;', 'gzip_vary on;']));
  expect(gateway.find((l) => l.startsWith('gzip_types'))).toMatch(/application\/javascript.*text\/css/);
});
