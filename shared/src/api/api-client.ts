// The one way the shop calls its APIs: each API's own base address from the runtime
// config, the signed-in user's bearer token, JSON both ways. A required path or query
// parameter that is null or undefined is refused before anything is sent. A status
// other than the expected one is an ApiError with the server's error envelope.
import { authStore } from '../auth/auth-store';
import { defaultRuntimeConfig, getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { ApiError } from '../basket/mgmt-request';
import { sharedTexts } from '../texts';

export type ApiName = keyof RuntimeConfig['api'];
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

export interface ApiCallOptions {
  query?: ApiQuery;
  body?: unknown;
  /** A file sent as it is (an upload), with its content type, instead of a JSON body. */
  file?: { data: Blob; type: string };
  signal?: AbortSignal;
  /** Only this status counts as success (default: any 2xx). */
  expectStatus?: number;
  /** 'blob' for file downloads (PDF, Excel); 'none' when the answer has no body. */
  responseType?: 'json' | 'blob' | 'none';
}

/** Thrown before sending when a required parameter is null or undefined. */
export class RequiredParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly call: string,
  ) {
    super(sharedTexts.requiredParameter(parameter, call));
    this.name = 'RequiredParameterError';
  }
}

export function requireParameter<T>(value: T | null | undefined, parameter: string, call: string): T {
  if (value === null || value === undefined) throw new RequiredParameterError(parameter, call);
  return value;
}

/** A path segment from a required parameter, refused when missing, URL-encoded otherwise. */
export function pathParameter(value: string | number | null | undefined, parameter: string, call: string): string {
  return encodeURIComponent(String(requireParameter(value, parameter, call)));
}

export function apiBase(api: ApiName): string {
  const base = getRuntimeConfig().api[api] || defaultRuntimeConfig.api[api];
  return base.replace(/\/+$/, '');
}

export async function apiCall<T>(api: ApiName, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, o: ApiCallOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== null && v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  const headers: Record<string, string> = { Accept: o.responseType === 'blob' ? '*/*' : 'application/json' };
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  if (o.file) headers['Content-Type'] = o.file.type;
  const res = await fetch(`${apiBase(api)}${path}${qs ? `?${qs}` : ''}`, {
    method,
    headers,
    body: o.file ? o.file.data : o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal,
  });
  // The token this call carried is refused: the session has ended on the server's side.
  if (res.status === 401 && token && authStore.getState().token === token) authStore.getState().markRejected();
  const ok = o.expectStatus ? res.status === o.expectStatus : res.ok;
  if (ok && o.responseType === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!ok) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message ?? `${method} ${path}: ${res.status}`;
    throw new ApiError(res.status, message, body);
  }
  return (o.responseType === 'none' ? undefined : body) as T;
}
