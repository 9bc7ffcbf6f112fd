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
}

export interface AuthState {
  authenticated: boolean;
  token: string | null;
  expiresAt: number | null;
  user: AuthUser | null;
  roles: string[];
  errors: string[];
  signIn: (session: { token: string; expiresAt: number | null; user: AuthUser; role: unknown }) => void;
  signOut: () => void;
  addError: (message: string) => void;
}

const initial = { authenticated: false, token: null, expiresAt: null, user: null, roles: [], errors: [] };

export const authStore = createStore<AuthState>()((set) => ({
  ...initial,
  signIn: ({ token, expiresAt, user, role }) =>
    set({ authenticated: true, token, expiresAt, user, roles: parseRoles(role), errors: [] }),
  signOut: () => set({ ...initial }),
  addError: (message) => set((s) => ({ errors: [...s.errors, message] })),
}));

export function useAuth<T>(selector: (s: AuthState) => T): T {
  return useStore(authStore, selector);
}
