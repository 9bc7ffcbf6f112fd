// The search API: the Azure Search REST protocol (./routes.ts) served from the in-process engine,
// fed from the article_search_documents view and kept up to date afterwards (./article-source.ts).
// The index is built in the background once the app is ready, so the server listens at once;
// until the build is done the same routes answer from the database (./database-search.ts).
//
//   await app.register(searchPlugin, { db, basePath: '/search' });
//   app.searchIndex.articlesChanged(['100234'])   // after a product module changed articles
//
// Query keys: `queryKeys` (the api's config reads them from SEARCH_QUERY_KEYS). With no key configured every
// request is accepted, whatever api-key it carries: the embedded default has no secret to keep.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.js';
import { ArticleSearch, type ArticleSearchOptions } from './article-source.js';
import { searchRoutes } from './routes.js';
import { articleIndexDefinition, type SearchDocument } from './schema.js';

export interface SearchPluginOptions {
  /** The database; absent: the index holds only `documents` (tests, benchmark). */
  db?: Queryable;
  /** Where the API is mounted (the frontends' search base address). */
  basePath?: string;
  indexName?: string;
  /** Accepted api-key values (as a real Azure service would check them). */
  queryKeys?: string[];
  /**
   * The shop's bearer-token check. With no query key configured, a request needs a valid
   * token of a signed-in user, like every other API of the shop; with neither (engine tests,
   * benchmark) the index is open.
   */
  verify?: (token: string) => Promise<{ isAdmin?: boolean }>;
  /** Documents to load instead of (or before) the database's. */
  documents?: SearchDocument[];
  /**
   * Poll the database for changed articles this often (ms); 0 = only when asked (syncChanges,
   * articlesChanged). Default 10 000 with a database (SEARCH_SYNC_INTERVAL_MS in the api's config).
   */
  syncIntervalMs?: number;
  /** How the index is built: rows per batch, and a hook before each batch (tests hold it there). */
  build?: ArticleSearchOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: ArticleSearch;
  }
}

async function searchPluginImpl(app: FastifyInstance, opts: SearchPluginOptions): Promise<void> {
  const indexName = opts.indexName ?? 'articles';
  const search = new ArticleSearch(articleIndexDefinition(indexName), opts.db, opts.build);
  if (opts.documents) {
    search.upsert(opts.documents);
    search.index.compact();
  }
  app.decorate('searchIndex', search);

  const queryKeys = opts.queryKeys ?? [];
  const base = opts.basePath ?? '/search';
  await app.register(searchRoutes, { prefix: base, base, search, queryKeys, indexName, verify: opts.verify });
  if (!opts.db) return;

  let closing = false;
  const build = () => {
    const started = performance.now();
    app.log.info({ index: indexName }, 'search index build started; searches are answered from the database until it is ready');
    search.reload().then(
      (documents) => app.log.info({ index: indexName, documents, durationMs: Math.round(performance.now() - started) }, 'search index built'),
      (error: unknown) => {
        if (!closing) app.log.error({ err: error, index: indexName }, 'search index build failed; searches are answered from the database, the build is retried at the next sync');
      },
    );
  };
  // Not awaited: the server listens while the index is built. The synonym maps are read first.
  app.addHook('onReady', async () => {
    await search.loadSynonyms();
    build();
  });
  app.addHook('onClose', async () => {
    closing = true;
    await search.stop();
  });

  const syncIntervalMs = opts.syncIntervalMs ?? 10_000;
  if (syncIntervalMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (search.isBuilding) return;
      if (!search.ready) return build();
      if (running) return;
      running = true;
      Promise.all([search.syncChanges(), search.syncSynonyms()])
        .catch((error: unknown) => app.log.warn({ err: error }, 'search index sync failed'))
        .finally(() => (running = false));
    }, syncIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

/** Registers the search API under `basePath` and decorates the app with `searchIndex`. */
export const searchPlugin = fp(searchPluginImpl, { name: 'kraanvogel-search', fastify: '5.x' });
export default searchPlugin;
