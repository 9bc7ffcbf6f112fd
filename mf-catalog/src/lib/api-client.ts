// The catalog's one HTTP client for the product information and management APIs (SPEC §7):
// each API has its own base address from the runtime config; requests carry the bearer token.
import { authStore, getRuntimeConfig } from '@kraanvogel/shared';

export type ApiName = 'pim' | 'mgmt';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export function apiUrl(api: ApiName, path: string, query: Record<string, QueryValue> = {}): string {
  const base = getRuntimeConfig().api[api].replace(/\/+$/, '');
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `${base}${path}${s ? `?${s}` : ''}`;
}

/** Refuses a call before sending when a required parameter is missing (SPEC §5). */
export function requireParam<T>(value: T | null | undefined, param: string, call: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Required parameter ${param} was null or undefined when calling ${call}.`);
  }
  return value;
}

export async function apiGet<T>(api: ApiName, path: string, query?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T> {
  const token = authStore.getState().token;
  const res = await fetch(apiUrl(api, path, query), {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!res.ok) {
    let message = res.statusText || `HTTP ${res.status}`;
    try {
      const body = (await res.json()) as { error?: { message?: string } };
      if (body?.error?.message) message = body.error.message;
    } catch {
      // no JSON error envelope
    }
    throw new ApiError(res.status, message);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** ABP answers lists as `{items}` or as a bare array; the catalog reads both. */
export function itemsOf<T>(body: T[] | { items?: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body?.items ?? [];
}
