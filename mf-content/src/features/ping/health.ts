// What /ping checks: the server's readiness (database, search index), whether each API answers
// its public document (the provider its discovery document), and which version of each app the
// remote registry says is running.
import { queryOptions } from '@tanstack/react-query';
import { getRuntimeConfig } from '@kraanvogel/shared';

export interface HealthCheck {
  name: string;
  url: string;
}

export function healthChecks(): HealthCheck[] {
  const { api, oidc } = getRuntimeConfig();
  const strip = (s: string) => s.replace(/\/+$/, '');
  return [
    { name: 'server', url: '/ready' },
    { name: 'idp', url: `${strip(oidc.authority || api.idp)}/.well-known/openid-configuration` },
    { name: 'pim', url: `${strip(api.pim)}/openapi.json` },
    { name: 'mgmt', url: `${strip(api.mgmt)}/openapi.json` },
    { name: 'erp', url: `${strip(api.erp)}/openapi.json` },
  ];
}

export interface HealthResult {
  ok: boolean;
  detail: string;
}

export const healthQuery = (check: HealthCheck) =>
  queryOptions({
    queryKey: ['ping', check.name, check.url],
    queryFn: async ({ signal }): Promise<HealthResult> => {
      try {
        const res = await fetch(check.url, { signal, cache: 'no-store' });
        // Read to the end: a body cancelled halfway is an aborted request in the browser.
        await res.arrayBuffer();
        return { ok: res.ok, detail: `HTTP ${res.status}` };
      } catch (e) {
        return { ok: false, detail: (e as Error).message };
      }
    },
    staleTime: 0,
  });

export interface AppVersion {
  app: string;
  version: string;
}

export const versionsQuery = queryOptions({
  queryKey: ['ping', 'versions'],
  queryFn: async ({ signal }): Promise<AppVersion[]> => {
    const res = await fetch('/remotes.json', { signal, cache: 'no-store' });
    const reg = (await res.json()) as { host: string | null; remotes: Record<string, { version: string }> };
    return [{ app: 'host', version: reg.host ?? '–' }, ...Object.entries(reg.remotes).map(([app, r]) => ({ app, version: r.version }))];
  },
  staleTime: 0,
});
