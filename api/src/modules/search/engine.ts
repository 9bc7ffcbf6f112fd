// The in-process search engine behind the Azure-compatible search service, and its caches. Its
// parts: what the index holds (./index-content.ts), term expansion (./term-expansion.ts), the
// BM25 scorer (./bm25.ts), the evaluator of query trees (./evaluator.ts), the fast path for one
// term without result caches (./fast-path.ts), the scoring scratch space with its bitset walk
// (./score-scratch.ts), filter bitmaps (./filter-sets.ts), sort ranks and facet columns
// (./sort-and-facets.ts) and autocomplete (./suggest.ts). See docs/search.md and
// api/docs/search-engine.md.
import { Bm25Scorer, ImpactCache } from './bm25.js';
import { type Correction, Corrector } from './correction.js';
import { compactSet, Evaluator, KEPT_SET_MAX_DOCS, type CacheSwitch, type LeafEntry } from './evaluator.js';
import { type Answer, FastPath } from './fast-path.js';
import { FilterSets } from './filter-sets.js';
import { IndexContent } from './index-content.js';
import { CacheBudget, LruCache } from './lru-cache.js';
import type { CompiledFilter, FacetRequest, OrderClause, QueryNode } from './query.js';
import { RequestWork } from './request-work.js';
import type { FieldDefinition, IndexDefinition, SearchDocument } from './schema.js';
import type { ScoredSet } from './scored-set.js';
import { ScoreScratch } from './score-scratch.js';
import { SortAndFacets, type FacetValue } from './sort-and-facets.js';
import { suggest, type SuggestRequest } from './suggest.js';
import { type Expansion, TermExpander } from './term-expansion.js';

export type { FacetValue } from './sort-and-facets.js';
export type { SuggestRequest } from './suggest.js';

/** A match set (query, fields, weights, filter) with the facets counted over it. */
interface MatchEntry {
  set: ScoredSet;
  matched: number[];
  facets: Map<string, FacetValue[]>;
}

export interface EngineSearchRequest {
  query: QueryNode;
  /** Limit full-text matching to these fields (searchFields). */
  searchFields?: string[];
  /** Field weights (a scoring profile); absent: every field weighs 1. */
  weights?: Record<string, number>;
  filter?: CompiledFilter;
  orderBy?: OrderClause[];
  skip: number;
  top: number;
  facets?: FacetRequest[];
}

export interface EngineHit {
  doc: SearchDocument;
  score: number;
}

export interface EngineSearchResult {
  total: number;
  hits: EngineHit[];
  facets: Record<string, FacetValue[]>;
  /** Folded dictionary terms that matched, for highlighting. */
  matchedTerms: Set<string>;
}

const CACHE_LIMIT = 2000;
const LEAF_CACHE_ENTRIES = 512;
/** Answers (a page of hits, the count and facets of one request) kept at most. */
const ANSWER_CACHE_ENTRIES = 4096;
const MATCH_CACHE_ENTRIES = 256;
/** Materialised term impacts kept at most (entries; their bytes count against the budget). */
const IMPACT_ENTRIES = 1_000_000;
/**
 * Bytes all the caches of an index keep together at most (term expansions, filter bitmaps, sort
 * ranks, term impacts, leaf and match sets, answers). At 500,000 articles the index itself takes
 * ~820 MB of heap and array buffers and the target is 1 GB: 96 MB leaves room for the facet
 * columns, the scratch space and the collector's slack. (The budgets per cache, set for 50,000
 * articles, allowed ~320 MB.) The budget is shared out in three parts (CACHE_SHARES), each
 * shared by its caches, the least recently used entry of any of them leaving first: answers and
 * term expansions (small, and what a repeated request needs), filter bitmaps and sort ranks
 * (0.1–1 s to make again at 500,000), and term impacts, leaf and match sets (large, many). In
 * one pool the sets of a stream of new queries pushed out the answers of the repeated ones
 * before they came again (instant search at 500,000: 2.5 ms of CPU per request instead of 0.06).
 */
export const DEFAULT_CACHE_BYTES = 96_000_000;
const CACHE_SHARES = { answers: 0.25, columns: 0.3, sets: 0.45 };
/** What a cached entry costs besides its arrays (the Map entry, key, objects, typed-array headers). */
const ENTRY_BYTES = 300;

export interface SearchIndexOptions {
  /** Bytes the index's caches keep together at most (DEFAULT_CACHE_BYTES). */
  cacheBytes?: number;
}

/** The bytes a scored set holds (its buffers, which a subarray may exceed). */
function setBytes(set: ScoredSet): number {
  return set.docs.buffer.byteLength + set.scores.buffer.byteLength + ENTRY_BYTES;
}

function facetBytes(facets: Iterable<FacetValue[]>): number {
  let bytes = 0;
  for (const values of facets) bytes += 64 + 48 * values.length;
  return bytes;
}

const keyBytes = (key: string) => 2 * key.length;

export class SearchIndex {
  readonly definition: IndexDefinition;
  private readonly content: IndexContent;
  private readonly work = new RequestWork();
  private readonly scratch = new ScoreScratch();
  private readonly expander: TermExpander;
  private readonly evaluator: Evaluator;
  private readonly fastPath: FastPath;
  private readonly filters: FilterSets;
  private readonly impacts: ImpactCache;
  private readonly columns: SortAndFacets;
  private readonly corrector: Corrector;

  /** Bumped by every change; caches keyed on it are dropped when it moves. */
  private cacheVersion = -1;
  /** The byte budgets of the caches below (and of the sort ranks in `columns`): see CACHE_SHARES. */
  private readonly cacheBudgets: CacheBudget[];
  /**
   * Recent match sets (query + fields + weights + filter) with the facets counted over them:
   * paging through results, re-sorting and landing on a category page ask for the same set again.
   */
  private readonly matchCache: LruCache<string, MatchEntry>;
  /**
   * Recent answers by the whole request: the instant search asks the same few thousand words
   * again and again, and a common word's match set is too large for the match cache at 500,000
   * articles (sorting it again cost 2–10 ms).
   */
  private readonly answerCache: LruCache<string, Answer>;
  /** Recent leaf results (a term or phrase in given fields), with the terms they matched. */
  private readonly leafCache: LruCache<string, LeafEntry>;

  /**
   * Term impacts, leaf results and match sets are kept for reuse unless `useResultCaches` is
   * false (the benchmark and the engine comparison measure both).
   */
  private readonly caches: CacheSwitch = { useResultCaches: true };

  constructor(definition: IndexDefinition, options: SearchIndexOptions = {}) {
    this.definition = definition;
    const content = (this.content = new IndexContent(definition));
    const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
    const answers = new CacheBudget(Math.floor(cacheBytes * CACHE_SHARES.answers));
    const columns = new CacheBudget(Math.floor(cacheBytes * CACHE_SHARES.columns));
    const sets = new CacheBudget(Math.floor(cacheBytes * CACHE_SHARES.sets));
    this.cacheBudgets = [answers, columns, sets];
    const expansionCache = new LruCache<string, Expansion[]>(CACHE_LIMIT, Infinity, (list, key) => ENTRY_BYTES + keyBytes(key) + 40 * list.length, answers);
    this.answerCache = new LruCache(
      ANSWER_CACHE_ENTRIES,
      Infinity,
      (answer, key) => ENTRY_BYTES + keyBytes(key) + 12 * answer.docs.length + 8 * answer.matched.length + facetBytes(Object.values(answer.facets)),
      answers,
    );
    const filterCache = new LruCache<string, Int32Array>(CACHE_LIMIT, Infinity, (bits, key) => ENTRY_BYTES + keyBytes(key) + bits.byteLength, columns);
    this.columns = new SortAndFacets(content.docs, content.fields, () => content.all().docs, columns);
    this.matchCache = new LruCache(
      MATCH_CACHE_ENTRIES,
      Infinity,
      (entry, key) => keyBytes(key) + setBytes(entry.set) + 8 * entry.matched.length + facetBytes(entry.facets.values()),
      sets,
    );
    this.impacts = new ImpactCache(new LruCache(IMPACT_ENTRIES, Infinity, setBytes, sets));
    this.leafCache = new LruCache(LEAF_CACHE_ENTRIES, Infinity, (entry, key) => keyBytes(key) + setBytes(entry.set) + 8 * entry.matched.length, sets);
    this.filters = new FilterSets(content.docs, filterCache);
    this.expander = new TermExpander(content.dictionary, expansionCache, this.work);
    const scorer = new Bm25Scorer(content, this.scratch, this.work, this.impacts);
    this.evaluator = new Evaluator(content, this.expander, scorer, this.work, this.leafCache, this.caches);
    this.corrector = new Corrector(content, this.work.visit);
    this.fastPath = new FastPath(content, this.expander, scorer, this.scratch, this.filters, this.columns, this.work);
  }

  get fields(): Map<string, FieldDefinition> {
    return this.content.fields;
  }

  get keyField(): string {
    return this.content.keyField;
  }

  get size(): number {
    return this.content.liveCount;
  }

  get useResultCaches(): boolean {
    return this.caches.useResultCaches;
  }

  set useResultCaches(use: boolean) {
    this.caches.useResultCaches = use;
  }

  /** Bytes the caches hold now, and at most (the sum of their budgets). */
  get cacheUsage(): { bytes: number; maxBytes: number } {
    let bytes = 0;
    let maxBytes = 0;
    for (const budget of this.cacheBudgets) {
      bytes += budget.bytes;
      maxBytes += budget.maxBytes;
    }
    return { bytes, maxBytes };
  }

  /** Adds or replaces documents by key. */
  upsert(documents: Iterable<SearchDocument>): void {
    this.content.upsert(documents);
  }

  /**
   * Gives back the spare room of the postings and token stores (after a build: they grew by
   * doubling while the documents came in). Changes the answers of no query.
   */
  compact(): void {
    this.content.compact();
  }

  /** Removes documents by key; unknown keys are ignored. */
  remove(keys: Iterable<string>): void {
    this.content.remove(keys);
  }

  /** Replaces the whole content: documents not in `documents` are removed. */
  replaceAll(documents: SearchDocument[]): void {
    const keep = new Set(documents.map((doc) => String(doc[this.keyField])));
    this.remove([...this.content.keys()].filter((key) => !keep.has(key)));
    this.upsert(documents);
  }

  get(key: string): SearchDocument | undefined {
    return this.content.get(key);
  }

  /** Drops what the caches keep when the documents changed; makes room in the scratch space. */
  private syncCaches(): void {
    if (this.cacheVersion !== this.content.version) {
      this.cacheVersion = this.content.version;
      this.filters.clear();
      this.columns.clear();
      this.leafCache.clear();
      this.matchCache.clear();
      this.answerCache.clear();
      this.impacts.clear();
    }
    this.expander.sync();
    this.scratch.ensure(this.content.docs.length);
  }

  private searchFieldIds(searchFields: string[] | undefined): number[] {
    if (!searchFields || searchFields.length === 0) return this.content.searchable.map((_, i) => i);
    return searchFields.map((name) => this.content.fieldIds(name, [])[0]!);
  }

  private fieldWeights(weights: Record<string, number> | undefined): number[] {
    return this.content.searchable.map((field) => weights?.[field.name] ?? 1);
  }

  search(request: EngineSearchRequest): EngineSearchResult {
    this.syncCaches();
    this.work.begin();
    const useCaches = this.caches.useResultCaches;
    const fields = this.searchFieldIds(request.searchFields);
    const weights = this.fieldWeights(request.weights);
    const key = `${JSON.stringify(request.query)}|${fields.join(',')}|${weights.join(',')}|${request.filter?.key ?? ''}`;
    const answerKey = useCaches ? `${key}|${request.skip}|${request.top}|${JSON.stringify(request.orderBy ?? [])}|${JSON.stringify(request.facets ?? [])}` : '';
    const answer = useCaches ? this.answerCache.get(answerKey) : undefined;
    if (answer) return this.answerResult(answer);
    if (!useCaches && (request.query.kind === 'term' || request.query.kind === 'all')) {
      const direct = this.fastPath.search(request, request.query, fields, weights);
      if (direct) return this.answerResult(direct);
    }
    if (!useCaches && request.query.kind === 'bool') {
      const direct = this.fastPath.searchAny(request, request.query, fields, weights);
      if (direct) return this.answerResult(direct);
    }
    let entry = useCaches ? this.matchCache.get(key) : undefined;
    if (entry) {
      for (const id of entry.matched) this.work.matched.add(id);
    } else {
      let set = this.evaluator.evaluate(request.query, fields, weights);
      if (request.filter) set = this.filters.apply(set, request.filter);
      const keep = useCaches && set.docs.length <= KEPT_SET_MAX_DOCS;
      entry = { set: keep ? compactSet(set) : set, matched: [...this.work.matched], facets: new Map() };
      if (keep) this.matchCache.set(key, entry);
    }
    const set = entry.set;
    const facets: Record<string, FacetValue[]> = {};
    let counted = false;
    for (const facet of request.facets ?? []) {
      const facetKey = `${facet.field},${facet.count},${facet.sort}`;
      let values = entry.facets.get(facetKey);
      if (!values) {
        entry.facets.set(facetKey, (values = this.columns.countFacet(facet, set.docs)));
        counted = true;
      }
      facets[facet.field] = values;
    }
    // The entry grew by its new facets: weighed again, so that the budget counts them.
    if (counted && useCaches && this.matchCache.has(key)) this.matchCache.set(key, entry);
    const positions = this.columns.topPositions(set, request.skip + request.top, request.orderBy).slice(request.skip);
    const found: Answer = {
      total: set.docs.length,
      docs: Int32Array.from(positions, (i) => set.docs[i]!),
      scores: Float64Array.from(positions, (i) => set.scores[i]!),
      facets,
      matched: [...this.work.matched],
    };
    if (useCaches) this.answerCache.set(answerKey, found);
    return this.answerResult(found);
  }

  private answerResult(answer: Answer): EngineSearchResult {
    const hits = Array.from(answer.docs, (doc, i) => ({ doc: this.content.docs[doc]!, score: answer.scores[i]! }));
    // Facet lists are handed out as copies: the cached answer stays as it was.
    const facets: Record<string, FacetValue[]> = {};
    for (const [field, values] of Object.entries(answer.facets)) facets[field] = values.slice();
    const matchedTerms = new Set(answer.matched.map((id) => this.content.dictionary.text[id]!));
    return { total: answer.total, hits, facets, matchedTerms };
  }

  /**
   * Completions of the last word typed, from the suggester's fields, most frequent first among the
   * documents that match the words before it (and the filter).
   */
  suggest(request: SuggestRequest): { text: string; queryPlusText: string }[] {
    this.syncCaches();
    this.work.begin();
    return suggest(request, {
      content: this.content,
      expander: this.expander,
      evaluator: this.evaluator,
      filters: this.filters,
      fieldIds: (names) => this.searchFieldIds(names),
      weights: this.fieldWeights(undefined),
      correct: (text) => this.corrector.correct(text),
    });
  }

  /** The text with the words the index does not know corrected ("did you mean"), if any. */
  correct(text: string): Correction | undefined {
    this.syncCaches();
    this.work.begin();
    return this.corrector.correct(text);
  }
}
