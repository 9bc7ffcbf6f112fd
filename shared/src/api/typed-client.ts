// The one typed client of the shop's own APIs (pim, mgmt, erp): openapi-fetch over the paths
// generated from the api's OpenAPI documents (./generated, `pnpm --filter @kraanvogel/api
// generate:api-types`), so a call's path, parameters, body and answer are checked against the
// server's schemas at compile time. Every request goes out through the HTTP core (./http.ts):
// openapi-fetch builds the URL, query string and JSON body; the core adds the bearer token, sends,
// and turns a failure into ApiError. A call therefore either resolves with its answer or throws.
import createClient, { type Client } from 'openapi-fetch';
import { defaultRuntimeConfig, getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { sharedTexts } from '../texts';
import { sendRequest } from './http';
import type { paths as ErpPaths } from './generated/erp';
import type { paths as MgmtPaths } from './generated/mgmt';
import type { paths as PimPaths } from './generated/pim';

export type ApiName = keyof RuntimeConfig['api'];

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

/** An API's base address from the runtime config (read at each call: the host sets it at start). */
export function apiBase(api: ApiName): string {
  const base = getRuntimeConfig().api[api] || defaultRuntimeConfig.api[api];
  return base.replace(/\/+$/, '');
}

// openapi-fetch builds an absolute URL at creation time, but the runtime config is read when the
// host starts and a base may be relative ('/mgmt'). So the client builds on a stand-in origin
// under the reserved .invalid domain (it never resolves), and the core's fetch puts the API's
// configured base in its place when the request is sent.
const standIn = (api: ApiName) => `https://${api}.api.invalid`;

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** openapi-fetch needs a real Response; a fetch-like function (as in tests) may hand back less. */
async function asResponse(res: Pick<Response, 'status' | 'text' | 'blob'>, binary: boolean): Promise<Response> {
  if (res instanceof Response) return res;
  const payload = NULL_BODY_STATUS.has(res.status) ? null : binary ? await res.blob() : await res.text();
  return new Response(payload, { status: res.status });
}

/**
 * The fetch that openapi-fetch calls: the request through the core, at the API's configured
 * address. With expectStatus only that status counts as success (e.g. 200 where 204 means
 * "no such basket").
 */
export function coreFetch(api: ApiName, expectStatus?: number) {
  return async (request: Request): Promise<Response> => {
    const prefix = standIn(api);
    const url = request.url.startsWith(prefix) ? `${apiBase(api)}${request.url.slice(prefix.length)}` : request.url;
    const contentType = request.headers.get('Content-Type');
    const accept = request.headers.get('Accept');
    const headers: Record<string, string> = {};
    if (contentType) headers['Content-Type'] = contentType;
    if (accept) headers.Accept = accept;
    const idempotencyKey = request.headers.get('Idempotency-Key');
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const body = request.body === null ? undefined : contentType?.includes('json') ? await request.text() : await request.blob();
    const res = await sendRequest({ method: request.method, url, headers, body, signal: request.signal, expectStatus });
    return asResponse(res, accept !== null && !accept.includes('json'));
  };
}

function typedClient<Paths extends object>(api: ApiName): Client<Paths> {
  return createClient<Paths>({ baseUrl: standIn(api), fetch: coreFetch(api) });
}

/** The product information API: navigation, categories, articles. */
export const pimApi = typedClient<PimPaths>('pim');
/** The management API: baskets, customer orders, the account, the organization, content. */
export const mgmtApi = typedClient<MgmtPaths>('mgmt');
/** The ERP API: order and invoice history, invoice PDFs, reorder. */
export const erpApi = typedClient<ErpPaths>('erp');

/** Ask for a file (PDF, Excel) instead of JSON: pass as a call's `headers` with `parseAs: 'blob'`. */
export const FILE_ACCEPT = { Accept: '*/*' } as const;

/**
 * A typed call's answer. The core has already thrown for a failed status, so what remains is the
 * data (undefined only for an answer without a body, e.g. 204).
 */
export async function answer<R extends { data?: unknown; response: Response }>(call: Promise<R>): Promise<Exclude<R['data'], undefined>> {
  const { data } = await call;
  return data as Exclude<R['data'], undefined>;
}
