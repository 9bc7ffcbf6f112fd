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
  /** The query key the shop's pages send to the search API (SEARCH_QUERY_KEY, else the first of SEARCH_QUERY_KEYS). */
  searchQueryKey: process.env.SEARCH_QUERY_KEY ?? process.env.SEARCH_QUERY_KEYS?.split(',')[0]?.trim() ?? '',
};

/** Where mail goes, read when a mail is sent (tests point the outbox at a folder of their own):
 *  SMTP_URL when set, else an .eml file per mail in MAIL_OUTBOX_DIR (default <DATA_DIR>/outbox). */
export function mailSettings(e: NodeJS.ProcessEnv = process.env) {
  return {
    smtpUrl: e.SMTP_URL || undefined,
    from: e.MAIL_FROM || 'Kraanvogel <noreply@kraanvogel.nl>',
    outboxDir: e.MAIL_OUTBOX_DIR || path.join(e.DATA_DIR ?? env.dataDir, 'outbox'),
  };
}

export const MODULES = ['idp', 'pim', 'search', 'mgmt', 'erp', 'release'] as const;
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
    /**
     * Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY, see parseTrustProxy): false,
     * a number of proxy hops in front of the api, or the proxies' addresses / CIDR ranges.
     */
    trustProxy: TrustProxy;
  };
  /** poolSize: connections per process to PostgreSQL (DATABASE_POOL_SIZE). */
  database: { url?: string; dataDir: string; schema?: string; poolSize?: number };
  /** The search API's query keys (SEARCH_QUERY_KEYS, comma-separated; none: any caller with a
   *  valid token) and how often it picks up changed articles (SEARCH_SYNC_INTERVAL_MS). */
  search: { queryKeys: string[]; syncIntervalMs: number };
  /** Registration requests one client address may send per hour (REGISTRATIONS_PER_HOUR). */
  registrationsPerHour: number;
  seed: { enabled: boolean; seed: number; articleCount: number; customerCount: number; historyOrders: number; purchasingDemo: boolean };
  logLevel: string;
  release: ReleaseConfig;
  /** The mail jobs: invoice notices and basket reminders (the order confirmation goes out at once). */
  mail: { jobIntervalSeconds: number; basketReminderDays: number };
}

/** The release API: deploy tokens from the environment, and the smoke-test user of the browser check. */
export interface ReleaseConfig {
  /** RELEASE_OPERATOR_TOKEN: may publish, switch and roll back every app, and manage tokens. */
  operatorToken?: string;
  /** RELEASE_TEAM_TOKENS=catalog=<token>,checkout=<token>: one token per team, scoped to its app. */
  teamTokens: Record<string, string>;
  /** Where published builds are unpacked and served from (DIST_DIR). */
  distDir: string;
  /** Origin the pre-switch checks load files from (RELEASE_CHECK_ORIGIN); default the public URL. */
  checkOrigin?: string;
  smoke: { user: string; password: string; adminUser?: string; adminPassword?: string; chromiumPath: string } | null;
}

function parseModules(value: string | undefined, releaseConfigured: boolean): ModuleName[] {
  // The release API is off in a public set-up unless deploy tokens are configured.
  if (!value) return MODULES.filter((m) => m !== 'release' || releaseConfigured);
  const wanted = value.split(',').map((m) => m.trim()).filter(Boolean);
  for (const m of wanted) {
    if (!(MODULES as readonly string[]).includes(m)) throw new Error(`API_MODULES: unknown module '${m}' (known: ${MODULES.join(', ')})`);
  }
  return wanted as ModuleName[];
}

const trimSlash = (s: string) => (s.endsWith('/') ? s.slice(0, -1) : s);

function parseTeamTokens(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(eq + 1).trim()) out[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return out;
}

export function loadConfig(e: NodeJS.ProcessEnv = process.env): AppConfig {
  const release: ReleaseConfig = {
    operatorToken: e.RELEASE_OPERATOR_TOKEN || undefined,
    teamTokens: parseTeamTokens(e.RELEASE_TEAM_TOKENS),
    distDir: e.DIST_DIR ?? path.join(repoRoot, 'dist'),
    checkOrigin: e.RELEASE_CHECK_ORIGIN || undefined,
    smoke:
      e.RELEASE_SMOKE_USER && e.RELEASE_SMOKE_PASSWORD && e.RELEASE_SMOKE !== '0'
        ? {
            user: e.RELEASE_SMOKE_USER,
            password: e.RELEASE_SMOKE_PASSWORD,
            adminUser: e.RELEASE_SMOKE_ADMIN_USER || undefined,
            adminPassword: e.RELEASE_SMOKE_ADMIN_PASSWORD || undefined,
            chromiumPath: e.CHROMIUM_PATH ?? '/usr/bin/chromium',
          }
        : null,
  };
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? 8080}`);
  const bases: Record<ModuleName, string> = {
    idp: trimSlash(e.IDP_BASE ?? '/idp'),
    pim: trimSlash(e.PIM_BASE ?? '/pim'),
    search: trimSlash(e.SEARCH_BASE ?? '/search'),
    mgmt: trimSlash(e.MGMT_BASE ?? '/mgmt'),
    erp: trimSlash(e.ERP_BASE ?? '/erp'),
    release: trimSlash(e.RELEASE_BASE ?? '/release'),
  };
  const issuer = trimSlash(e.OIDC_ISSUER ?? `${publicUrl}${bases.idp}`);
  return {
    publicUrl,
    modules: parseModules(e.API_MODULES, !!release.operatorToken || Object.keys(release.teamTokens).length > 0),
    bases,
    productKey: e.PRODUCT_KEY ?? 'kraanvogel',
    oidc: {
      issuer,
      jwksUrl: e.OIDC_JWKS_URL ?? `${issuer}/jwks`,
      audience: e.API_AUDIENCE ?? 'urn:kraanvogel:api',
      clientId: e.OIDC_CLIENT_ID ?? 'kraanvogel-shop',
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
    },
    database: {
      url: e.DATABASE_URL || undefined,
      dataDir: e.DATA_DIR ?? path.join(repoRoot, '.data'),
      schema: e.DATABASE_SCHEMA || undefined,
      poolSize: Number(e.DATABASE_POOL_SIZE) || 10,
    },
    search: {
      queryKeys: (e.SEARCH_QUERY_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
      syncIntervalMs: Number(e.SEARCH_SYNC_INTERVAL_MS ?? 10_000),
    },
    registrationsPerHour: Number(e.REGISTRATIONS_PER_HOUR) || 10,
    seed: {
      enabled: e.SEED !== '0',
      seed: Number(e.SEED_VALUE ?? 20261121),
      articleCount: Number(e.SEED_ARTICLES ?? 3000),
      customerCount: Number(e.SEED_CUSTOMERS ?? 12),
      historyOrders: Number(e.SEED_HISTORY_ORDERS ?? 300),
      // Purchasing control's demo data of customer 100001 (cost centres, limits, a pending request).
      purchasingDemo: e.SEED_PURCHASING_DEMO !== '0',
    },
    logLevel: e.LOG_LEVEL ?? 'info',
    release,
    mail: { jobIntervalSeconds: Number(e.MAIL_JOBS_INTERVAL_S ?? 300), basketReminderDays: Number(e.CART_REMINDER_DAYS ?? 3) },
  };
}

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset, '' or '0': no proxy (the client address is the connection's); a number n:
 * n proxies in front, each appending to X-Forwarded-For (the client address is the one the
 * outermost of them saw; anything a client wrote further left is ignored); otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges (also 'loopback', 'uniquelocal').
 * The address locks of sign-in, registration and punch-in use this client address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === '0' || text === 'false') return false;
  if (/^[0-9]+$/.test(text)) return Number(text);
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}
