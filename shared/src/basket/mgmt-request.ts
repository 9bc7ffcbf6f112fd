// A call to the management API: its configured base address (SPEC §7), the bearer token of the
// signed-in user, JSON both ways. A status other than the expected one (any 2xx by default) is
// an ApiError carrying the status and the server's error envelope (PROTOCOLS.md §2).
import { authStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Only this status counts as success. */
  expectStatus?: number;
}

export async function mgmtRequest<T>(method: 'GET' | 'POST', path: string, o: RequestOptions = {}): Promise<T> {
  const base = getRuntimeConfig().api.mgmt.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(o.query ?? {})) if (v != null) params.set(k, String(v));
  const qs = params.toString();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal,
  });
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  const ok = o.expectStatus ? res.status === o.expectStatus : res.ok;
  if (!ok) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message ?? `${method} ${path}: ${res.status}`;
    throw new ApiError(res.status, message, body);
  }
  return body as T;
}
