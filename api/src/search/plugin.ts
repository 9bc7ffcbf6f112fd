// The search API: the Azure Search REST protocol (./routes.ts) served from the in-process engine,
// fed from the article_search_documents view at start and kept up to date afterwards
// (./article-source.ts).
//
//   await app.register(searchPlugin, { db, basePath: '/search' });
//   app.searchIndex.articlesChanged(['100234'])   // after a product module changed articles
//
// Query keys: `queryKeys` (the api's config reads them from SEARCH_QUERY_KEYS). With no key configured every
// request is accepted, whatever api-key it carries: the embedded default has no secret to keep.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.js';
import { ArticleSearch } from './article-source.js';
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
  verify?: (token: string) => Promise<unknown>;
  /** Documents to load instead of (or before) the database's. */
  documents?: SearchDocument[];
  /**
   * Poll the database for changed articles this often (ms); 0 = only when asked (syncChanges,
   * articlesChanged). Default 10 000 with a database (SEARCH_SYNC_INTERVAL_MS in the api's config).
   */
  syncIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: ArticleSearch;
  }
}

async function searchPluginImpl(app: FastifyInstance, opts: SearchPluginOptions): Promise<void> {
  const indexName = opts.indexName ?? 'articles';
  const search = new ArticleSearch(articleIndexDefinition(indexName), opts.db);
  if (opts.documents) search.upsert(opts.documents);
  if (opts.db) await search.reload();
  app.decorate('searchIndex', search);

  const queryKeys = opts.queryKeys ?? [];
  const base = opts.basePath ?? '/search';
  await app.register(searchRoutes, { prefix: base, base, search, queryKeys, indexName, verify: opts.verify });

  const syncIntervalMs = opts.syncIntervalMs ?? 10_000;
  if (opts.db && syncIntervalMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      search
        .syncChanges()
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
