// The one HTTP core of the shop's clients (the pim, mgmt and erp clients and the search client):
// the signed-in user's bearer token, JSON both ways, the query string from an object, and one
// error for every failed call, carrying the status and the server's error envelope. A refused
// bearer token (401) ends the session on this side too.
import { authStore } from '../auth/auth-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type HttpQuery = Record<string, string | number | boolean | null | undefined>;

export interface HttpOptions {
  /** Added to the URL's query string; null and undefined values are left out. */
  query?: HttpQuery;
  body?: unknown;
  /** A file sent as it is (an upload), with its content type, instead of a JSON body. */
  file?: { data: Blob; type: string };
  /** Only the caller cancels: there is no time-out. */
  signal?: AbortSignal;
  /** Only this status counts as success (default: any 2xx). */
  expectStatus?: number;
  /** 'blob' for file downloads (PDF, Excel); 'none' when the answer has no body. */
  responseType?: 'json' | 'blob' | 'none';
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

export async function httpRequest<T>(method: HttpMethod, url: string, o: HttpOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: o.responseType === 'blob' ? '*/*' : 'application/json' };
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  if (o.file) headers['Content-Type'] = o.file.type;
  const res = await fetch(withQuery(url, o.query), {
    method,
    headers,
    body: o.file ? o.file.data : o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal,
  });
  // The token this call carried is refused: the session has ended on the server's side.
  if (res.status === 401 && token && authStore.getState().token === token) authStore.getState().markRejected();
  const ok = o.expectStatus ? res.status === o.expectStatus : res.ok;
  if (ok && o.responseType === 'blob') return (await res.blob()) as T;
  const body = parseBody(await res.text());
  if (!ok) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message ?? `${method} ${url}: ${res.status}`;
    throw new ApiError(res.status, message, body);
  }
  return (o.responseType === 'none' ? undefined : body) as T;
}
