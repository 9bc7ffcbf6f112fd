// The one auth store of the shop. The host writes it (sign-in, renewal, logout); every remote
// reads it. It lives here, in shared/, so that Module Federation gives all apps the same instance.
import { createStore, useStore } from 'zustand';
import { parseRoles } from './roles';

export interface AuthUser {
  sub: string;
  name: string;
  email?: string;
  customerNumber?: string;
  customerName?: string;
  /**
   * Set when a procurement system sent the buyer (punch-out): the session named by the token's
   * `punchout` claim. The shop then transfers baskets instead of ordering them.
   */
  punchoutSession?: string;
}

/** The customer (organization) the signed-in user belongs to; every API call is scoped to it. */
export interface AuthCustomer {
  number: string;
  name?: string;
}

/**
 * 'unknown' until the host has read the stored session at start; then 'authenticated' or
 * 'anonymous'. Remotes that render before the host has decided can wait for it.
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface AuthSession {
  /** Bearer access token for the APIs. */
  token: string;
  /** Epoch milliseconds at which the session ends (automatic logout), or null if unknown. */
  expiresAt: number | null;
  user: AuthUser;
  /** The identity's `role` claim: a string or a list. */
  role: unknown;
  /** ID token, used as id_token_hint at the provider's end-session endpoint. */
  idToken?: string | null;
}

export interface AuthState {
  status: AuthStatus;
  authenticated: boolean;
  token: string | null;
  expiresAt: number | null;
  user: AuthUser | null;
  /** From the user's customer number and name; null for a user without a customer (admin). */
  customer: AuthCustomer | null;
  roles: string[];
  idToken: string | null;
  errors: string[];
  /**
   * An API refused the session's token (401): the session was ended elsewhere (the user was
   * removed from his team, signed out everywhere, or the token ran out). The host logs out.
   */
  rejected: boolean;
  signIn: (session: AuthSession) => void;
  signOut: () => void;
  /** The host found no (valid) session at start. */
  markAnonymous: () => void;
  addError: (message: string) => void;
  /** Called by the API client when the signed-in user's token is refused. */
  markRejected: () => void;
}

const initial = {
  status: 'unknown' as AuthStatus,
  authenticated: false,
  token: null,
  expiresAt: null,
  user: null,
  customer: null as AuthCustomer | null,
  roles: [] as string[],
  idToken: null,
  errors: [] as string[],
  rejected: false,
};

export const authStore = createStore<AuthState>()((set) => ({
  ...initial,
  signIn: ({ token, expiresAt, user, role, idToken = null }) =>
    set({
      status: 'authenticated',
      authenticated: true,
      token,
      expiresAt,
      user,
      customer: user.customerNumber ? { number: user.customerNumber, ...(user.customerName ? { name: user.customerName } : {}) } : null,
      roles: parseRoles(role),
      idToken,
      errors: [],
      rejected: false,
    }),
  signOut: () => set({ ...initial, status: 'anonymous' }),
  markAnonymous: () => set({ ...initial, status: 'anonymous' }),
  addError: (message) => set((s) => ({ errors: [...s.errors, message] })),
  markRejected: () => set((s) => (s.authenticated ? { rejected: true } : {})),
}));

/** Whether the signed-in buyer is in a punch-out session (from the token's claim). */
export function useIsPunchout(): boolean {
  return useStore(authStore, (s) => !!s.user?.punchoutSession);
}

export function useAuth<T>(selector: (s: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** The bearer token for an API call, or null when nobody is signed in. */
export function getAccessToken(): string | null {
  return authStore.getState().token;
}
