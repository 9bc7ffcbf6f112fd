import * as oidc from 'oidc-client-ts';
import { setRuntimeConfig } from '@kraanvogel/shared';
import { createUserManager, lazyUserManager } from './auth';
import { parseStoredUser } from './stored-user';

const ORIGIN = 'http://localhost';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function oidcUser(expiresAt: number) {
  return new oidc.User({
    access_token: 'at-123',
    id_token: 'idt-456',
    token_type: 'Bearer',
    scope: 'openid profile',
    profile: { sub: 'u1', iss: `${ORIGIN}/idp`, aud: 'kraanvogel-shop', exp: expiresAt, iat: expiresAt - 1800, name: 'Jan de Vries' },
    expires_at: expiresAt,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setRuntimeConfig({ oidc: { authority: '/idp', clientId: 'kraanvogel-shop', scope: 'openid profile', productKey: 'kraanvogel' } });
});

describe('the lazy user manager', () => {
  it('reads the user oidc-client-ts stored, without loading the library', async () => {
    await createUserManager(oidc, ORIGIN).storeUser(oidcUser(inAnHour()));
    const load = jest.fn(async () => oidc);
    const user = await lazyUserManager(ORIGIN, sessionStorage, load).getUser();
    expect(load).not.toHaveBeenCalled();
    expect(user).toMatchObject({ access_token: 'at-123', id_token: 'idt-456', expired: false });
    expect(user?.profile.name).toBe('Jan de Vries');
  });

  it('says an expired stored user is expired, as oidc-client-ts does', async () => {
    await createUserManager(oidc, ORIGIN).storeUser(oidcUser(Math.floor(Date.now() / 1000) - 5));
    const user = await lazyUserManager(ORIGIN, sessionStorage, jest.fn()).getUser();
    expect(user?.expired).toBe(true);
  });

  it('has no user when none is stored, and removes a stored one without the library', async () => {
    const load = jest.fn(async () => oidc);
    const um = lazyUserManager(ORIGIN, sessionStorage, load);
    expect(await um.getUser()).toBeNull();
    await createUserManager(oidc, ORIGIN).storeUser(oidcUser(inAnHour()));
    await um.removeUser();
    expect(await createUserManager(oidc, ORIGIN).getUser()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the library once for a session another tab shares, and stores it where oidc-client-ts finds it', async () => {
    const load = jest.fn(async () => oidc);
    const um = lazyUserManager(ORIGIN, sessionStorage, load);
    const shared = parseStoredUser(oidcUser(inAnHour()).toStorageString());
    await um.storeUser(shared);
    await um.getUser();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await createUserManager(oidc, ORIGIN).getUser())?.access_token).toBe('at-123');
  });

  it('tries loading the library again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(oidc);
    const um = lazyUserManager(ORIGIN, sessionStorage, load);
    await expect(um.storeUser(parseStoredUser(oidcUser(inAnHour()).toStorageString()))).rejects.toThrow('offline');
    await um.storeUser(parseStoredUser(oidcUser(inAnHour()).toStorageString()));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a stored user entry', () => {
  it('that is not a user is refused', () => {
    expect(() => parseStoredUser('{"profile":{}}')).toThrow('De opgeslagen sessie is onleesbaar');
    expect(() => parseStoredUser('null')).toThrow();
    expect(() => parseStoredUser('{niet')).toThrow();
  });
});
