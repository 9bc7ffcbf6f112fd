// The host's one auth client, built from the runtime config once it is known (bootstrap).
import type { UserManager } from 'oidc-client-ts';
import { basketStore, getRuntimeConfig, resetDiscounts, runSessionResets } from '@kraanvogel/shared';
import { queryClient } from '@/lib/query-client';
import { createAuthClient, type AuthClient, type UserManagerLike } from './auth-client';
import { adoptEarlierAuthKeys, OIDC_STORE_PREFIX, OIDC_USER_KEY_PREFIX } from './session-storage';
import { parseStoredUser } from './stored-user';

type OidcLibrary = typeof import('oidc-client-ts');

let client: AuthClient | null = null;

const authorityOf = (origin: string) => new URL(getRuntimeConfig().oidc.authority, origin).href;

export function createUserManager(lib: OidcLibrary, origin = window.location.origin): UserManager {
  const { oidc } = getRuntimeConfig();
  // This tab's sessionStorage: the tokens are not kept on disk beyond the tab (see auth-client).
  const store = new lib.WebStorageStateStore({ store: window.sessionStorage, prefix: OIDC_STORE_PREFIX });
  return new lib.UserManager({
    authority: authorityOf(origin),
    client_id: oidc.clientId,
    redirect_uri: `${origin}/auth`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    // openid, profile, email, roles and the portal's own scope: the roles travel in the
    // ID token, which carries the user's claims; the access token is for the APIs.
    scope: oidc.scope,
    // The session ends with its token: no silent renewal.
    automaticSilentRenew: false,
    monitorSession: false,
    // A second tab gets the session from an open one over the tabs' channel. Logout clears it.
    userStore: store,
    stateStore: store,
  });
}

let library: Promise<OidcLibrary> | null = null;
/** oidc-client-ts, loaded once, when first needed (or ahead of a likely sign-in: loadOidcLibrary()). */
export function loadOidcLibrary(): Promise<OidcLibrary> {
  // A failed load (the network) is tried again next time.
  library ??= import(/* webpackChunkName: "oidc" */ 'oidc-client-ts').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/**
 * A UserManager that loads oidc-client-ts only when sign-in, its callback, logout or a session
 * shared by another tab needs it. Until then the stored user is read from the tab's
 * sessionStorage directly, under the key oidc-client-ts itself uses (`user:<authority>:<client>`):
 * a signed-in page load does without the library.
 */
export function lazyUserManager(origin = window.location.origin, storage: Storage = window.sessionStorage, load = loadOidcLibrary): UserManagerLike {
  adoptEarlierAuthKeys();
  const userKey = `${OIDC_USER_KEY_PREFIX}${authorityOf(origin)}:${getRuntimeConfig().oidc.clientId}`;
  let manager: Promise<{ lib: OidcLibrary; um: UserManager }> | null = null;
  const loaded = () =>
    (manager ??= load().then(
      (lib) => ({ lib, um: createUserManager(lib, origin) }),
      (error: unknown) => {
        manager = null;
        throw error;
      },
    ));
  return {
    async getUser() {
      if (manager) return (await loaded()).um.getUser();
      const text = storage.getItem(userKey);
      return text ? parseStoredUser(text) : null;
    },
    signinRedirect: async (args) => (await loaded()).um.signinRedirect(args),
    signinRedirectCallback: async (url) => (await loaded()).um.signinRedirectCallback(url),
    signoutRedirect: async (args) => (await loaded()).um.signoutRedirect(args),
    async removeUser() {
      if (manager) await (await loaded()).um.removeUser();
      else storage.removeItem(userKey);
    },
    async storeUser(user) {
      const { lib, um } = await loaded();
      await um.storeUser(lib.User.fromStorageString(user.toStorageString()));
    },
  };
}

export function setupAuth(): AuthClient {
  client?.dispose();
  client = createAuthClient({
    userManager: lazyUserManager(),
    clientId: getRuntimeConfig().oidc.clientId,
    postLogoutRedirectUri: `${window.location.origin}/login`,
    // Logout clears the baskets state (and with it the discounts and the cached server
    // data of the user), whichever app wrote them. The basket selection goes from the storage
    // this tab keeps it in (a punch-out session's tab: its own; otherwise the user's tabs').
    resetAppState: async () => {
      basketStore.getState().reset();
      basketStore.persist.clearStorage();
      resetDiscounts();
      await runSessionResets();
      queryClient.clear();
    },
    navigate: (url) => window.location.assign(url),
  });
  return client;
}

export function getAuthClient(): AuthClient {
  return client ?? setupAuth();
}
