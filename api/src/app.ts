// Builds the api: database (migrated, seeded when empty), the API modules this process mounts
// (identity provider, product information, search, management, ERP), each under its own base
// path, and optionally the built shop. server.ts listens; tests call app.inject.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from './config/env.js';
import type { Db } from './db/db.js';
import { openDatabase } from './db/open.js';
import { prepareDatabase } from './db/prepare.js';
import { createTokenVerifier } from './plugins/app/auth.js';
import { installErrorHandling, sendError } from './plugins/app/errors.js';
import { createIdentityProvider, type IdentityProvider } from './plugins/external/oidc.js';
import { erpApi } from './routes/erp/index.js';
import { idpRoutes } from './routes/idp/index.js';
import { mgmtApi } from './routes/mgmt/index.js';
import { pimApi } from './routes/pim/index.js';
import { searchPlugin } from './search/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    identityProvider: IdentityProvider | null;
  }
}

export interface BuildAppOptions {
  config?: AppConfig;
  /** An open database (tests); otherwise the configured one is opened and closed with the app. */
  db?: Db;
  /** Skip migrations and seeding (the database is known to be ready). */
  prepared?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Registers more plugins after the APIs (server.ts: the built shop). */
  after?: (app: FastifyInstance) => Promise<void>;
}

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = opts.config ?? loadConfig();
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: config.oidc.trustProxy,
    bodyLimit: 1_048_576,
    // Strict input: unknown body fields are an error, not silently dropped; all problems at once.
    ajv: { customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true } },
  });
  installErrorHandling(app);

  const db = opts.db ?? (await openDatabase(config.database));
  if (!opts.db) app.addHook('onClose', async () => db.close());
  if (!opts.prepared) await prepareDatabase(db, config);
  app.decorate('db', db);
  app.decorate('config', config);

  const mounted = new Set(config.modules);
  const identityProvider = mounted.has('idp') ? await createIdentityProvider(db, config) : null;
  app.decorate('identityProvider', identityProvider);

  const verify = createTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    productKey: config.productKey,
    jwks: identityProvider?.publicJwks,
    jwksUrl: config.oidc.jwksUrl,
  });

  const { bases } = config;
  if (identityProvider) {
    await app.register(idpRoutes, {
      prefix: bases.idp,
      provider: identityProvider.provider,
      db,
      base: bases.idp,
      audience: config.oidc.audience,
      loginUrl: `${config.publicUrl}/login`,
    });
  }
  if (mounted.has('pim')) await app.register(pimApi, { prefix: bases.pim, db, base: bases.pim, verify });
  if (mounted.has('search')) await app.register(searchPlugin, { db, basePath: bases.search, verify });
  if (mounted.has('mgmt')) await app.register(mgmtApi, { prefix: bases.mgmt, db, base: bases.mgmt, verify });
  if (mounted.has('erp')) await app.register(erpApi, { prefix: bases.erp, db, base: bases.erp, verify });

  if (opts.after) await opts.after(app);
  else {
    app.setNotFoundHandler((_req, reply) => sendError(reply, 404, { error: { code: 'NotFound', message: 'Niet gevonden' } }));
  }
  return app;
}
