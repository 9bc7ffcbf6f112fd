// The one HTTP core of the shop's clients (the typed pim, mgmt and erp client and the search
// client): the signed-in user's bearer token, JSON both ways, the query string from an object, and
// one error for every failed call, carrying the status and the server's error envelope (whose
// message the api writes in Dutch). A refused bearer token (401) ends the session on this side too.
// There is no time-out and no retry here: only the caller's AbortSignal cancels, and TanStack
// Query's retry policy (in the host's QueryClient) decides about repeating a failed query.
import { authStore } from '../auth/auth-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type HttpQuery = Record<string, string | number | boolean | null | undefined>;

export interface HttpOptions {
  /** Added to the URL's query string; null and undefined values are left out. */
  query?: HttpQuery;
  body?: unknown;
  /** Only the caller cancels: there is no time-out. */
  signal?: AbortSignal;
}

/** What the core sends: the address, the method, the headers the caller sets and an encoded body. */
export interface HttpSend {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Blob;
  signal?: AbortSignal | null;
  /** Only this status counts as success (default: any 2xx). */
  expectStatus?: number;
}

/** A failed call: the HTTP status, the server's message and its whole error envelope. */
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

function withQuery(url: string, query: HttpQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== null && v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one request with the bearer token (and Accept: application/json unless the caller asks
 * otherwise). Resolves with the response when its status is a success; otherwise throws ApiError
 * with the envelope's message, or "METHOD url: status" when the answer has none.
 */
export async function sendRequest(o: HttpSend): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...o.headers };
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(o.url, { method: o.method, headers, body: o.body, signal: o.signal ?? undefined });
  // The token this call carried is refused: the session has ended on the server's side.
  if (res.status === 401 && token && authStore.getState().token === token) authStore.getState().markRejected();
  const ok = o.expectStatus ? res.status === o.expectStatus : res.ok;
  if (ok) return res;
  const body = parseBody(await res.text());
  const message = (body as { error?: { message?: string } } | undefined)?.error?.message ?? `${o.method} ${o.url}: ${res.status}`;
  throw new ApiError(res.status, message, body);
}

/** A JSON call outside the typed clients (the search service, which has no OpenAPI paths). */
export async function httpRequest<T>(method: HttpMethod, url: string, o: HttpOptions = {}): Promise<T> {
  const res = await sendRequest({
    method,
    url: withQuery(url, o.query),
    headers: o.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal,
  });
  return parseBody(await res.text()) as T;
}
