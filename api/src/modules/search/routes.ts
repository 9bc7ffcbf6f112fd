// The search service's URLs, as Azure Search and its SDKs call them, each a Fastify route with
// its schema (served in <base>/openapi.json). Every index URL exists in two spellings: the REST
// form `/indexes/articles/docs/…` and the OData form the SDKs use, `/indexes('articles')/docs/…`.
//
// Access: with query keys configured, a request needs one of them (header or query string);
// without, a signed-in user's bearer token; with neither (engine tests, benchmark) it is open.
// Every request names an api-version of at least MIN_API_VERSION. Errors are Azure's envelope,
// `{"error":{"code":"","message":…}}`; a 503 (with Retry-After) is what the answers from the
// database cannot do while the index is being built.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { setupApiModule } from '../../plugins/api-module.js';
import { requestSchemaCompiler } from '../../plugins/validation.js';
import type { ArticleSearch } from './article-source.js';
import {
  autocompleteResponse,
  bodyFromQuery,
  errorBody,
  parseAutocompleteRequest,
  parseSearchRequest,
  runAutocomplete,
  runSearch,
  SearchHttpError,
  searchResponse,
} from './azure.js';
import { SearchRequestError } from './query.js';
import { indexDefinitionResponse } from './schema.js';
import type { StoredSynonymMap } from './synonym-store.js';
import { applySynonyms } from './synonyms.js';
import {
  AccessQuery,
  AutocompleteBody,
  AutocompleteQuery,
  Document,
  DocumentCount,
  DocumentParams,
  errors,
  IndexDefinition,
  IndexList,
  IndexParams,
  MIN_API_VERSION,
  named,
  SearchBody,
  SearchError,
  SearchQuery,
  SearchResults,
  Suggestions,
  SynonymMapAnswer,
  SynonymMapBody,
  SynonymMapList,
  SynonymMapParams,
} from './schemas.js';

export { MIN_API_VERSION };

export interface SearchRoutesOptions {
  search: ArticleSearch;
  indexName: string;
  queryKeys: string[];
  verify?: (token: string) => Promise<{ isAdmin?: boolean }>;
  /** Where the routes are mounted; the OpenAPI document's paths are relative to it. */
  base: string;
}

function apiVersionOk(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4}-\d{2}-\d{2})(-preview)?$/i.exec(value);
  return !!m && m[1]! >= MIN_API_VERSION;
}

/** The index's two spellings: `/indexes/articles` and `/indexes('articles')`. */
const INDEX_PATHS = ['/indexes/:index', "/indexes(':index(^[^']+)')"] as const;

export async function searchRoutes(fastify: FastifyInstance, opts: SearchRoutesOptions) {
  const { search, queryKeys, verify, indexName } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel search',
    description: 'The article index in the Azure Search REST protocol (search, autocomplete, documents).',
    schemas: [SearchError, SearchBody, AutocompleteBody, SearchResults, Suggestions, IndexDefinition, SynonymMapBody, SynonymMapAnswer],
  });
  // The service validates as the shop's APIs do (bodies without type coercion, the database's
  // text rules) wherever it is mounted, so it brings its own compiler of its schemas.
  const compile = requestSchemaCompiler({ SearchRequest: SearchBody, AutocompleteRequest: AutocompleteBody, SynonymMap: SynonymMapBody });
  app.setValidatorCompiler(compile as never);
  // Answers carry whatever fields the caller selected: written as they are, the schemas document them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof SearchHttpError) {
      if (error.statusCode === 503) reply.header('retry-after', '30');
      return reply.code(error.statusCode).send(errorBody(error.message));
    }
    if (error instanceof SearchRequestError) return reply.code(400).send(errorBody(error.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(`The request is invalid. Details: ${error.message}`));
    }
    app.log.error(error);
    return reply.code(500).send(errorBody('An unexpected error occurred.'));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody(`No ${request.method} operation at '${request.url.split('?')[0]}'.`)));

  /** Synonym maps are managed by an administrator of the shop (a query key cannot, as in Azure). */
  const checkAdmin = async (request: FastifyRequest) => {
    if (verify) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const caller = match ? await verify(match[1]!).catch(() => undefined) : undefined;
      if (!caller) throw new SearchHttpError(401, 'Access denied: sign in as an administrator to manage synonym maps (a valid bearer token is required).');
      if (!caller.isAdmin) throw new SearchHttpError(403, 'Access denied: only an administrator of the shop may manage synonym maps.');
    } else if (queryKeys.length > 0) {
      throw new SearchHttpError(403, 'Access denied: a query key cannot manage synonym maps.');
    }
  };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config.access === 'public') return;
    const query = request.query as Record<string, unknown>;
    if (request.routeOptions.config.access === 'admin') {
      await checkAdmin(request);
    } else if (queryKeys.length > 0) {
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

  const theIndex = (name: string) => {
    if (name !== indexName) throw new SearchHttpError(404, `The index '${name}' for service 'kraanvogel' was not found.`);
    return search.index;
  };
  // Until the index is built (search.ready), the same requests are answered from the database.
  const answerSearch = async (name: string, body: unknown) => {
    const index = theIndex(name);
    if (search.ready) return runSearch(index, body, { synonyms: search.synonyms });
    const request = parseSearchRequest(index, body);
    return searchResponse(index, request, await search.database!.search({ ...request, query: applySynonyms(request.query, search.synonyms) }));
  };
  const answerAutocomplete = async (name: string, body: unknown) => {
    const index = theIndex(name);
    if (search.ready) return runAutocomplete(index, body);
    const request = parseAutocompleteRequest(index, body);
    return autocompleteResponse(request, await search.database!.autocomplete(request));
  };
  const documentCount = async (name: string) => {
    const index = theIndex(name);
    return search.ready ? index.size : search.database!.count();
  };
  const documentByKey = async (name: string, key: string) => {
    const index = theIndex(name);
    return search.ready ? index.get(key) : search.database!.get(key);
  };
  const tags = ['Search'];

  app.get('/indexes', { config: { access: 'signedIn' }, schema: { tags, summary: 'The indexes of the service', querystring: AccessQuery, response: { 200: IndexList, ...errors(400, 401, 403) } } }, async () => ({
    value: [indexDefinitionResponse(search.index.definition)],
  }));

  for (const at of INDEX_PATHS) {
    app.get(at, { config: { access: 'signedIn' }, schema: { tags, summary: 'The index definition', params: IndexParams, querystring: AccessQuery, response: { 200: named(IndexDefinition), ...errors(400, 401, 403, 404) } } }, async (req) =>
      indexDefinitionResponse(theIndex(req.params.index).definition),
    );

    app.get(`${at}/docs`, { config: { access: 'signedIn' }, schema: { tags, summary: 'Search, with the request in the query string', params: IndexParams, querystring: SearchQuery, response: { 200: named(SearchResults), ...errors(400, 401, 403, 404, 503) } } }, async (req) =>
      answerSearch(req.params.index, bodyFromQuery(req.query)),
    );

    for (const op of ['/docs/search', '/docs/search.post.search']) {
      app.post(`${at}${op}`, { config: { access: 'signedIn' }, schema: { tags, summary: 'Search', params: IndexParams, querystring: AccessQuery, body: named(SearchBody), response: { 200: named(SearchResults), ...errors(400, 401, 403, 404, 503) } } }, async (req) =>
        answerSearch(req.params.index, req.body),
      );
    }

    for (const op of ['/docs/autocomplete', '/docs/search.post.autocomplete']) {
      app.post(`${at}${op}`, { config: { access: 'signedIn' }, schema: { tags, summary: 'Complete the last word typed', params: IndexParams, querystring: AccessQuery, body: named(AutocompleteBody), response: { 200: named(Suggestions), ...errors(400, 401, 403, 404, 503) } } }, async (req) =>
        answerAutocomplete(req.params.index, req.body),
      );
    }
    app.get(`${at}/docs/autocomplete`, { config: { access: 'signedIn' }, schema: { tags, summary: 'Complete the last word typed, with the request in the query string', params: IndexParams, querystring: AutocompleteQuery, response: { 200: named(Suggestions), ...errors(400, 401, 403, 404, 503) } } }, async (req) => {
      const { $top, $filter, 'api-version': _v, 'api-key': _k, ...rest } = req.query;
      return answerAutocomplete(req.params.index, { ...rest, top: $top, filter: $filter });
    });

    app.get(`${at}/docs/$count`, { config: { access: 'signedIn' }, schema: { tags, summary: 'The number of documents (plain text)', params: IndexParams, querystring: AccessQuery, response: { 200: DocumentCount, ...errors(400, 401, 403, 404, 503) } } }, async (req, reply) =>
      reply.type('text/plain; charset=utf-8').send(String(await documentCount(req.params.index))),
    );
  }

  // Synonym maps (Azure's /synonymmaps): read by anyone who may search, replaced by an administrator.
  const mapAnswer = (map: StoredSynonymMap) => ({ '@odata.etag': `"${map.updatedAt}"`, name: map.name, format: map.format, synonyms: map.synonyms, encryptionKey: null });
  const theMap = (name: string) => {
    const map = search.getSynonymMap(name);
    if (!map) throw new SearchHttpError(404, `The synonym map '${name}' for service 'kraanvogel' was not found.`);
    return map;
  };
  app.get('/synonymmaps', { config: { access: 'admin' }, schema: { tags, summary: 'The synonym maps of the service', querystring: AccessQuery, response: { 200: SynonymMapList, ...errors(400, 401, 403) } } }, async () => ({
    value: search.listSynonymMaps().map(mapAnswer),
  }));
  for (const at of ['/synonymmaps/:name', "/synonymmaps(':name(^[^']+)')"]) {
    app.get(at, { config: { access: 'admin' }, schema: { tags, summary: 'One synonym map', params: SynonymMapParams, querystring: AccessQuery, response: { 200: named(SynonymMapAnswer), ...errors(400, 401, 403, 404) } } }, async (req) =>
      mapAnswer(theMap(req.params.name)),
    );
    app.put(at, { config: { access: 'admin' }, schema: { tags, summary: 'Create or replace a synonym map; it applies to the next search', params: SynonymMapParams, querystring: AccessQuery, body: named(SynonymMapBody), response: { 200: named(SynonymMapAnswer), 201: named(SynonymMapAnswer), ...errors(400, 401, 403) } } }, async (req, reply) => {
      const { name, format = 'solr', synonyms } = req.body as Static<typeof SynonymMapBody>;
      if (name !== req.params.name) throw new SearchRequestError(`The name '${name}' in the body is not the name '${req.params.name}' in the URL.`);
      if (format !== 'solr') throw new SearchRequestError(`The synonym map format '${format}' is not supported; use 'solr'.`);
      const { map, created } = await search.putSynonymMap({ name, format, synonyms });
      return reply.code(created ? 201 : 200).send(mapAnswer(map));
    });
  }

  for (const at of ['/indexes/:index/docs/:key', "/indexes(':index(^[^']+)')/docs(':key(^[^']*)')"]) {
    app.get(at, { config: { access: 'signedIn' }, schema: { tags, summary: 'One document by its key', params: DocumentParams, querystring: AccessQuery, response: { 200: Document, ...errors(400, 401, 403, 404, 503) } } }, async (req) => {
      const doc = await documentByKey(req.params.index, req.params.key);
      if (!doc) throw new SearchHttpError(404, `The document with key '${req.params.key}' was not found.`);
      return doc;
    });
  }
}
