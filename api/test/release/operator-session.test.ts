// The release API with an administrator's own sign-in: with the operator right (the demo
// administrator's role {product}_Operator) he is an operator on what runs where, the audit trail
// and a rollback, named by his login name; without it he gets a Dutch 403 there; a customer's
// user stays no one (401); no sign-in is taken on the other release routes (publishing, tokens).
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';
import { everyModule } from '../routes/fixtures.js';

const R = '/release/api';
const PLAIN_ADMIN = 'beheer-zonder-operator@kraanvogel.nl';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(everyModule());
  await t.db.query(
    `INSERT INTO users (id, customer_number, user_name, email, password_hash, name, surname, roles)
     SELECT 'u-admin-plain', NULL, $1, $1, password_hash, 'Beheer', 'Zonder', '{kraanvogel_Admin}' FROM users WHERE user_name = $2`,
    [PLAIN_ADMIN, users.admin],
  );
});
afterAll(async () => t?.close());

const call = async (method: 'GET' | 'POST', url: string, user: string, payload?: object) =>
  t.inject({ method, url, headers: { host: HOST, ...(await t.bearer(user)) }, ...(payload ? { payload } : {}) });

test('an administrator with the operator right sees what runs where and the audit trail, and reaches the rollback', async () => {
  const status = await call('GET', `${R}/releases`, users.admin);
  expect(status.statusCode).toBe(200);
  expect(status.json().apps.map((a: { app: string }) => a.app)).toContain('catalog');
  expect((await call('GET', `${R}/releases/audit?MaxResultCount=5`, users.admin)).statusCode).toBe(200);
  // Let through to the release service, which answers as it answers an operator's token.
  const rollback = await call('POST', `${R}/releases/catalog/rollback`, users.admin, {});
  expect(rollback.statusCode).toBe(409);
  expect(rollback.json().error.message).toBe('catalog heeft geen eerdere versie om naar terug te gaan.');
});

test('his sign-in is no token on the other release routes', async () => {
  expect((await call('GET', `${R}/release-tokens`, users.admin)).statusCode).toBe(401);
  expect((await call('GET', `${R}/releases/catalog`, users.admin)).statusCode).toBe(401);
  expect((await call('POST', `${R}/releases/catalog/switch`, users.admin, { version: '0.1.0-x' })).statusCode).toBe(401);
});

test('an administrator without the operator right gets a Dutch 403; a customer’s user a 401', async () => {
  for (const [method, url, body] of [
    ['GET', `${R}/releases`, undefined],
    ['GET', `${R}/releases/audit`, undefined],
    ['POST', `${R}/releases/catalog/rollback`, {}],
  ] as const) {
    const refused = await call(method, url, PLAIN_ADMIN, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/zonder operatorrecht/);
    expect((await call(method, url, users.main, body)).statusCode).toBe(401);
  }
});
