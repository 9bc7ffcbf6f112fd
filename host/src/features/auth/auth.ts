// The host's one auth client, built from the runtime config once it is known (bootstrap).
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { basketStore, BASKET_STORE_KEY, getRuntimeConfig, resetDiscounts, runSessionResets } from '@kraanvogel/shared';
import { queryClient } from '@/lib/query-client';
import { createAuthClient, type AuthClient } from './auth-client';
import { adoptEarlierAuthKeys, OIDC_STORE_PREFIX } from './session-storage';

let client: AuthClient | null = null;

export function createUserManager(origin = window.location.origin): UserManager {
  const { oidc } = getRuntimeConfig();
  adoptEarlierAuthKeys();
  // This tab's sessionStorage: the tokens are not kept on disk beyond the tab (see auth-client).
  const store = new WebStorageStateStore({ store: window.sessionStorage, prefix: OIDC_STORE_PREFIX });
  return new UserManager({
    authority: new URL(oidc.authority, origin).href,
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

export function setupAuth(): AuthClient {
  client?.dispose();
  client = createAuthClient({
    userManager: createUserManager(),
    clientId: getRuntimeConfig().oidc.clientId,
    postLogoutRedirectUri: `${window.location.origin}/login`,
    // Logout clears the baskets state (and with it the discounts and the cached server
    // data of the user), whichever app wrote them.
    resetAppState: async () => {
      basketStore.getState().reset();
      basketStore.persist.clearStorage();
      localStorage.removeItem(BASKET_STORE_KEY);
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
