// The shop's own APIs (pim, mgmt, erp) through the HTTP core (./http.ts): each API's base
// address from the runtime config. A required path or query parameter that is null or
// undefined is refused before anything is sent.
import { defaultRuntimeConfig, getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { sharedTexts } from '../texts';
import { httpRequest, type HttpMethod, type HttpOptions, type HttpQuery } from './http';

export type ApiName = keyof RuntimeConfig['api'];
export type ApiQuery = HttpQuery;
export type ApiCallOptions = HttpOptions;

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

export async function apiCall<T>(api: ApiName, method: HttpMethod, path: string, o: ApiCallOptions = {}): Promise<T> {
  return httpRequest<T>(method, `${apiBase(api)}${path}`, o);
}
