// Configuration of the api process, from environment variables (documented in the README).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const env = {
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  /** Public origin of the site, used for OIDC redirect URIs and issuer. */
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
  distDir: process.env.DIST_DIR ?? path.join(repoRoot, 'dist'),
  registryFile: process.env.REGISTRY_FILE ?? path.join(process.env.DIST_DIR ?? path.join(repoRoot, 'dist'), 'remotes.json'),
  dataDir: process.env.DATA_DIR ?? path.join(repoRoot, '.data'),
  serveWeb: process.env.SERVE_WEB !== '0',
  remoteOverrides: process.env.REMOTE_OVERRIDES,
  tagManagerId: process.env.TAG_MANAGER_ID || null,
  repoRoot,
};

export const MODULES = ['idp', 'pim', 'search', 'mgmt', 'erp'] as const;
export type ModuleName = (typeof MODULES)[number];

/** Everything buildApp needs; tests pass their own values. */
export interface AppConfig {
  publicUrl: string;
  /** The APIs this process mounts (API_MODULES); a container can run a subset. */
  modules: ModuleName[];
  /** Base path of each API (IDP_BASE, PIM_BASE, ...). */
  bases: Record<ModuleName, string>;
  /** '{product}' of the role names, e.g. 'kraanvogel' → 'kraanvogelklant_Hoofdgebruiker'. */
  productKey: string;
  oidc: {
    /** Issuer the APIs trust; the embedded provider's when the idp module runs here. */
    issuer: string;
    /** Where to fetch the issuer's keys when the provider does not run in this process. */
    jwksUrl: string;
    /** Audience (resource indicator) of the access tokens for the APIs. */
    audience: string;
    clientId: string;
    /** Trust X-Forwarded-* headers (behind a load balancer). */
    trustProxy: boolean;
  };
  database: { url?: string; dataDir: string; schema?: string };
  seed: { enabled: boolean; seed: number; articleCount: number; customerCount: number };
  logLevel: string;
}

function parseModules(value: string | undefined): ModuleName[] {
  if (!value) return [...MODULES];
  const wanted = value.split(',').map((m) => m.trim()).filter(Boolean);
  for (const m of wanted) {
    if (!(MODULES as readonly string[]).includes(m)) throw new Error(`API_MODULES: unknown module '${m}' (known: ${MODULES.join(', ')})`);
  }
  return wanted as ModuleName[];
}

const trimSlash = (s: string) => (s.endsWith('/') ? s.slice(0, -1) : s);

export function loadConfig(e: NodeJS.ProcessEnv = process.env): AppConfig {
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? 8080}`);
  const bases: Record<ModuleName, string> = {
    idp: trimSlash(e.IDP_BASE ?? '/idp'),
    pim: trimSlash(e.PIM_BASE ?? '/pim'),
    search: trimSlash(e.SEARCH_BASE ?? '/search'),
    mgmt: trimSlash(e.MGMT_BASE ?? '/mgmt'),
    erp: trimSlash(e.ERP_BASE ?? '/erp'),
  };
  const issuer = trimSlash(e.OIDC_ISSUER ?? `${publicUrl}${bases.idp}`);
  return {
    publicUrl,
    modules: parseModules(e.API_MODULES),
    bases,
    productKey: e.PRODUCT_KEY ?? 'kraanvogel',
    oidc: {
      issuer,
      jwksUrl: e.OIDC_JWKS_URL ?? `${issuer}/jwks`,
      audience: e.API_AUDIENCE ?? 'urn:kraanvogel:api',
      clientId: e.OIDC_CLIENT_ID ?? 'kraanvogel-shop',
      trustProxy: e.TRUST_PROXY === '1',
    },
    database: { url: e.DATABASE_URL || undefined, dataDir: e.DATA_DIR ?? path.join(repoRoot, '.data'), schema: e.DATABASE_SCHEMA || undefined },
    seed: {
      enabled: e.SEED !== '0',
      seed: Number(e.SEED_VALUE ?? 20261121),
      articleCount: Number(e.SEED_ARTICLES ?? 3000),
      customerCount: Number(e.SEED_CUSTOMERS ?? 12),
    },
    logLevel: e.LOG_LEVEL ?? 'info',
  };
}
