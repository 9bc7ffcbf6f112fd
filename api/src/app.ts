// Builds the api: database (migrated, seeded when empty), the API modules this process mounts
// (identity provider, product information, search, management, ERP), each under its own base
// path, and optionally the built shop. server.ts listens; tests call app.inject.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from './config/env.js';
import type { Db } from './db/db.js';
import { prepareDatabase } from './db/prepare.js';
import { requireAccessDeclarations, type DeclaredRoute } from './plugins/access.js';
import { HeavyBudget, HeavyGate, heavyGateSize, heavyPace } from './plugins/cost.js';
import { installCompression } from './plugins/compression.js';
import { clientErrorEnvelope, installErrorHandling, sendError, sendNotFound } from './plugins/errors.js';
import { buildRequestValidator, installStrictInput } from './plugins/validation.js';
import { buildResponseSerializer } from './plugins/serialization.js';
import { databasePlugin, identityProviderPlugin, RESOURCE_START_TIMEOUT_MS, tokenVerifierPlugin } from './plugins/resources.js';
import { erpApi } from './apis/erp.js';
import { idpRoutes } from './modules/identity/routes.js';
import type { OrderPlacedListener } from './modules/orders/service.js';
import { mgmtApi } from './apis/mgmt.js';
import { orderConfirmationMail, startMailJobs } from './modules/notifications/mail-jobs.js';
import { advanceOrders, systemClock } from './modules/erp/back-office.js';
import { pimApi } from './apis/pim.js';
import { releaseApi } from './apis/release.js';
import { ReleaseService } from './modules/release/service.js';
import type { ArticleSearchOptions } from './modules/search/article-source.js';
import { searchPlugin } from './modules/search/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The release service when the release API is mounted (the web site then serves its registry). */
    release: ReleaseService | null;
    /** Every route this app serves (HEAD aside) and who may call it: the authorization matrix test reads it. */
    routeList: DeclaredRoute[];
  }
}

export interface BuildAppOptions {
  config?: AppConfig;
  /** An open database (tests); otherwise the configured one is opened and closed with the app. */
  db?: Db;
  /** Skip migrations and seeding (the database is known to be ready). */
  prepared?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Runs once after each newly placed order (a confirmation mail, say); see OrderService.onPlaced. */
  onOrderPlaced?: OrderPlacedListener[];
  /** The ERP back office's clock (tests move it); the system clock otherwise. */
  erpClock?: () => Date;
  /** How the search index is built (tests hold the build to see the answers from the database). */
  searchBuild?: ArticleSearchOptions;
  /** Registers more plugins after the APIs (server.ts: the built shop). */
  after?: (app: FastifyInstance) => Promise<void>;
}

/** The readiness check's search text while the index is built (the API answers from the database). */
export const SEARCH_BUILDING = 'index wordt opgebouwd (uit de database)';

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = opts.config ?? loadConfig();
  // The proxies in front whose X-Forwarded-For names the client (config/env.ts: TRUST_PROXY).
  // A number n trusts the n hops nearest to the api (what Fastify does with a number; its types
  // name only the function form).
  const hops = config.oidc.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy,
    bodyLimit: 1_048_576,
    pluginTimeout: RESOURCE_START_TIMEOUT_MS,
    // While the server closes (a restart, a deploy), requests still arriving get a 503 in the
    // envelope (below) rather than Fastify's own shape; nothing of them runs.
    return503OnClosing: false,
    // Strict input (see validation.ts): the database's limits wherever a schema states none, no
    // type coercion of JSON bodies, unknown body fields an error rather than dropped, all
    // problems at once. Responses: Fastify's serializer, with only the schemas each one needs
    // (serialization.ts).
    schemaController: { compilersFactory: { buildValidator: buildRequestValidator(), buildSerializer: buildResponseSerializer() } },
    // A URL Fastify cannot route (a bad %-escape) and a request Node cannot parse (headers too
    // large: 431) get the error envelope too.
    frameworkErrors: (error, _req, reply) => {
      const { status, envelope } = clientErrorEnvelope(error.code, error.statusCode);
      return sendError(reply, status, envelope);
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, envelope } =
        error.code === 'HPE_HEADER_OVERFLOW' ? clientErrorEnvelope(undefined, 431)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? clientErrorEnvelope(undefined, 408)
        : clientErrorEnvelope(undefined, 400);
      const body = JSON.stringify(envelope);
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  });
  installErrorHandling(app);
  installStrictInput(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // No answer of this server is to be sniffed into another type (HTML pages add more, see
  // plugins/security-headers.ts).
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '1');
    return sendError(reply, 503, { error: { code: 'ServiceUnavailable', message: 'De webshop start opnieuw op. Probeer het zo nog eens.' } });
  });
  const routeList: DeclaredRoute[] = [];
  app.decorate('routeList', routeList);
  requireAccessDeclarations(app, routeList);
  // Before any route: the hook applies to every API and to the built shop.
  await installCompression(app);

  // The shared resources, each a plugin that declares what it needs and closes what it holds.
  const mounted = new Set(config.modules);
  await app.register(databasePlugin, { config, db: opts.db });
  if (!opts.prepared) await prepareDatabase(app.db, config);
  await app.register(identityProviderPlugin, { config, mounted: mounted.has('idp') });
  await app.register(tokenVerifierPlugin, { config });
  // One budget of heavy requests per user and customer, and one turn order of them, for all the
  // APIs of this process (plugins/cost.ts).
  app.decorate('heavyBudget', new HeavyBudget());
  app.decorate('heavyGate', new HeavyGate(heavyGateSize(app.db.driver), heavyPace(app.db.driver)));
  app.decorate('config', config);
  const { db, identityProvider, verifyToken: verify } = app;

  const { bases } = config;
  if (identityProvider) {
    await app.register(idpRoutes, {
      prefix: bases.idp,
      provider: identityProvider.provider,
      db,
      base: bases.idp,
      audience: config.oidc.audience,
      loginUrl: `${config.publicUrl}/login`,
      issuer: config.oidc.issuer,
      jwks: identityProvider.publicJwks,
    });
  }
  const notify = { db, publicUrl: config.publicUrl, productKey: config.productKey };
  if (mounted.has('pim')) await app.register(pimApi, { prefix: bases.pim, db, base: bases.pim, verify });
  if (mounted.has('search')) await app.register(searchPlugin, { db, basePath: bases.search, verify, ...config.search, build: opts.searchBuild });
  if (mounted.has('mgmt')) await app.register(mgmtApi, {
      prefix: bases.mgmt,
      db,
      base: bases.mgmt,
      verify,
      onOrderPlaced: [orderConfirmationMail(notify), ...(opts.onOrderPlaced ?? [])],
      productKey: config.productKey,
      issuer: config.oidc.issuer,
      publicUrl: config.publicUrl,
      registrationsPerHour: config.registrationsPerHour,
      clock: opts.erpClock,
    });
  if (mounted.has('erp')) await app.register(erpApi, { prefix: bases.erp, db, base: bases.erp, verify, clock: opts.erpClock, notify });
  // The process that serves the management API also sends the mails nobody asks for at that moment.
  if (mounted.has('mgmt')) {
    const clock = opts.erpClock ?? systemClock;
    startMailJobs(app, {
      ...notify,
      clock,
      intervalSeconds: config.mail.jobIntervalSeconds,
      basketReminderDays: config.mail.basketReminderDays,
      before: mounted.has('erp') ? (now) => advanceOrders(db, now) : undefined,
    });
  }
  app.decorate('release', mounted.has('release') ? await startRelease(db, config) : null);
  if (app.release) await app.register(releaseApi, { prefix: bases.release, base: bases.release, service: app.release, verify });

  // Liveness (the process answers) and readiness (its database answers and, where this process
  // serves search, searches are answered): for load balancers, monitors and the shop's /ping page.
  // While the index is being built the search API answers from the database: ready, and the
  // check says so.
  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    const checks: Record<string, string> = {};
    try {
      await db.one('SELECT 1');
      checks.database = 'ok';
    } catch {
      checks.database = 'niet bereikbaar';
    }
    let serving = true;
    if (mounted.has('search')) {
      const search = app.hasDecorator('searchIndex') ? app.searchIndex : undefined;
      if (!search) checks.search = 'index niet geladen';
      else if (search.ready) checks.search = 'ok';
      else if (search.isBuilding) checks.search = SEARCH_BUILDING;
      else checks.search = 'index niet geladen (opbouw mislukt, wordt opnieuw geprobeerd; zoeken uit de database)';
      serving = checks.search === 'ok' || checks.search === SEARCH_BUILDING;
    }
    const ready = serving && Object.entries(checks).every(([name, c]) => name === 'search' || c === 'ok');
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ok' : 'niet gereed', checks });
  });

  if (opts.after) await opts.after(app);
  else app.setNotFoundHandler((_req, reply) => sendNotFound(reply));
  return app;
}

async function startRelease(db: Db, config: AppConfig): Promise<ReleaseService> {
  const { release } = config;
  const service = new ReleaseService({
    db,
    distDir: release.distDir,
    origin: () => release.checkOrigin ?? config.publicUrl,
    smoke: release.smoke && { ...release.smoke, shopUrl: config.publicUrl },
  });
  if (release.operatorToken) await service.registry.ensureToken('operator', '*', release.operatorToken);
  for (const [app, token] of Object.entries(release.teamTokens)) {
    service.knownApp(app);
    await service.registry.ensureToken(`team-${app}`, app, token);
  }
  return service;
}
