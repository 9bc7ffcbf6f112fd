// Who the smoke check signs in as: the smoke user for the shop's apps, an administrator for the
// back office (which nobody else sees), and no check of the back office without one.
import { SMOKE_ROUTES, smokeUserFor, type SmokeConfig } from '../../src/modules/release/smoke.js';

const base: SmokeConfig = { shopUrl: 'http://localhost', user: 'medewerker@klant3.example.nl', password: 'a', chromiumPath: '/usr/bin/chromium' };

test('the back office is checked as the configured administrator, the other apps as the smoke user', () => {
  const config = { ...base, adminUser: 'beheer@kraanvogel.nl', adminPassword: 'b' };
  expect(smokeUserFor(config, 'admin')).toEqual({ user: 'beheer@kraanvogel.nl', password: 'b' });
  for (const app of ['host', 'catalog', 'checkout', 'account', 'content']) expect(smokeUserFor(config, app)).toEqual({ user: base.user, password: 'a' });
  expect(SMOKE_ROUTES.admin).toEqual(['/beheer', '/beheer/registraties']);
});

test('without an administrator the back office gets no smoke check', () => {
  expect(smokeUserFor(base, 'admin')).toBeNull();
  expect(smokeUserFor({ ...base, adminUser: 'beheer@kraanvogel.nl' }, 'admin')).toBeNull();
});
