import { moveStorageKeys, storageKey } from './storage-keys';

beforeEach(() => localStorage.clear());

test('a key is the shop prefix and a kebab-case name', () => {
  expect(storageKey('price-mode')).toBe('kraanvogel:price-mode');
  expect(() => storageKey('priceMode')).toThrow(/kebab-case/);
  expect(() => storageKey('kraanvogel.auth')).toThrow(/kebab-case/);
});

test('a setting saved under an earlier key is kept under the new one, once', () => {
  localStorage.setItem('kraanvogel-price-mode', '{"state":{"grossOnly":{"u1":true}}}');
  moveStorageKeys(localStorage, 'kraanvogel-price-mode', storageKey('price-mode'));
  expect(localStorage.getItem('kraanvogel:price-mode')).toBe('{"state":{"grossOnly":{"u1":true}}}');
  expect(localStorage.getItem('kraanvogel-price-mode')).toBeNull();
  moveStorageKeys(localStorage, 'kraanvogel-price-mode', storageKey('price-mode'));
  expect(localStorage.getItem('kraanvogel:price-mode')).toBe('{"state":{"grossOnly":{"u1":true}}}');
});

test('every key under an earlier prefix moves, and a newer value is not overwritten', () => {
  localStorage.setItem('kraanvogel.oidc.user:a', 'oud-a');
  localStorage.setItem('kraanvogel.oidc.state:b', 'oud-b');
  localStorage.setItem('kraanvogel:oidc:user:a', 'nieuw-a');
  localStorage.setItem('anders', 'blijft');
  moveStorageKeys(localStorage, 'kraanvogel.oidc.', 'kraanvogel:oidc:', true);
  expect(localStorage.getItem('kraanvogel:oidc:user:a')).toBe('nieuw-a');
  expect(localStorage.getItem('kraanvogel:oidc:state:b')).toBe('oud-b');
  expect(localStorage.getItem('kraanvogel.oidc.user:a')).toBeNull();
  expect(localStorage.getItem('anders')).toBe('blijft');
});
