import { createTestApp, users, PASSWORD, type TestApp, pkce, authorizeUrl, HOST, CookieJar } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('a demo user signs in through the login page and gets tokens', async () => {
  const tokens = await t.login(users.main);
  expect(tokens.access_token.split('.')).toHaveLength(3);
  expect(tokens.refresh_token).toBeTruthy();
  expect(tokens.expires_in).toBeLessThanOrEqual(1800);
});
