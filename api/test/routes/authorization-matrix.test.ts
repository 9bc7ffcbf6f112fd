// Every route × every kind of caller answers as the route's declared access level implies (with
// the matrix's data-specific exceptions, see authorization-matrix.ts); a route without a row
// there fails. Prints what it covered.
import type { Access } from '../../src/plugins/access.js';
import { AUTHORIZATION_MATRIX, expectedAnswers, MATRIX_EXEMPT, type Caller } from './authorization-matrix.js';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';
import { concreteRequest, everyModule, prepareFixtures, type FixtureContext } from './fixtures.js';

const CALLERS: Record<Caller, string | null> = {
  none: null,
  other: users.otherMain,
  warehouse: users.warehouse,
  employee: users.employee,
  main: users.main,
  admin: users.admin,
};

let t: TestApp;
let ctx: FixtureContext;
beforeAll(async () => {
  t = await createTestApp(everyModule());
  ctx = await prepareFixtures(t);
  for (const user of Object.values(CALLERS)) if (user) await t.login(user);
}, 60_000);
afterAll(async () => t?.close());

function declaredAccess(): Map<string, Access> {
  return new Map(t.app.routeList.filter((r) => !(r.url in MATRIX_EXEMPT)).map((r) => [`${r.method} ${r.url}`, r.access]));
}
const routeKeys = () => [...declaredAccess().keys()];

test('every route has a row in the authorization matrix', () => {
  const missing = routeKeys().filter((key) => !(key in AUTHORIZATION_MATRIX));
  expect(missing).toEqual([]);
  // And every row names a route that exists.
  const known = new Set(routeKeys());
  expect(Object.keys(AUTHORIZATION_MATRIX).filter((key) => !known.has(key))).toEqual([]);
});

test('every route answers every kind of caller as the matrix says', async () => {
  const mismatches: string[] = [];
  let calls = 0;
  const access = declaredAccess();
  for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    const [method, route] = key.split(' ') as [string, string];
    const expected = expectedAnswers(access.get(key)!, row);
    for (const [caller, user] of Object.entries(CALLERS) as [Caller, string | null][]) {
      const req = await concreteRequest(method, route, row.request, ctx);
      const headers: Record<string, string> = { host: HOST, ...(user ? await t.bearer(user) : {}) };
      const res = await t.inject({ method: method as 'GET', url: req.url, headers, ...(req.body !== undefined ? { payload: req.body as object } : {}) });
      calls++;
      if (res.statusCode !== expected[caller]) mismatches.push(`${key} (${access.get(key)}) as ${caller}: ${res.statusCode}, expected ${expected[caller]} (${res.body.slice(0, 160)})`);
    }
  }
  console.log(`authorization matrix: ${Object.keys(AUTHORIZATION_MATRIX).length} routes × ${Object.keys(CALLERS).length} callers = ${calls} calls`);
  expect(mismatches).toEqual([]);
}, 240_000);
