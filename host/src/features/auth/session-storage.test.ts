import { adoptEarlierAuthKeys, AUTH_STRATEGY_KEY, OIDC_USER_KEY_PREFIX } from './session-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('a session kept under the keys of an earlier version stays signed in under today\'s keys', () => {
  localStorage.setItem('kraanvogel.auth.strategy', 'oidc');
  sessionStorage.setItem('kraanvogel.oidc.user:http://localhost/idp:kraanvogel-shop', '{"access_token":"t"}');
  adoptEarlierAuthKeys();
  expect(AUTH_STRATEGY_KEY).toBe('kraanvogel:auth-strategy');
  expect(localStorage.getItem(AUTH_STRATEGY_KEY)).toBe('oidc');
  expect(sessionStorage.getItem(`${OIDC_USER_KEY_PREFIX}http://localhost/idp:kraanvogel-shop`)).toBe('{"access_token":"t"}');
  expect(Object.keys(sessionStorage)).toEqual(['kraanvogel:oidc:user:http://localhost/idp:kraanvogel-shop']);
  expect(Object.keys(localStorage)).toEqual(['kraanvogel:auth-strategy']);
});
