// The resources every API module of this process shares, each a Fastify plugin that declares what
// it needs and releases what it holds when the app closes:
//
//   kraanvogel-database           app.db: opened (or handed over by a test); closed with the app
//                                 when opened here, and vacuumed at an interval when embedded.
//                                 when opened here. Migrating and seeding (minutes for a large
//                                 assortment) is the app's next step, outside the plugin start-up
//                                 time limit.
//   kraanvogel-identity-provider  app.identityProvider: the embedded OpenID Connect provider with
//                                 its signing keys from the database (null when idp is not mounted)
//   kraanvogel-token-verifier     app.verifyToken: the check of the shop's bearer tokens, against
//                                 the embedded provider's keys or the configured JWKS
//
// The search index is the fourth (../../modules/search/plugin.ts); it keeps its own sync timer.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { Db } from '../db/db.js';
import { startMaintenance } from '../db/maintenance.js';
import { openDatabase } from '../db/open.js';
import { grantAlive } from '../modules/identity/accounts.js';
import { createTokenVerifier, type Caller } from './auth.js';
import { createIdentityProvider, type IdentityProvider } from '../modules/identity/provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    identityProvider: IdentityProvider | null;
    verifyToken: (token: string) => Promise<Caller>;
  }
}

/**
 * Fastify's start-up limit for these plugins (its default is 10 s). Opening an embedded database
 * for the first time creates its cluster, which on a busy two-core machine has taken over 10 s.
 */
export const RESOURCE_START_TIMEOUT_MS = 120_000;

export interface DatabaseOptions {
  config: AppConfig;
  /** An open database (tests): used as it is and left open when the app closes. */
  db?: Db;
}

export const databasePlugin = fp(
  async (app: FastifyInstance, opts: DatabaseOptions) => {
    const db = opts.db ?? (await openDatabase(opts.config.database));
    if (!opts.db) {
      const stopMaintenance = startMaintenance(db, (err) => app.log.error({ err }, 'database maintenance failed'));
      app.addHook('onClose', async () => {
        await stopMaintenance();
        await db.close();
      });
    }
    app.decorate('db', db);
  },
  { name: 'kraanvogel-database', fastify: '5.x' },
);

export const identityProviderPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig; mounted: boolean }) => {
    app.decorate('identityProvider', opts.mounted ? await createIdentityProvider(app.db, opts.config) : null);
  },
  { name: 'kraanvogel-identity-provider', fastify: '5.x', dependencies: ['kraanvogel-database'] },
);

export const tokenVerifierPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const { db } = app;
    app.decorate(
      'verifyToken',
      createTokenVerifier({
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
        productKey: config.productKey,
        jwks: app.identityProvider?.publicJwks,
        jwksUrl: config.oidc.jwksUrl,
        // The embedded provider keeps its grants in this database (shared by every api instance);
        // logout deletes the grant of that sign-in.
        grantAlive: (grantId) => grantAlive(db, grantId),
      }),
    );
  },
  { name: 'kraanvogel-token-verifier', fastify: '5.x', dependencies: ['kraanvogel-database', 'kraanvogel-identity-provider'] },
);
