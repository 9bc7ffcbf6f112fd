// The Azure Search REST protocol on top of the engine: request bodies checked
// and mapped to engine requests, results shaped exactly as Azure shapes them.
import type { SearchIndex } from './engine.js';
import { compileFilter } from './odata-filter.js';
import { type FacetRequest, type OrderClause, type QueryNode, SearchRequestError } from './query.js';
import { parseQuery, type SearchMode } from './query-parser.js';
import type { SearchDocument } from './schema.js';
import { applySynonyms, type SynonymTable } from './synonyms.js';
import { fold, tokenizeWithOffsets } from './text.js';

/** An error with the HTTP status Azure answers with; the body is `{"error":{"code":"","message"}}`. */
export class SearchHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(message: string): { error: { code: string; message: string } } {
  return { error: { code: '', message } };
}

const DEFAULT_TOP = 50;
const MAX_TOP = 1000;
const MAX_SKIP = 100_000;

type Body = Record<string, unknown>;

/** What checking a request needs of an index: its definition and fields by name. */
export type IndexFields = Pick<SearchIndex, 'definition' | 'fields'>;

function bad(message: string): never {
  throw new SearchRequestError(message);
}

function optionalString(body: Body, name: string): string | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') bad(`The request is invalid. Details: '${name}' must be a string.`);
  return v;
}

function optionalInt(body: Body, name: string, min: number, max: number): number | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    bad(`The request is invalid. Details: '${name}' must be an integer between ${min} and ${max}.`);
  }
  return v;
}

function optionalBoolean(body: Body, name: string): boolean | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') bad(`The request is invalid. Details: '${name}' must be true or false.`);
  return v;
}

function fieldList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  return names.length > 0 ? names : undefined;
}

function enumValue<T extends string>(body: Body, name: string, allowed: readonly T[], fallback: T): T {
  const v = optionalString(body, name);
  if (v === undefined) return fallback;
  const match = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
  if (!match) bad(`The request is invalid. Details: '${name}' must be one of ${allowed.join(', ')}; got '${v}'.`);
  return match;
}

function asBody(body: unknown): Body {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) bad('The request is invalid. Details: the body must be a JSON object.');
  return body as Body;
}

const MAX_NESTING = 64;
const MAX_CLAUSES = 1024;

/** Guards that keep an adversarial query from exhausting the stack or the CPU (a 400, never a 500). */
function checkComplexity(text: string | undefined, what: string): void {
  if (!text) return;
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth > MAX_NESTING) bad(`The ${what} nests brackets more than ${MAX_NESTING} deep.`);
  }
  if (what === 'search' && text.split(/\s+/).length > MAX_CLAUSES) bad(`The search has more than ${MAX_CLAUSES} clauses.`);
}

export function parseOrderBy(index: IndexFields, value: string | undefined): OrderClause[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parts = value.split(',').map((s) => s.trim());
  if (parts.length > 32) bad('Invalid expression: $orderby can have at most 32 clauses.');
  return parts.map((part) => {
    const m = /^(search\.score\(\s*\)|[A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i.exec(part);
    if (!m) bad(`Invalid expression: Syntax error in $orderby clause '${part}'.`);
    const desc = m[2]?.toLowerCase() === 'desc';
    if (m[1]!.toLowerCase().startsWith('search.score')) return { desc };
    const field = index.fields.get(m[1]!);
    if (!field) bad(`Invalid expression: Could not find a property named '${m[1]}' on type 'search.document'.`);
    if (!field.sortable) {
      bad(`Invalid expression: The field '${field.name}' is not a sortable field. Only sortable fields can be used in $orderby expressions.`);
    }
    return { field: field.name, desc };
  });
}

export function parseFacet(index: IndexFields, expression: unknown): FacetRequest {
  if (typeof expression !== 'string') bad('The request is invalid. Details: facets must be strings.');
  const [name, ...params] = expression.split(',').map((s) => s.trim());
  const field = index.fields.get(name ?? '');
  if (!field) bad(`Invalid expression: Could not find a property named '${name}' on type 'search.document'.`);
  if (!field.facetable) bad(`The field '${field.name}' is not a facetable field. Only facetable fields can be used in facet expressions.`);
  const facet: FacetRequest = { field: field.name, count: 10, sort: 'count' };
  for (const param of params) {
    const m = /^([A-Za-z]+)\s*:\s*(.+)$/.exec(param);
    if (!m) bad(`Invalid facet expression '${expression}': '${param}' is not a parameter.`);
    const [, key, value] = m;
    if (key === 'count') {
      if (!/^[0-9]+$/.test(value!)) bad(`Invalid facet expression '${expression}': count must be a non-negative integer.`);
      facet.count = Number(value);
    } else if (key === 'sort') {
      if (value !== 'count' && value !== '-count' && value !== 'value' && value !== '-value') {
        bad(`Invalid facet expression '${expression}': sort must be count, -count, value or -value.`);
      }
      facet.sort = value;
    } else {
      bad(`Invalid facet expression '${expression}': the parameter '${key}' is not supported.`);
    }
  }
  return facet;
}

function checkSelect(index: IndexFields, value: string | undefined): string[] | undefined {
  const names = fieldList(value);
  if (!names || names.includes('*')) return undefined;
  for (const name of names) {
    const field = index.fields.get(name);
    if (!field) bad(`Invalid expression: Could not find a property named '${name}' on type 'search.document'.`);
    if (field.retrievable === false) bad(`The field '${name}' is not retrievable.`);
  }
  return names;
}

function checkSearchFields(index: IndexFields, names: string[] | undefined, allowed?: string[]): string[] | undefined {
  for (const name of names ?? []) {
    const field = index.fields.get(name);
    if (!field) bad(`Unknown field '${name}' in search field list.`);
    if (!field.searchable || (allowed && !allowed.includes(name))) bad(`The field '${name}' is not searchable here.`);
  }
  return names;
}

/** Wraps the words of `text` that matched the query in the highlight tags. */
function highlightText(text: string, matched: Set<string>, pre: string, post: string): string | undefined {
  const spans = tokenizeWithOffsets(text).filter((t) => matched.has(t.token));
  if (spans.length === 0) return undefined;
  let out = '';
  let at = 0;
  let lastEnd = -1;
  for (const span of spans) {
    if (span.start < lastEnd) continue;
    out += text.slice(at, span.start) + pre + text.slice(span.start, span.end) + post;
    at = lastEnd = span.end;
  }
  return out + text.slice(at);
}

function project(index: IndexFields, doc: SearchDocument, select: string[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (select) {
    for (const name of select) out[name] = doc[name] ?? null;
  } else {
    for (const field of index.definition.fields) if (field.retrievable !== false) out[field.name] = doc[field.name] ?? null;
  }
  return out;
}

export interface SearchContext {
  /** Absolute URL of this search endpoint, for @odata.nextLink. */
  url?: string;
  /** The rules of the synonym maps the index's fields name (none: the query as it is). */
  synonyms?: SynonymTable;
}

/** A search request, checked against the index definition: what the engine and the database answer. */
export interface ParsedSearch {
  body: Body;
  query: QueryNode;
  searchFields?: string[];
  weights?: Record<string, number>;
  filterText?: string;
  select?: string[];
  orderBy?: OrderClause[];
  /** `top` as the caller gave it (absent: Azure pages by 50 and links the next page). */
  topGiven?: number;
  top: number;
  skip: number;
  count: boolean;
  facets: FacetRequest[];
  highlightFields?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  minimumCoverage?: number;
}

/** What answers a search: the total, the page of hits and the facet counts. */
export interface SearchOutcome {
  total: number;
  hits: { doc: SearchDocument; score: number }[];
  facets: Record<string, { value: unknown; count: number }[]>;
}

/** Checks a search body (a 400 for anything wrong) against the index's fields. */
export function parseSearchRequest(index: IndexFields, rawBody: unknown): ParsedSearch {
  const body = asBody(rawBody);
  const search = optionalString(body, 'search');
  const searchMode = enumValue<SearchMode>(body, 'searchMode', ['any', 'all'], 'any');
  const queryType = enumValue(body, 'queryType', ['simple', 'full'] as const, 'simple');
  const searchFields = checkSearchFields(index, fieldList(optionalString(body, 'searchFields')));
  const select = checkSelect(index, optionalString(body, 'select'));
  const filterText = optionalString(body, 'filter');
  const orderBy = parseOrderBy(index, optionalString(body, 'orderby'));
  const topGiven = optionalInt(body, 'top', 0, Number.MAX_SAFE_INTEGER);
  const top = Math.min(topGiven ?? DEFAULT_TOP, MAX_TOP);
  const skip = optionalInt(body, 'skip', 0, MAX_SKIP) ?? 0;
  const count = optionalBoolean(body, 'count') ?? false;
  const facetsValue = body.facets;
  if (facetsValue !== undefined && facetsValue !== null && !Array.isArray(facetsValue)) {
    bad('The request is invalid. Details: facets must be an array of strings.');
  }
  const facets = (facetsValue ?? []).map((f: unknown) => parseFacet(index, f));
  const highlightFields = checkSearchFields(index, fieldList(optionalString(body, 'highlight')));
  const pre = optionalString(body, 'highlightPreTag') ?? '<em>';
  const post = optionalString(body, 'highlightPostTag') ?? '</em>';
  const profileName = optionalString(body, 'scoringProfile') ?? index.definition.defaultScoringProfile;
  const weights = profileName === undefined ? undefined : index.definition.scoringProfiles[profileName];
  if (profileName !== undefined && !weights) bad(`Unknown scoring profile '${profileName}'.`);
  const minimumCoverage = body.minimumCoverage;
  if (minimumCoverage !== undefined && minimumCoverage !== null && (typeof minimumCoverage !== 'number' || minimumCoverage < 0 || minimumCoverage > 100)) {
    bad('The request is invalid. Details: minimumCoverage must be a number between 0 and 100.');
  }
  checkComplexity(search, 'search');
  checkComplexity(filterText, 'filter');
  return {
    body,
    query: parseQuery(search, queryType, searchMode),
    searchFields,
    weights,
    filterText,
    select,
    orderBy,
    topGiven,
    top,
    skip,
    count,
    facets,
    highlightFields,
    highlightPreTag: pre,
    highlightPostTag: post,
    minimumCoverage: typeof minimumCoverage === 'number' ? minimumCoverage : undefined,
  };
}

/**
 * The response body, shaped as Azure shapes it. `highlight` marks the matched words of one
 * field value (only called when highlighting was asked).
 */
export function searchResponse(
  index: IndexFields,
  request: ParsedSearch,
  outcome: SearchOutcome,
  highlight?: (text: string) => string | undefined,
  context: SearchContext = {},
): Record<string, unknown> {
  const { body, skip, top, facets, highlightFields } = request;
  const response: Record<string, unknown> = {};
  if (request.count) response['@odata.count'] = outcome.total;
  if (request.minimumCoverage !== undefined) response['@search.coverage'] = 100;
  if (facets.length > 0) {
    const out: Record<string, { count: number; value: unknown }[]> = {};
    for (const [field, values] of Object.entries(outcome.facets)) out[field] = values.map((v) => ({ count: v.count, value: v.value }));
    response['@search.facets'] = out;
  }
  // Azure pages a request without `top` by 50 and says how to ask for the next page.
  const hasMore = request.topGiven === undefined && skip + top < outcome.total;
  if (hasMore) response['@search.nextPageParameters'] = { ...body, skip: skip + top, top: undefined };
  response.value = outcome.hits.map(({ doc, score }) => {
    const item: Record<string, unknown> = { '@search.score': score };
    if (highlightFields && highlight) {
      const highlights: Record<string, string[]> = {};
      for (const name of highlightFields) {
        const value = doc[name];
        if (typeof value !== 'string') continue;
        const text = highlight(value);
        if (text !== undefined) highlights[name] = [text];
      }
      item['@search.highlights'] = highlights;
    }
    return Object.assign(item, project(index, doc, request.select));
  });
  if (hasMore && context.url) response['@odata.nextLink'] = context.url;
  return response;
}

/** POST /indexes/{index}/docs/search */
export function runSearch(index: SearchIndex, rawBody: unknown, context: SearchContext = {}): Record<string, unknown> {
  const request = parseSearchRequest(index, rawBody);
  const result = index.search({
    query: context.synonyms ? applySynonyms(request.query, context.synonyms) : request.query,
    searchFields: request.searchFields,
    weights: request.weights,
    filter: request.filterText ? compileFilter(request.filterText, index.fields) : undefined,
    orderBy: request.orderBy,
    skip: request.skip,
    top: request.top,
    facets: request.facets,
  });
  const highlight = (text: string) => highlightText(text, result.matchedTerms, request.highlightPreTag, request.highlightPostTag);
  return searchResponse(index, request, result, highlight, context);
}

/** An autocomplete request, checked against the index definition. */
export interface ParsedAutocomplete {
  search: string;
  mode: 'oneTerm' | 'twoTerms' | 'oneTermWithContext';
  /** The suggester's source fields, or the part of them the caller named. */
  fields: string[];
  filterText?: string;
  fuzzy: boolean;
  top: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  minimumCoverage?: number;
}

export function parseAutocompleteRequest(index: IndexFields, rawBody: unknown): ParsedAutocomplete {
  const body = asBody(rawBody);
  const search = optionalString(body, 'search');
  if (search === undefined || search.trim().length < 1 || search.length > 100) {
    bad("The request is invalid. Details: 'search' is required and must be between 1 and 100 characters.");
  }
  const suggesterName = optionalString(body, 'suggesterName');
  if (suggesterName === undefined) bad("The request is invalid. Details: 'suggesterName' is required.");
  const suggester = index.definition.suggesters.find((s) => s.name === suggesterName);
  if (!suggester) bad(`The specified suggester name '${suggesterName}' does not exist in this index definition.`);
  const mode = enumValue(body, 'autocompleteMode', ['oneTerm', 'twoTerms', 'oneTermWithContext'] as const, 'oneTerm');
  const searchFields = checkSearchFields(index, fieldList(optionalString(body, 'searchFields')), suggester.sourceFields);
  const filterText = optionalString(body, 'filter');
  const fuzzy = optionalBoolean(body, 'fuzzy') ?? false;
  const top = optionalInt(body, 'top', 1, 100) ?? 5;
  const minimumCoverage = body.minimumCoverage;
  checkComplexity(filterText, 'filter');
  return {
    search,
    mode,
    fields: searchFields ?? suggester.sourceFields,
    filterText,
    fuzzy,
    top,
    highlightPreTag: optionalString(body, 'highlightPreTag'),
    highlightPostTag: optionalString(body, 'highlightPostTag'),
    minimumCoverage: typeof minimumCoverage === 'number' ? minimumCoverage : undefined,
  };
}

export function autocompleteResponse(request: ParsedAutocomplete, suggestions: { text: string; queryPlusText: string }[]): Record<string, unknown> {
  const { highlightPreTag: pre, highlightPostTag: post } = request;
  const response: Record<string, unknown> = {};
  if (request.minimumCoverage !== undefined) response['@search.coverage'] = 100;
  const typed = fold(request.search).trim().split(/\s+/).pop() ?? '';
  response.value = suggestions.map((s) => {
    if (pre === undefined || post === undefined) return s;
    // Azure marks the completed part of the last word.
    const mark = (text: string) => (text.startsWith(typed) ? text.slice(0, typed.length) + pre + text.slice(typed.length) + post : text);
    return { text: s.text, queryPlusText: s.queryPlusText.slice(0, s.queryPlusText.length - s.text.length) + mark(s.text) };
  });
  return response;
}

/** POST /indexes/{index}/docs/autocomplete */
export function runAutocomplete(index: SearchIndex, rawBody: unknown): Record<string, unknown> {
  const request = parseAutocompleteRequest(index, rawBody);
  const suggestions = index.suggest({
    text: request.search,
    mode: request.mode,
    fuzzy: request.fuzzy,
    top: request.top,
    fields: request.fields,
    filter: request.filterText ? compileFilter(request.filterText, index.fields) : undefined,
  });
  return autocompleteResponse(request, suggestions);
}

/** GET /indexes/{index}/docs?search=...: the query-string form of the same request. */
export function bodyFromQuery(query: Record<string, unknown>): Body {
  const body: Body = {};
  const str = (v: unknown) => (Array.isArray(v) ? String(v[v.length - 1]) : v === undefined ? undefined : String(v));
  const num = (v: unknown) => {
    const s = str(v);
    if (s === undefined) return undefined;
    if (!/^[0-9]+$/.test(s)) bad(`The request is invalid. Details: '${s}' is not a valid integer.`);
    return Number(s);
  };
  const map: Record<string, string> = {
    search: 'search',
    searchMode: 'searchMode',
    searchFields: 'searchFields',
    queryType: 'queryType',
    $select: 'select',
    $filter: 'filter',
    $orderby: 'orderby',
    highlight: 'highlight',
    highlightPreTag: 'highlightPreTag',
    highlightPostTag: 'highlightPostTag',
    scoringProfile: 'scoringProfile',
  };
  for (const [param, field] of Object.entries(map)) if (query[param] !== undefined) body[field] = str(query[param]);
  if (query.$top !== undefined) body.top = num(query.$top);
  if (query.$skip !== undefined) body.skip = num(query.$skip);
  if (query.$count !== undefined) body.count = str(query.$count) === 'true';
  if (query.facet !== undefined) body.facets = Array.isArray(query.facet) ? query.facet.map(String) : [String(query.facet)];
  return body;
}
