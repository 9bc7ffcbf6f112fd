// The search API: the Azure Search REST protocol served from the in-process
// engine, fed from the article_search_documents view at start and kept up to date afterwards.
//
//   await app.register(searchPlugin, { db, basePath: '/search' });
//   app.searchIndex.articlesChanged(['100234'])   // after a product module changed articles
//
// Query keys: `queryKeys` (the api's config reads them from SEARCH_QUERY_KEYS). With no key configured every
// request is accepted, whatever api-key it carries: the embedded default has no secret to keep.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { SearchIndex } from './engine.js';
import { SearchRequestError } from './query.js';
import { articleIndexDefinition, indexDefinitionResponse, type IndexDefinition, type SearchDocument } from './schema.js';
import { bodyFromQuery, errorBody, runAutocomplete, runSearch, SearchHttpError } from './azure.js';

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

/** The oldest api-version the service speaks; newer ones (the SDKs') are accepted as well. */
export const MIN_API_VERSION = '2017-11-11';

interface ArticleRow {
  code: string;
  omschrijving: string;
  product_description: string | null;
  product_brand: string | null;
  product_series: string | null;
  product_type: string | null;
  product_class_name: string | null;
  product_code: string | null;
  ean: string | null;
  image: string | null;
  gross_price_per_order_unit: string | number | null;
  order_unit: string | null;
  udf_vrdsoort: string | null;
  step_quantity: number | null;
  min_order_quantity: number | null;
  condition_group_code: string | null;
  is_outlet: boolean | null;
  updated_at: Date | string | null;
  combined_parent_keys: string[] | null;
}

export function documentFromRow(row: ArticleRow): SearchDocument {
  return {
    CodeName: row.code,
    Code: row.code,
    Omschrijving: row.omschrijving,
    ProductDescription: row.product_description ?? '',
    ProductBrand: row.product_brand,
    ProductSeries: row.product_series,
    ProductType: row.product_type,
    ProductClassName: row.product_class_name,
    ProductCode: row.product_code || null,
    EAN: row.ean,
    Image: row.image,
    GrossPricePerOrderUnit: row.gross_price_per_order_unit === null ? null : Number(row.gross_price_per_order_unit),
    OrderUnit: row.order_unit,
    UDF_vrdsoort: row.udf_vrdsoort,
    StepQuantity: row.step_quantity,
    MinOrderQuantity: row.min_order_quantity,
    CombinedParentKeys: row.combined_parent_keys ?? [],
    ConditionGroupCode: row.condition_group_code,
    IsOutlet: row.is_outlet ?? false,
  };
}

const SELECT_DOCUMENTS = 'SELECT * FROM article_search_documents';

/** The article index and the ways to keep it in step with the database. */
export class ArticleSearch {
  index: SearchIndex;
  private watermark: Date | string | undefined;

  constructor(
    readonly definition: IndexDefinition,
    private readonly db: Queryable | undefined,
  ) {
    this.index = new SearchIndex(definition);
  }

  /** Rebuilds the index from the database (one query) and swaps it in; returns the count. */
  async reload(): Promise<number> {
    if (!this.db) return this.index.size;
    const rows = await this.db.query<ArticleRow>(SELECT_DOCUMENTS);
    const next = new SearchIndex(this.definition);
    next.upsert(rows.map(documentFromRow));
    this.watermark = maxUpdatedAt(rows, undefined);
    this.index = next;
    return next.size;
  }

  /** Picks up articles changed since the last load or sync; returns how many changed. */
  async syncChanges(): Promise<number> {
    if (!this.db) return 0;
    if (this.watermark === undefined) return this.reload();
    const since = this.watermark;
    const rows = await this.db.query<ArticleRow>(`${SELECT_DOCUMENTS} WHERE updated_at >= $1`, [since]);
    const gone = await this.db.query<{ item_no: string }>(
      'SELECT item_no FROM articles WHERE updated_at >= $1 AND (NOT is_active OR secret IS NOT NULL)',
      [since],
    );
    // The watermark is inclusive, so the last change comes back on every poll: skip what the
    // index already holds, so that its caches survive a quiet poll.
    const changed = rows.map(documentFromRow).filter((doc) => !sameDocument(this.index.get(String(doc.CodeName)), doc));
    const removed = gone.map((r) => r.item_no).filter((key) => this.index.get(key) !== undefined);
    this.index.upsert(changed);
    this.index.remove(removed);
    this.watermark = maxUpdatedAt(rows, since);
    return changed.length + removed.length;
  }

  /** Re-reads the given articles (by item number): changed ones are replaced, gone ones removed. */
  async articlesChanged(itemNos: string[]): Promise<void> {
    if (!this.db || itemNos.length === 0) return;
    const rows = await this.db.query<ArticleRow>(`${SELECT_DOCUMENTS} WHERE code = ANY($1)`, [itemNos]);
    const present = new Set(rows.map((r) => r.code));
    this.index.upsert(rows.map(documentFromRow));
    this.index.remove(itemNos.filter((no) => !present.has(no)));
  }

  upsert(documents: SearchDocument[]): void {
    this.index.upsert(documents);
  }

  remove(keys: string[]): void {
    this.index.remove(keys);
  }
}

function sameDocument(a: SearchDocument | undefined, b: SearchDocument): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function maxUpdatedAt(rows: ArticleRow[], start: Date | string | undefined): Date | string | undefined {
  let max = start;
  for (const row of rows) {
    const at = row.updated_at;
    if (at !== null && (max === undefined || new Date(at).getTime() > new Date(max).getTime())) max = at;
  }
  return max;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: ArticleSearch;
  }
}

function apiVersionOk(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4}-\d{2}-\d{2})(-preview)?$/i.exec(value);
  return !!m && m[1]! >= MIN_API_VERSION;
}

/** Index name and the rest of the path, from both `/indexes/name/...` and `/indexes('name')/...`. */
function splitIndexPath(path: string): { index: string; rest: string } | undefined {
  const m = /^\/indexes(?:\/([^/(]+)|\('([^']*)'\))(\/.*)?$/.exec(path);
  if (!m) return undefined;
  return { index: m[1] ?? m[2]!, rest: m[3] ?? '' };
}

async function routes(app: FastifyInstance, opts: { search: ArticleSearch; queryKeys: string[]; indexName: string; verify?: (token: string) => Promise<unknown> }) {
  const { search, queryKeys, verify } = opts;

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof SearchHttpError) return reply.code(error.statusCode).send(errorBody(error.message));
    if (error instanceof SearchRequestError) return reply.code(400).send(errorBody(error.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(`The request is invalid. Details: ${error.message}`));
    }
    app.log.error(error);
    return reply.code(500).send(errorBody('An unexpected error occurred.'));
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    if (queryKeys.length > 0) {
      const key = request.headers['api-key'] ?? query['api-key'];
      if (typeof key !== 'string' || !queryKeys.includes(key)) {
        throw new SearchHttpError(403, 'Access denied: the api-key is missing or not valid for this service.');
      }
    } else if (verify) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const ok = match ? await verify(match[1]!).then(() => true, () => false) : false;
      if (!ok) throw new SearchHttpError(401, 'Access denied: sign in to search the assortment (a valid bearer token is required).');
    }
    if (!apiVersionOk(query['api-version'])) {
      throw new SearchHttpError(400, `Invalid or missing api-version query string parameter (at least ${MIN_API_VERSION}).`);
    }
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]!.slice(app.prefix.length));
    } catch {
      throw new SearchHttpError(400, 'The request is invalid. Details: the URL is not well formed.');
    }
    const index = search.index;
    if (/^\/indexes\/?$/.test(pathname)) {
      if (request.method !== 'GET') throw new SearchHttpError(405, 'The method is not allowed here.');
      return { value: [indexDefinitionResponse(index.definition)] };
    }
    const parts = splitIndexPath(pathname);
    if (!parts) throw new SearchHttpError(404, `No resource at '${pathname}'.`);
    if (parts.index !== opts.indexName) {
      throw new SearchHttpError(404, `The index '${parts.index}' for service 'kraanvogel' was not found.`);
    }
    const { rest } = parts;
    const post = request.method === 'POST';
    if (post && (rest === '/docs/search' || rest === '/docs/search.post.search')) {
      return runSearch(index, request.body);
    }
    if (post && (rest === '/docs/autocomplete' || rest === '/docs/search.post.autocomplete')) {
      return runAutocomplete(index, request.body);
    }
    if (!post && (rest === '/docs' || rest === '/docs/')) {
      return runSearch(index, bodyFromQuery(request.query as Record<string, unknown>));
    }
    if (!post && rest === '/docs/autocomplete') {
      const q = request.query as Record<string, unknown>;
      const top = q.$top === undefined ? undefined : Number(q.$top);
      return runAutocomplete(index, { ...q, ...(top === undefined ? {} : { top }), fuzzy: q.fuzzy === 'true', filter: q.$filter });
    }
    if (!post && (rest === '/docs/$count' || rest === '/docs/$count/')) {
      return reply.type('text/plain; charset=utf-8').send(String(index.size));
    }
    const lookup = /^\/docs(?:\/([^/]+)|\('([^']*)'\))$/.exec(rest);
    if (!post && lookup) {
      const doc = index.get(lookup[1] ?? lookup[2]!);
      if (!doc) throw new SearchHttpError(404, `The document with key '${lookup[1] ?? lookup[2]}' was not found.`);
      return doc;
    }
    if (!post && rest === '') return indexDefinitionResponse(index.definition);
    throw new SearchHttpError(post ? 404 : 405, `No ${request.method} operation at '${pathname}'.`);
  };

  app.route({ method: ['GET', 'POST'], url: '/indexes', handler });
  app.route({ method: ['GET', 'POST'], url: '/indexes*', handler });
}

async function searchPluginImpl(app: FastifyInstance, opts: SearchPluginOptions): Promise<void> {
  const indexName = opts.indexName ?? 'articles';
  const search = new ArticleSearch(articleIndexDefinition(indexName), opts.db);
  if (opts.documents) search.upsert(opts.documents);
  if (opts.db) await search.reload();
  app.decorate('searchIndex', search);

  const queryKeys = opts.queryKeys ?? [];
  await app.register(routes, { prefix: opts.basePath ?? '/search', search, queryKeys, indexName, verify: opts.verify });

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
