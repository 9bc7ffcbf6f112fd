// The release API, the one the release CLI uses (docs/releases.md), called with the
// administrator's own access token (the API takes it when he has the operator right) or with an
// operator's deploy token that he gives on the releases screen; that token stays in this tab
// (sessionStorage) and goes to the release API only. Not through shared/'s HTTP core: a 401 or
// 403 of the release API must not end his shop session.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { ApiError, getRuntimeConfig, registerSessionReset, storageKey } from '@kraanvogel/shared';
import type { ReleaseAuditEntry, ReleaseStatus, ReleaseSwitchResult } from '@/lib/release-types';
import { texts } from '@/texts';

const TOKEN_KEY = storageKey('release-token');

interface TokenState {
  token: string | null;
  setToken: (token: string | null) => void;
}

export const useReleaseToken = create<TokenState>((set) => ({
  token: typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_KEY),
  setToken: (token) => {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
    set({ token });
  },
}));

// The token is the administrator's, for this session: logout forgets it.
registerSessionReset('release-token', () => useReleaseToken.getState().setToken(null));

/** The release API's base: the runtime config names it (`api.release`, as the server writes /config.json). */
function releaseBase(): string {
  const base = (getRuntimeConfig().api as { release?: string }).release ?? '/release';
  return base.replace(/\/+$/, '');
}

export async function releaseCall<T>(token: string, method: 'GET' | 'POST', path: string, o: { query?: Record<string, string | number | undefined>; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const url = `${releaseBase()}${path}${params.size ? `?${params}` : ''}`;
  const res = await fetch(url, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(o.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal,
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const message = res.status === 404 && !body ? texts.releases.notMounted : ((body as { error?: { message?: string } } | undefined)?.error?.message ?? `${method} ${url}: ${res.status}`);
    throw new ApiError(res.status, message, body);
  }
  return body as T;
}

export const releaseKeys = {
  all: ['admin', 'releases'] as const,
  status: (token: string) => ['admin', 'releases', 'status', token] as const,
  audit: (token: string, app: string, page: number, size: number) => ['admin', 'releases', 'audit', token, app, page, size] as const,
};

export const useReleaseStatus = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: releaseKeys.status(token),
      queryFn: ({ signal }) => releaseCall<ReleaseStatus>(token, 'GET', '/api/releases', { signal }),
      enabled: token !== '',
      retry: false,
      staleTime: 0,
    }),
  );

export const useReleaseAudit = (token: string, app: string, page: number, pageSize: number) =>
  useQuery(
    queryOptions({
      queryKey: releaseKeys.audit(token, app, page, pageSize),
      queryFn: ({ signal }) =>
        releaseCall<{ totalCount: number; items: ReleaseAuditEntry[] }>(token, 'GET', '/api/releases/audit', {
          signal,
          query: { App: app || undefined, SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize },
        }),
      placeholderData: keepPreviousData,
      retry: false,
      staleTime: 0,
    }),
  );

export interface RollbackInput {
  app: string;
  version: string;
  expectedRevision: number;
  message: string;
}

export function useRollback(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ app, ...body }: RollbackInput) => releaseCall<ReleaseSwitchResult>(token, 'POST', `/api/releases/${encodeURIComponent(app)}/rollback`, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
