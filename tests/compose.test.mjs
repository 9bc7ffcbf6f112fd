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
  expect(services).toEqual(['api', 'gateway', 'host', 'keycloak', 'mf-account', 'mf-catalog', 'mf-checkout', 'mf-content', 'postgres'].sort());
  for (const app of ['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content']) {
    const volumes = YAML.parse(fs.readFileSync(file, 'utf8'), { merge: true }).services[app].volumes;
    expect(volumes).toContain(`./dist/${app}:/usr/share/nginx/html/${app}:ro`);
  }
  expect(compose.services.api.environment.DATABASE_URL).toMatch(/@postgres:5432\//);
  expect(compose.services.api.environment.API_MODULES).not.toContain('idp');
});

test('every file the compose file mounts or configures exists', () => {
  for (const c of Object.values(compose.configs)) expect(fs.existsSync(path.join(root, c.file))).toBe(true);
  const realm = JSON.parse(fs.readFileSync(path.join(root, 'deploy/keycloak/kraanvogel-realm.json'), 'utf8'));
  const client = realm.clients.find((c) => c.clientId === 'kraanvogel-shop');
  expect(client.publicClient).toBe(true);
  expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
  expect(realm.accessTokenLifespan).toBeLessThanOrEqual(1800);
});
