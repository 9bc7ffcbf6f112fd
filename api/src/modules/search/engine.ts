// The in-process search engine behind the Azure-compatible search service: an inverted index per
// searchable field over a shared term dictionary (./term-dictionary.ts), BM25 scoring with
// per-field weights over scored sets (./scored-set.ts), cached filter sets, and the sort ranks and
// facet columns of ./sort-and-facets.ts. See api/docs/search-engine.md.
import type { FieldDefinition, IndexDefinition, SearchDocument } from './schema.js';
import {
  type CompiledFilter,
  type FacetRequest,
  type OrderClause,
  type QueryNode,
  SearchRequestError,
} from './query.js';
import { CacheBudget, LruCache } from './lru-cache.js';
import { DocumentStore } from './document-store.js';
import { lowerBound, PostingStore } from './posting-store.js';
import { addScores, difference, empty, intersect, phraseAt, union, type ScoredSet } from './scored-set.js';
import { SortAndFacets, type FacetValue } from './sort-and-facets.js';
import { TermDictionary } from './term-dictionary.js';
import { compileRegex, compileWildcard, MAX_PATTERN_LENGTH } from './term-automaton.js';
import { fold, hasDigit, tokenize, tokenizeCode } from './text.js';
import { TokenStore } from './token-store.js';

export type { FacetValue } from './sort-and-facets.js';

/** A match set (query, fields, weights, filter) with the facets counted over it. */
interface MatchEntry {
  set: ScoredSet;
  matched: number[];
  facets: Map<string, FacetValue[]>;
}

/** One request's answer: its page of hits (internal ids and scores), count, facets, terms. */
interface Answer {
  total: number;
  docs: Int32Array;
  scores: Float64Array;
  facets: Record<string, FacetValue[]>;
  matched: number[];
}

interface Expansion {
  termId: number;
  weight: number;
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

export interface SuggestRequest {
  /** The words typed so far; the last one is being completed. */
  text: string;
  mode: 'oneTerm' | 'twoTerms' | 'oneTermWithContext';
  fuzzy: boolean;
  top: number;
  fields: string[];
  filter?: CompiledFilter;
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** BM25's per-term factor of a posting range of `postingLength` entries (document, frequency pairs). */
function termFactor(postingLength: number, n: number, weight: number, fieldWeight: number): number {
  const df = postingLength >>> 1;
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return weight * fieldWeight * idf * (BM25_K1 + 1);
}
const CACHE_LIMIT = 2000;
const LEAF_CACHE_ENTRIES = 512;
/** Documents in one leaf or match set kept at most (a common word's set is not kept). */
const LEAF_CACHE_MAX_DOCS = 100_000;
/** Answers (a page of hits, the count and facets of one request) kept at most. */
const ANSWER_CACHE_ENTRIES = 4096;
const MATCH_CACHE_ENTRIES = 256;
/** Materialised term impacts kept at most (entries; their bytes count against the budget). */
const IMPACT_ENTRIES = 1_000_000;
/** Field sets and weights with materialised impacts at most (beyond: all impacts are dropped). */
const IMPACT_SIGNATURES = 1024;
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

/** A set that holds no more than its own documents (a filtered or intersected set is a view). */
function compactSet(set: ScoredSet): ScoredSet {
  if (set.docs.buffer.byteLength === set.docs.byteLength && set.scores.buffer.byteLength === set.scores.byteLength) return set;
  return { docs: set.docs.slice(), scores: set.scores.slice() };
}

function facetBytes(facets: Iterable<FacetValue[]>): number {
  let bytes = 0;
  for (const values of facets) bytes += 64 + 48 * values.length;
  return bytes;
}
/**
 * The work one request may spend expanding its terms against the dictionary (regular
 * expressions, wildcards, fuzzy and contains matching) and scoring what they matched: dictionary
 * terms looked at (postings read count as a fraction of a term), and CPU time. The engine runs on the
 * one event loop that answers every other request too; beyond this budget the query is refused
 * as too complex (a 400) rather than holding everyone else up.
 */
const TERM_VISIT_BUDGET = 400_000;
/** Expansions of one term scored through materialised per-term impacts at most (see scoreTerms). */
const MATERIALISED_EXPANSIONS = 256;
const EXPANSION_TIME_BUDGET_MS = 25;

/**
 * The process's CPU time in microseconds: the time budget counts the work a request does, not
 * the wall clock, which also runs while the process waits for a core on a busy machine (an
 * ordinary query refused then would be the machine's fault, not the query's).
 */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Characters with a meaning in Lucene's regular expressions. */
const REGEX_META = /[.*+?{}()|[\]\\~&<>#@"]/;

export class SearchIndex {
  readonly definition: IndexDefinition;
  readonly fields = new Map<string, FieldDefinition>();
  readonly keyField: string;
  private readonly searchable: FieldDefinition[];
  private readonly searchableIndex = new Map<string, number>();

  private readonly docs: (SearchDocument | undefined)[] = [];
  private readonly documents: DocumentStore;
  private readonly keyToId = new Map<string, number>();
  private liveCount = 0;

  /** The terms of all searchable fields. */
  private readonly dictionary = new TermDictionary();

  /** Postings by term and searchable field; per field: token ids by document, total length. */
  private readonly postings = new PostingStore();
  private readonly docTokens: TokenStore[];
  private docLength: Int32Array[];
  private readonly fieldLength: number[];

  /** Bumped by every change; caches keyed on it are dropped when it moves. */
  private version = 0;
  private cacheVersion = -1;
  private expansionCacheVersion = -1;
  /** The byte budgets of the caches below (and of the sort ranks in `columns`): see CACHE_SHARES. */
  private readonly cacheBudgets: CacheBudget[];
  private readonly expansionCache: LruCache<string, Expansion[]>;
  /** Filter bitmaps: a byte per document (500 KB each at 500,000). */
  private readonly filterCache: LruCache<string, Uint8Array>;
  private readonly columns: SortAndFacets;
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
  /**
   * Each term's BM25 score per document, per field set and weights (see scoreTerms): keyed by
   * the signature's number times 2^32 plus the term id.
   */
  private readonly impacts: LruCache<number, ScoredSet>;
  private readonly impactSignatures = new Map<string, number>();
  /** Recent leaf results (a term or phrase in given fields), with the terms they matched. */
  private readonly leafCache: LruCache<string, { set: ScoredSet; matched: number[] }>;
  private allDocs: ScoredSet | undefined;

  /** Scratch space of indexDoc: occurrences per term id, zero between documents. */
  private termCounts = new Int32Array(0);
  private tokenIds = new Int32Array(256);
  private distinctIds = new Int32Array(256);

  // Scratch space for accumulating scores (the engine is synchronous, one request at a time).
  private acc = new Float64Array(0);
  /** A bit per document: touched in the scratch space (with a byte per document, collect took five times as long for 'kraan'). */
  private seen = new Int32Array(0);
  private touched = new Int32Array(0);
  private matched = new Set<number>();
  private termVisits = 0;
  private workDeadline = Infinity;

  /**
   * Term impacts, leaf results and match sets are kept for reuse unless this is false (the
   * benchmark and the engine comparison measure both).
   */
  useResultCaches = true;

  constructor(definition: IndexDefinition, options: SearchIndexOptions = {}) {
    this.definition = definition;
    const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
    const answers = new CacheBudget(Math.floor(cacheBytes * CACHE_SHARES.answers));
    const columns = new CacheBudget(Math.floor(cacheBytes * CACHE_SHARES.columns));
    const sets = new CacheBudget(Math.floor(cacheBytes * CACHE_SHARES.sets));
    this.cacheBudgets = [answers, columns, sets];
    const keyBytes = (key: string) => 2 * key.length;
    this.expansionCache = new LruCache(CACHE_LIMIT, Infinity, (list, key) => ENTRY_BYTES + keyBytes(key) + 40 * list.length, answers);
    this.answerCache = new LruCache(
      ANSWER_CACHE_ENTRIES,
      Infinity,
      (answer, key) => ENTRY_BYTES + keyBytes(key) + 12 * answer.docs.length + 8 * answer.matched.length + facetBytes(Object.values(answer.facets)),
      answers,
    );
    this.filterCache = new LruCache(CACHE_LIMIT, Infinity, (bits, key) => ENTRY_BYTES + keyBytes(key) + bits.byteLength, columns);
    this.columns = new SortAndFacets(this.docs, this.fields, () => this.all().docs, columns);
    this.matchCache = new LruCache(
      MATCH_CACHE_ENTRIES,
      Infinity,
      (entry, key) => keyBytes(key) + setBytes(entry.set) + 8 * entry.matched.length + facetBytes(entry.facets.values()),
      sets,
    );
    this.impacts = new LruCache(IMPACT_ENTRIES, Infinity, setBytes, sets);
    this.leafCache = new LruCache(LEAF_CACHE_ENTRIES, Infinity, (entry, key) => keyBytes(key) + setBytes(entry.set) + 8 * entry.matched.length, sets);
    for (const field of definition.fields) this.fields.set(field.name, field);
    const key = definition.fields.find((field) => field.key);
    if (!key) throw new Error(`index ${definition.name} has no key field`);
    this.keyField = key.name;
    this.documents = new DocumentStore(definition.fields);
    this.searchable = definition.fields.filter((field) => field.searchable);
    this.searchable.forEach((field, i) => this.searchableIndex.set(field.name, i));
    this.docTokens = this.searchable.map(() => new TokenStore());
    this.docLength = this.searchable.map(() => new Int32Array(1024));
    this.fieldLength = this.searchable.map(() => 0);
  }

  get size(): number {
    return this.liveCount;
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
    let changed = 0;
    for (const given of documents) {
      changed++;
      if (typeof given[this.keyField] !== 'string' || given[this.keyField] === '') throw new SearchRequestError(`document without key ${this.keyField}`);
      // Kept (and analysed) as a compact copy: a term cut out of a value refers to the copy.
      const doc = this.documents.compact(given);
      const key = doc[this.keyField] as string;
      const existing = this.keyToId.get(key);
      if (existing !== undefined) {
        this.unindex(existing);
        this.indexDoc(existing, doc);
      } else {
        const id = this.docs.length;
        this.keyToId.set(key, id);
        this.indexDoc(id, doc);
        this.liveCount++;
      }
    }
    if (changed > 0) this.version++;
  }

  /**
   * Gives back the spare room of the postings and token stores (after a build: they grew by
   * doubling while the documents came in). Changes the answers of no query.
   */
  compact(): void {
    this.postings.compact(-1, true);
    for (const store of this.docTokens) store.compact();
  }

  /** Removes documents by key; unknown keys are ignored. */
  remove(keys: Iterable<string>): void {
    let removed = 0;
    for (const key of keys) {
      const id = this.keyToId.get(key);
      if (id === undefined) continue;
      this.unindex(id);
      this.docs[id] = undefined;
      this.keyToId.delete(key);
      this.liveCount--;
      removed++;
    }
    if (removed > 0) this.version++;
  }

  /** Replaces the whole content: documents not in `documents` are removed. */
  replaceAll(documents: SearchDocument[]): void {
    const keep = new Set(documents.map((doc) => String(doc[this.keyField])));
    this.remove([...this.keyToId.keys()].filter((key) => !keep.has(key)));
    this.upsert(documents);
  }

  get(key: string): SearchDocument | undefined {
    const id = this.keyToId.get(key);
    return id === undefined ? undefined : this.docs[id];
  }

  // ---------------------------------------------------------------- indexing

  private analyze(field: FieldDefinition, value: unknown): string[] {
    if (value === null || value === undefined) return [];
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    return field.analyzer === 'code' ? tokenizeCode(text) : tokenize(text);
  }

  private indexDoc(id: number, doc: SearchDocument): void {
    this.docs[id] = doc;
    for (let sfi = 0; sfi < this.searchable.length; sfi++) {
      const tokens = this.analyze(this.searchable[sfi]!, doc[this.searchable[sfi]!.name]);
      const n = tokens.length;
      // Token ids and term frequencies in scratch space by term id (a Map and a typed array per
      // field and document were most of the garbage of a build); `distinct` lists the terms in
      // the order they first occur.
      if (this.termCounts.length < this.dictionary.size + n) {
        const grown = new Int32Array(Math.max(1024, (this.dictionary.size + n) * 2));
        grown.set(this.termCounts);
        this.termCounts = grown;
      }
      if (this.tokenIds.length < n) {
        this.tokenIds = new Int32Array(n * 2);
        this.distinctIds = new Int32Array(n * 2);
      }
      const counts = this.termCounts;
      const ids = this.tokenIds;
      const distinct = this.distinctIds;
      let d = 0;
      for (let i = 0; i < n; i++) {
        const termId = this.dictionary.add(tokens[i]!);
        ids[i] = termId;
        if (counts[termId]!++ === 0) distinct[d++] = termId;
      }
      this.docTokens[sfi]!.set(id, ids, n);
      if (id >= this.docLength[sfi]!.length) {
        const grown = new Int32Array(Math.max(id + 1, this.docLength[sfi]!.length * 2));
        grown.set(this.docLength[sfi]!);
        this.docLength[sfi] = grown;
      }
      this.docLength[sfi]![id] = n;
      this.fieldLength[sfi]! += n;
      for (let i = 0; i < d; i++) {
        const termId = distinct[i]!;
        this.postings.add(termId, sfi, id, counts[termId]!);
        counts[termId] = 0;
      }
    }
  }

  private unindex(id: number): void {
    this.searchable.forEach((_, sfi) => {
      const ids = this.docTokens[sfi]!.get(id);
      if (!ids) return;
      this.fieldLength[sfi]! -= ids.length;
      this.docLength[sfi]![id] = 0;
      for (const termId of new Set(ids)) this.postings.delete(termId, sfi, id);
      this.docTokens[sfi]!.clear(id);
    });
  }

  private syncCaches(): void {
    if (this.cacheVersion !== this.version) {
      this.cacheVersion = this.version;
      this.filterCache.clear();
      this.columns.clear();
      this.leafCache.clear();
      this.matchCache.clear();
      this.answerCache.clear();
      this.impacts.clear();
      this.impactSignatures.clear();
      this.allDocs = undefined;
    }
    if (this.expansionCacheVersion !== this.dictionary.version) {
      this.expansionCacheVersion = this.dictionary.version;
      this.expansionCache.clear();
    }
    if (this.acc.length < this.docs.length) {
      this.acc = new Float64Array(this.docs.length + 1024);
      this.seen = new Int32Array(((this.docs.length + 1024) >>> 5) + 1);
      this.touched = new Int32Array(this.docs.length + 1024);
    }
  }

  // ---------------------------------------------------------------- term expansion

  /** Starts the work budget of one request. */
  private beginWork(): void {
    this.termVisits = 0;
    this.workDeadline = cpuMicros() + EXPANSION_TIME_BUDGET_MS * 1000;
  }

  /** Charges dictionary terms looked at to the request's budget; refuses the request beyond it. */
  private readonly visit = (count: number): void => this.visitTerms(count);

  private visitTerms(count: number): void {
    const before = this.termVisits;
    this.termVisits += count;
    // The CPU clock is read once per 8,192 terms looked at (under a millisecond of work): reading
    // it once per 1,024 was 4.6 % of the CPU time of uncached queries at 500,000 articles (the
    // postings of a long list are charged as terms too, so a query crossed that mark often).
    if (this.termVisits > TERM_VISIT_BUDGET || ((before ^ this.termVisits) >>> 13 !== 0 && cpuMicros() > this.workDeadline)) {
      throw new SearchRequestError('The query is too complex: it has to look at too many terms. Make its wildcards, regular expressions or fuzzy terms more specific.');
    }
  }

  /**
   * The analysed form of one token: the exact term weighs most; a term that contains it weighs
   * less, most when it ends in it (the head of a Dutch compound: 'wastafel|mengkraan'). Short
   * numbers only match whole. A word that matches nothing at all is retried with one typo.
   */
  private expandAnalyzed(token: string): Expansion[] {
    const out: Expansion[] = [];
    const exact = this.dictionary.find(token);
    const minContains = hasDigit(token) && !/[a-z]/.test(token) ? 4 : 3;
    if (token.length >= minContains) {
      for (const id of this.dictionary.containing(token, this.visit)) {
        const text = this.dictionary.text[id]!;
        const weight = id === exact ? 1 : text.endsWith(token) ? 0.6 : text.startsWith(token) ? 0.5 : 0.35;
        out.push({ termId: id, weight });
      }
    } else if (exact !== undefined) {
      out.push({ termId: exact, weight: 1 });
    }
    if (out.length === 0 && token.length >= 5 && !hasDigit(token)) {
      for (const { id, distance } of this.dictionary.within(token, token.length >= 8 ? 2 : 1, this.visit)) {
        out.push({ termId: id, weight: 0.4 / distance });
      }
    }
    return out;
  }

  private expand(mode: string, text: string, distance = 2): Expansion[] {
    const cacheKey = `${mode}\u0000${distance}\u0000${text}`;
    const cached = this.expansionCache.get(cacheKey);
    if (cached) return cached;
    let out: Expansion[];
    switch (mode) {
      case 'analyzed':
        out = this.expandAnalyzed(text);
        break;
      case 'exact': {
        const id = this.dictionary.find(text);
        out = id === undefined ? [] : [{ termId: id, weight: 1 }];
        break;
      }
      case 'prefix':
        out = this.dictionary.withPrefix(text, this.visit).map((id) => ({ termId: id, weight: this.dictionary.text[id] === text ? 1 : 0.8 }));
        break;
      case 'fuzzy':
        out = this.dictionary.within(text, distance, this.visit).map(({ id, distance: d }) => ({ termId: id, weight: d === 0 ? 1 : 0.7 / d }));
        break;
      case 'regex':
        out = this.expandRegex(text);
        break;
      case 'wildcard':
        out = this.dictionary.matching(compileWildcard(text), this.visit).map((id) => ({ termId: id, weight: 0.6 }));
        break;
      case 'fuzzyPrefix':
        out = this.dictionary.withFuzzyPrefix(text, this.visit).map((id) => ({ termId: id, weight: 0.5 }));
        break;
      default:
        throw new SearchRequestError(`unknown term mode ${mode}`);
    }
    return this.expansionCache.set(cacheKey, out);
  }

  /** Lucene regular expressions match whole terms; `/.*x.*\/` and `/x.*\/` take the fast paths. */
  private expandRegex(source: string): Expansion[] {
    if (source.length > MAX_PATTERN_LENGTH) throw new SearchRequestError(`The regular expression /${source.slice(0, 50)}…/ is too long.`);
    const contains = /^\.\*(.+?)\.\*$/.exec(source);
    if (contains && !REGEX_META.test(contains[1]!)) {
      const fragment = fold(contains[1]!);
      return this.dictionary.containing(fragment, this.visit).map((id) => ({ termId: id, weight: this.dictionary.text[id] === fragment ? 1 : 0.6 }));
    }
    const prefix = /^(.+?)\.\*$/.exec(source);
    if (prefix && !REGEX_META.test(prefix[1]!)) {
      return this.dictionary.withPrefix(fold(prefix[1]!), this.visit).map((id) => ({ termId: id, weight: 0.8 }));
    }
    if (!REGEX_META.test(source)) {
      const id = this.dictionary.find(fold(source));
      return id === undefined ? [] : [{ termId: id, weight: 1 }];
    }
    return this.dictionary.matching(compileRegex(source), this.visit).map((id) => ({ termId: id, weight: 0.6 }));
  }

  // ---------------------------------------------------------------- evaluation

  private fieldSet(field: string | undefined, searchFields: number[]): number[] {
    if (field === undefined) return searchFields;
    const sfi = this.searchableIndex.get(field);
    if (sfi === undefined) {
      if (this.fields.has(field)) throw new SearchRequestError(`Field '${field}' is not searchable.`);
      throw new SearchRequestError(`Unknown field '${field}' in search query.`);
    }
    return [sfi];
  }

  /**
   * Scores a set of expanded terms: each term's impacts (its BM25 score per document over the
   * fields, materialised once per field set and weights, kept until the documents change) are
   * combined: a document scores by its best term plus a little for the others, so that 'kraan'
   * inside ten words does not beat 'kraan'. Prefixes typed one letter at a time ('mengk',
   * 'mengkr', ...) expand to the same terms and reuse their impacts.
   */
  private scoreTerms(expansions: Expansion[], fields: number[], weights: number[], boost: number): ScoredSet {
    // Without reuse, one pass over all postings is cheaper than materialising each term first
    // (the scores differ slightly: every field and term compete for "best" at once). A pattern
    // that matches thousands of terms takes that pass too: materialising each would cost tens of
    // milliseconds, and its terms are seldom asked for again.
    if (!this.useResultCaches || expansions.length > MATERIALISED_EXPANSIONS) return this.scoreFields(expansions, fields, weights, boost);
    const signature = `${fields.join(',')}|${weights.join(',')}`;
    let signatureId = this.impactSignatures.get(signature);
    if (signatureId === undefined) {
      if (this.impactSignatures.size >= IMPACT_SIGNATURES) {
        this.impactSignatures.clear();
        this.impacts.clear();
      }
      signatureId = this.impactSignatures.size;
      this.impactSignatures.set(signature, signatureId);
    }
    const base = signatureId * 0x1_0000_0000;
    const lists: { set: ScoredSet; factor: number }[] = [];
    for (const { termId, weight } of expansions) {
      let set = this.impacts.get(base + termId);
      if (!set) {
        set = this.scoreFields([{ termId, weight: 1 }], fields, weights, 1);
        this.impacts.set(base + termId, set);
      }
      if (set.docs.length > 0) {
        lists.push({ set, factor: weight * boost });
        this.matched.add(termId);
      }
    }
    if (lists.length === 0) return empty();
    if (lists.length === 1) {
      const { set, factor } = lists[0]!;
      return factor === 1 ? set : { docs: set.docs, scores: set.scores.map((x) => x * factor) };
    }
    const { acc, seen, touched } = this;
    let count = 0;
    for (const { set, factor } of lists) {
      const { docs, scores } = set;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        const s = scores[i]! * factor;
        const bit = 1 << (doc & 31);
        if ((seen[doc >>> 5]! & bit) === 0) {
          seen[doc >>> 5]! |= bit;
          touched[count++] = doc;
          acc[doc] = s;
        } else {
          const prev = acc[doc]!;
          acc[doc] = prev >= s ? prev + s * 0.1 : s + prev * 0.1;
        }
      }
    }
    return this.collect(count);
  }

  /** BM25 over the postings of the given terms and fields (the impacts of one term). */
  private scoreFields(expansions: Expansion[], fields: number[], weights: number[], boost: number): ScoredSet {
    return this.collect(this.accumulate(expansions, fields, weights, boost, true));
  }

  /**
   * Charges reading the postings of `expansions` in `fields` to the request's budget. Done before
   * the scratch space is touched, so that a refusal leaves it clean. Reading postings costs about
   * a sixteenth of a dictionary term per document.
   */
  private chargePostings(expansions: Expansion[], fields: number[]): void {
    for (const sfi of fields) {
      this.visitTerms(expansions.length);
      for (const { termId } of expansions) {
        const length = 2 * this.postings.count(termId, sfi);
        if (length > 32) this.visitTerms(length >>> 5);
      }
    }
  }

  /**
   * Marks the documents of the postings of `expansions` in `fields` in the scratch space and, when
   * `scored`, their BM25 scores (per field and term, combined as below); returns how many
   * documents it touched (`collect`, `searchOneTerm` or `bestFromFlags` take them out and clear it). Without scores a
   * posting costs one bit: a results page sorted by fields needs the scores of its page only
   * (`scoreDocument`).
   */
  private accumulate(expansions: Expansion[], fields: number[], weights: number[], boost: number, scored: boolean): number {
    const acc = this.acc;
    const seen = this.seen;
    const touched = this.touched;
    let count = 0;
    const n = this.liveCount || 1;
    this.chargePostings(expansions, fields);
    for (const sfi of fields) {
      const { lengths, fieldWeight, lengthFactor, constFactor } = this.fieldFactors(sfi, n, weights, boost);
      for (const { termId, weight } of expansions) {
        const { pool, start, end } = this.postings.range(termId, sfi);
        if (end === start) continue;
        this.matched.add(termId);
        if (!scored) {
          for (let i = start; i < end; i += 2) {
            const doc = pool[i]!;
            const bit = 1 << (doc & 31);
            if ((seen[doc >>> 5]! & bit) === 0) {
              seen[doc >>> 5]! |= bit;
              touched[count++] = doc;
            }
          }
          continue;
        }
        const factor = termFactor(end - start, n, weight, fieldWeight);
        for (let i = start; i < end; i += 2) {
          const doc = pool[i]!;
          const tf = pool[i + 1]!;
          const s = (factor * tf) / (tf + constFactor + lengthFactor * lengths[doc]!);
          const bit = 1 << (doc & 31);
          if ((seen[doc >>> 5]! & bit) === 0) {
            seen[doc >>> 5]! |= bit;
            touched[count++] = doc;
            acc[doc] = s;
          } else {
            // A document matching through several expansions scores by its best one, plus a
            // little for the others, so that 'kraan' inside ten words does not beat 'kraan'.
            const prev = acc[doc]!;
            acc[doc] = prev >= s ? prev + s * 0.1 : s + prev * 0.1;
          }
        }
      }
    }
    return count;
  }

  /** BM25's per-field constants: `accumulate` and `scoreDocument` compute a score the same way. */
  private fieldFactors(sfi: number, n: number, weights: number[], boost: number) {
    const avgLength = this.fieldLength[sfi]! / n || 1;
    return {
      lengths: this.docLength[sfi]!,
      fieldWeight: weights[sfi]! * boost,
      lengthFactor: BM25_K1 * BM25_B / avgLength,
      constFactor: BM25_K1 * (1 - BM25_B),
    };
  }

  /**
   * The score `accumulate` gives `doc` (undefined when it matches none of the postings): the same
   * operations in the same order, the postings found by binary search instead of read through.
   */
  private scoreDocument(doc: number, expansions: Expansion[], fields: number[], weights: number[], boost: number): number | undefined {
    let score: number | undefined;
    const n = this.liveCount || 1;
    for (const sfi of fields) {
      const { lengths, fieldWeight, lengthFactor, constFactor } = this.fieldFactors(sfi, n, weights, boost);
      for (const { termId, weight } of expansions) {
        const { pool, start, end } = this.postings.range(termId, sfi);
        if (end === start) continue;
        const at = lowerBound(pool, start, end, doc);
        if (at === end || pool[at] !== doc) continue;
        const factor = termFactor(end - start, n, weight, fieldWeight);
        const tf = pool[at + 1]!;
        const s = (factor * tf) / (tf + constFactor + lengthFactor * lengths[doc]!);
        if (score === undefined) score = s;
        else score = score >= s ? score + s * 0.1 : s + score * 0.1;
      }
    }
    return score;
  }

  /** The documents touched in the scratch space, in id order, with their scores; clears it. */
  private collect(count: number): ScoredSet {
    const { acc, seen, touched } = this;
    const docs = new Int32Array(count);
    const scores = new Float64Array(count);
    if (count > this.docs.length >>> 6) {
      // Many matches: walking the flags (32 documents a word) in document order is cheaper than sorting.
      let k = 0;
      const words = (this.docs.length + 31) >>> 5;
      for (let w = 0; w < words && k < count; w++) {
        let bits = seen[w]!;
        if (bits === 0) continue;
        seen[w] = 0;
        const base = w << 5;
        while (bits !== 0) {
          const low = bits & -bits;
          const doc = base + 31 - Math.clz32(low);
          docs[k] = doc;
          scores[k++] = acc[doc]!;
          acc[doc] = 0;
          bits ^= low;
        }
      }
    } else {
      docs.set(touched.subarray(0, count));
      docs.sort();
      for (let i = 0; i < count; i++) {
        const doc = docs[i]!;
        scores[i] = acc[doc]!;
        acc[doc] = 0;
        seen[doc >>> 5] = 0;
      }
    }
    return { docs, scores };
  }

  private all(): ScoredSet {
    if (!this.allDocs) {
      const docs = new Int32Array(this.liveCount);
      let n = 0;
      for (let id = 0; id < this.docs.length; id++) if (this.docs[id]) docs[n++] = id;
      this.allDocs = { docs, scores: new Float64Array(n).fill(1) };
    }
    return this.allDocs;
  }

  private evaluate(node: QueryNode, fields: number[], weights: number[]): ScoredSet {
    switch (node.kind) {
      case 'all':
        return this.all();
      case 'not':
        return difference(this.all(), this.evaluate(node.node, fields, weights));
      case 'bool':
        return this.evaluateBool(node, fields, weights);
      case 'phrase':
      case 'term':
        return this.evaluateLeaf(node, fields, weights);
    }
  }

  /** Terms and phrases, through a small cache: the same words are asked for again and again. */
  private evaluateLeaf(node: Extract<QueryNode, { kind: 'term' | 'phrase' }>, fields: number[], weights: number[]): ScoredSet {
    const key = `${JSON.stringify(node)}|${fields.join(',')}|${weights.join(',')}`;
    const cached = this.useResultCaches ? this.leafCache.get(key) : undefined;
    if (cached) {
      for (const id of cached.matched) this.matched.add(id);
      return cached.set;
    }
    const outer = this.matched;
    this.matched = new Set();
    const set = node.kind === 'term' ? this.evaluateTerm(node, fields, weights) : this.evaluatePhrase(node, fields, weights);
    const matched = [...this.matched];
    this.matched = outer;
    for (const id of matched) outer.add(id);
    if (this.useResultCaches && set.docs.length <= LEAF_CACHE_MAX_DOCS) {
      const kept = compactSet(set);
      this.leafCache.set(key, { set: kept, matched });
      return kept;
    }
    return set;
  }

  private evaluateBool(node: Extract<QueryNode, { kind: 'bool' }>, fields: number[], weights: number[]): ScoredSet {
    const must: ScoredSet[] = [];
    const should: ScoredSet[] = [];
    const mustNot: ScoredSet[] = [];
    for (const clause of node.clauses) {
      const set = this.evaluate(clause.node, fields, weights);
      (clause.occur === 'must' ? must : clause.occur === 'should' ? should : mustNot).push(set);
    }
    let result: ScoredSet;
    if (must.length > 0) {
      must.sort((a, b) => a.docs.length - b.docs.length);
      result = must[0]!;
      for (let i = 1; i < must.length; i++) result = intersect(result, must[i]!);
      for (const set of should) result = addScores(result, set);
    } else if (should.length > 0) {
      result = should.reduce(union);
    } else {
      result = this.all();
    }
    for (const set of mustNot) result = difference(result, set);
    if (node.boost !== 1) result = { docs: result.docs, scores: result.scores.map((s) => s * node.boost) };
    return result;
  }

  private evaluateTerm(node: Extract<QueryNode, { kind: 'term' }>, fields: number[], weights: number[]): ScoredSet {
    const fieldIds = this.fieldSet(node.field, fields);
    const expansions = this.termExpansions(node);
    if (expansions) return this.scoreTerms(expansions, fieldIds, weights, node.boost);
    // One query word may hold several tokens ('wc-pot', 'GR-32.12'): all must match; a code-like
    // word also matches its joined form ('gr3212' inside 'gr321234').
    const folded = fold(node.text);
    const parts = folded.match(/[a-z0-9]+/g) ?? [];
    const partSets = parts.map((part) => this.scoreTerms(this.expand('analyzed', part), fieldIds, weights, node.boost));
    let result = partSets.reduce((a, b) => intersect(a, b));
    if (parts.length > 1 && hasDigit(folded)) {
      const joined = this.scoreTerms(this.expand('analyzed', parts.join('')), fieldIds, weights, node.boost);
      result = union(result, joined);
    }
    return result;
  }

  /**
   * The dictionary terms one term node is scored over, or undefined for an analysed word of
   * several tokens (scored part by part, see evaluateTerm).
   */
  private termExpansions(node: Extract<QueryNode, { kind: 'term' }>): Expansion[] | undefined {
    if (node.mode === 'analyzed') {
      const parts = fold(node.text).match(/[a-z0-9]+/g) ?? [];
      if (parts.length === 0) return [];
      return parts.length === 1 ? this.expand('analyzed', parts[0]!) : undefined;
    }
    if (node.mode === 'wildcard') {
      const text = fold(node.text);
      if (/^[^*?]+\*$/.test(text)) return this.expand('prefix', text.slice(0, -1));
      return this.expand('wildcard', text);
    }
    if (node.mode === 'fuzzy') return this.expand('fuzzy', fold(node.text), node.distance ?? 2);
    const text = node.mode === 'prefix' ? fold(node.text) : node.text;
    return this.expand(node.mode, text);
  }

  private evaluatePhrase(node: Extract<QueryNode, { kind: 'phrase' }>, fields: number[], weights: number[]): ScoredSet {
    const fieldIds = this.fieldSet(node.field, fields);
    const tokens = tokenize(node.text);
    if (tokens.length === 0) return empty();
    const termIds = tokens.map((token) => this.dictionary.find(token));
    if (termIds.some((id) => id === undefined)) return empty();
    const ids = termIds as number[];
    let candidates = ids
      .map((id) => this.scoreTerms([{ termId: id, weight: 1 }], fieldIds, weights, node.boost))
      .reduce((a, b) => intersect(a, b));
    if (ids.length === 1) return candidates;
    const keep: number[] = [];
    candidates.docs.forEach((doc, i) => {
      if (fieldIds.some((sfi) => phraseAt(this.docTokens[sfi]!.get(doc), ids, node.slop))) keep.push(i);
    });
    candidates = {
      docs: Int32Array.from(keep, (i) => candidates.docs[i]!),
      scores: Float64Array.from(keep, (i) => candidates.scores[i]! * 1.5),
    };
    return candidates;
  }

  private filterSet(filter: CompiledFilter): Uint8Array {
    let set = this.filterCache.get(filter.key);
    if (!set) {
      set = new Uint8Array(this.docs.length);
      for (let id = 0; id < this.docs.length; id++) {
        const doc = this.docs[id];
        if (doc && filter.test(doc)) set[id] = 1;
      }
      this.filterCache.set(filter.key, set);
    }
    return set;
  }

  private applyFilter(set: ScoredSet, filter: CompiledFilter): ScoredSet {
    const n = set.docs.length;
    const docs = new Int32Array(n);
    const scores = new Float64Array(n);
    let k = 0;
    const cached = this.filterCache.get(filter.key);
    if (cached || n > 2000) {
      const bits = cached ?? this.filterSet(filter);
      for (let i = 0; i < n; i++) {
        const doc = set.docs[i]!;
        if (bits[doc] === 1) {
          docs[k] = doc;
          scores[k++] = set.scores[i]!;
        }
      }
    } else {
      for (let i = 0; i < n; i++) {
        const doc = set.docs[i]!;
        if (filter.test(this.docs[doc]!)) {
          docs[k] = doc;
          scores[k++] = set.scores[i]!;
        }
      }
    }
    if (k === n) return set;
    return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
  }


  private searchFieldIds(searchFields: string[] | undefined): number[] {
    if (!searchFields || searchFields.length === 0) return this.searchable.map((_, i) => i);
    return searchFields.map((name) => this.fieldSet(name, [])[0]!);
  }

  private fieldWeights(weights: Record<string, number> | undefined): number[] {
    return this.searchable.map((field) => weights?.[field.name] ?? 1);
  }

  search(request: EngineSearchRequest): EngineSearchResult {
    this.syncCaches();
    this.beginWork();
    this.matched = new Set();
    const fields = this.searchFieldIds(request.searchFields);
    const weights = this.fieldWeights(request.weights);
    const key = `${JSON.stringify(request.query)}|${fields.join(',')}|${weights.join(',')}|${request.filter?.key ?? ''}`;
    const answerKey = this.useResultCaches
      ? `${key}|${request.skip}|${request.top}|${JSON.stringify(request.orderBy ?? [])}|${JSON.stringify(request.facets ?? [])}`
      : '';
    const answer = this.useResultCaches ? this.answerCache.get(answerKey) : undefined;
    if (answer) return this.answerResult(answer);
    if (!this.useResultCaches && (request.query.kind === 'term' || request.query.kind === 'all')) {
      const direct = this.searchOneTerm(request, request.query, fields, weights);
      if (direct) return this.answerResult(direct);
    }
    let entry = this.useResultCaches ? this.matchCache.get(key) : undefined;
    if (entry) {
      for (const id of entry.matched) this.matched.add(id);
    } else {
      let set = this.evaluate(request.query, fields, weights);
      if (request.filter) set = this.applyFilter(set, request.filter);
      const keep = this.useResultCaches && set.docs.length <= LEAF_CACHE_MAX_DOCS;
      entry = { set: keep ? compactSet(set) : set, matched: [...this.matched], facets: new Map() };
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
    if (counted && this.useResultCaches && this.matchCache.has(key)) this.matchCache.set(key, entry);
    const positions = this.columns.topPositions(set, request.skip + request.top, request.orderBy).slice(request.skip);
    const found: Answer = {
      total: set.docs.length,
      docs: Int32Array.from(positions, (i) => set.docs[i]!),
      scores: Float64Array.from(positions, (i) => set.scores[i]!),
      facets,
      matched: [...this.matched],
    };
    if (this.useResultCaches) this.answerCache.set(answerKey, found);
    return this.answerResult(found);
  }

  /**
   * A query of one term without result caches, straight from the scratch space: no scored set is
   * made or copied. The touched documents come out in id order (as from collect) through the
   * filter; ordered by score, the best skip + top are kept as they pass (the order of
   * topPositions: score, then id); ordered by fields, the postings are only marked (a bit per
   * posting, no BM25) and the page's documents scored afterwards (scoreDocument: the same
   * operations). Undefined when the request needs the general path (other orders, deep pages,
   * a word of several tokens). The answers are those of the general path; a test compares.
   */
  private searchOneTerm(request: EngineSearchRequest, node: Extract<QueryNode, { kind: 'term' | 'all' }>, fields: number[], weights: number[]): Answer | undefined {
    const clauses = request.orderBy && request.orderBy.length > 0 ? request.orderBy : undefined;
    const byScore = !clauses || (clauses.length === 1 && clauses[0]!.field === undefined && clauses[0]!.desc);
    if (!byScore && !clauses!.every((c) => c.field !== undefined)) return undefined;
    const k = request.skip + request.top;
    if (k > 1000) return undefined;
    let fieldIds: number[] = [];
    let expansions: Expansion[] = [];
    let source: Int32Array;
    let count: number;
    const { acc, seen, touched } = this;
    if (node.kind === 'all') {
      // Every live document, score 1 (as all()).
      source = this.all().docs;
      count = source.length;
    } else {
      fieldIds = this.fieldSet(node.field, fields);
      const found = this.termExpansions(node);
      if (!found) return undefined;
      expansions = found;
      count = this.accumulate(expansions, fieldIds, weights, node.boost, byScore);
      if (byScore && k > 0 && !request.filter && !request.facets?.length && count > this.docs.length >>> 6) {
        // The instant search's shape: the best skip + top straight from the flags, in one walk.
        const best = this.bestFromFlags(count, k);
        const from = Math.min(request.skip, best.docs.length);
        return { total: count, docs: best.docs.slice(from), scores: best.scores.slice(from), facets: {}, matched: [...this.matched] };
      }
      // The touched documents in id order, in touched[0 .. count), the bits cleared.
      if (count > this.docs.length >>> 6) {
        let i = 0;
        const words = (this.docs.length + 31) >>> 5;
        for (let w = 0; w < words && i < count; w++) {
          let bits = seen[w]!;
          if (bits === 0) continue;
          seen[w] = 0;
          const base = w << 5;
          while (bits !== 0) {
            const low = bits & -bits;
            touched[i++] = base + 31 - Math.clz32(low);
            bits ^= low;
          }
        }
      } else {
        touched.subarray(0, count).sort();
        for (let i = 0; i < count; i++) seen[touched[i]! >>> 5] = 0;
      }
      source = touched;
    }
    const scoresFromAcc = node.kind === 'term';
    // (A filter that throws leaves the scratch space clean: its bits are cleared; a score is
    // only read under a set bit.)
    let bitmap: Uint8Array | undefined;
    let test: ((doc: SearchDocument) => boolean) | undefined;
    if (request.filter) {
      const cached = this.filterCache.get(request.filter.key);
      if (cached || count > 2000) bitmap = cached ?? this.filterSet(request.filter);
      else {
        const filter = request.filter;
        test = (doc) => filter.test(doc);
      }
    }
    // Documents that pass the filter, in touched (written back over the documents read, never
    // ahead of them).
    let total = 0;
    const bestKey = new Float64Array(k);
    const bestDoc = new Int32Array(k);
    let size = 0;
    for (let i = 0; i < count; i++) {
      const doc = source[i]!;
      let score = 1;
      if (scoresFromAcc) {
        score = acc[doc]!;
        acc[doc] = 0;
      }
      if (bitmap ? bitmap[doc] !== 1 : test && !test(this.docs[doc]!)) continue;
      touched[total++] = doc;
      if (!byScore || k === 0) continue;
      const key = -score;
      if (size === k && key >= bestKey[k - 1]!) continue;
      let j = size < k ? size++ : k - 1;
      while (j > 0 && bestKey[j - 1]! > key) {
        bestKey[j] = bestKey[j - 1]!;
        bestDoc[j] = bestDoc[j - 1]!;
        j--;
      }
      bestKey[j] = key;
      bestDoc[j] = doc;
    }
    const docs = touched.subarray(0, total);
    const facets: Record<string, FacetValue[]> = {};
    for (const facet of request.facets ?? []) facets[facet.field] = this.columns.countFacet(facet, docs);
    let page: Int32Array;
    let scores: Float64Array;
    if (byScore) {
      page = bestDoc.slice(Math.min(request.skip, size), size);
      scores = Float64Array.from(bestKey.subarray(Math.min(request.skip, size), size), (key) => -key);
    } else {
      const positions = this.columns.topPositions({ docs, scores: new Float64Array(0) }, k, clauses).slice(request.skip);
      page = Int32Array.from(positions, (i) => docs[i]!);
      scores = scoresFromAcc ? Float64Array.from(page, (doc) => this.scoreDocument(doc, expansions, fieldIds, weights, node.boost)!) : new Float64Array(page.length).fill(1);
    }
    return { total, docs: page, scores, facets, matched: [...this.matched] };
  }

  /**
   * The best `k` of the `count` documents flagged in the scratch space by score (then id, as
   * topPositions), read in one walk over the flags in id order; the scratch space cleared.
   */
  private bestFromFlags(count: number, k: number): { docs: Int32Array; scores: Float64Array } {
    const { acc, seen } = this;
    const bestKey = new Float64Array(k);
    const bestDoc = new Int32Array(k);
    let size = 0;
    let i = 0;
    const words = (this.docs.length + 31) >>> 5;
    for (let w = 0; w < words && i < count; w++) {
      let bits = seen[w]!;
      if (bits === 0) continue;
      seen[w] = 0;
      const base = w << 5;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const doc = base + 31 - Math.clz32(low);
        i++;
        const key = -acc[doc]!;
        acc[doc] = 0;
        if (size === k && key >= bestKey[k - 1]!) continue;
        let j = size < k ? size++ : k - 1;
        while (j > 0 && bestKey[j - 1]! > key) {
          bestKey[j] = bestKey[j - 1]!;
          bestDoc[j] = bestDoc[j - 1]!;
          j--;
        }
        bestKey[j] = key;
        bestDoc[j] = doc;
      }
    }
    return { docs: bestDoc.subarray(0, size), scores: Float64Array.from(bestKey.subarray(0, size), (key) => -key) };
  }

  private answerResult(answer: Answer): EngineSearchResult {
    const hits = Array.from(answer.docs, (doc, i) => ({ doc: this.docs[doc]!, score: answer.scores[i]! }));
    // Facet lists are handed out as copies: the cached answer stays as it was.
    const facets: Record<string, FacetValue[]> = {};
    for (const [field, values] of Object.entries(answer.facets)) facets[field] = values.slice();
    const matchedTerms = new Set(answer.matched.map((id) => this.dictionary.text[id]!));
    return { total: answer.total, hits, facets, matchedTerms };
  }

  /**
   * Completions of the last word typed, from the suggester's fields, most frequent first among the
   * documents that match the words before it (and the filter).
   */
  suggest(request: SuggestRequest): { text: string; queryPlusText: string }[] {
    this.syncCaches();
    this.beginWork();
    const words = fold(request.text).trim().split(/\s+/).filter(Boolean);
    const last = words.pop();
    if (!last) return [];
    const fields = this.searchFieldIds(request.fields);
    const weights = this.fieldWeights(undefined);
    let context: ScoredSet | undefined;
    if (request.mode === 'oneTermWithContext' && words.length > 0) {
      context = this.evaluate(
        { kind: 'bool', boost: 1, clauses: words.map((w) => ({ occur: 'must', node: { kind: 'term', text: w, mode: 'analyzed', boost: 1 } })) },
        fields,
        weights,
      );
    }
    if (request.filter) context = this.applyFilter(context ?? this.all(), request.filter);
    let candidates = this.expand('prefix', last);
    if (request.fuzzy) {
      const known = new Set(candidates.map((e) => e.termId));
      candidates = [...candidates, ...this.expand('fuzzyPrefix', last).filter((e) => !known.has(e.termId))];
    }
    if (candidates.length === 0) candidates = this.expand('analyzed', last);
    const contextBits = context ? new Uint8Array(this.docs.length) : undefined;
    if (context && contextBits) for (const doc of context.docs) contextBits[doc] = 1;
    const scored: { termId: number; docs: Set<number> }[] = [];
    for (const { termId } of candidates) {
      const docs = new Set<number>();
      for (const sfi of fields) {
        const { pool, start, end } = this.postings.range(termId, sfi);
        for (let i = start; i < end; i += 2) {
          const doc = pool[i]!;
          if (!contextBits || contextBits[doc] === 1) docs.add(doc);
        }
      }
      if (docs.size > 0) scored.push({ termId, docs });
    }
    scored.sort((a, b) => b.docs.size - a.docs.size || (this.dictionary.text[a.termId]! < this.dictionary.text[b.termId]! ? -1 : 1));
    const prefix = words.length > 0 ? `${words.join(' ')} ` : '';
    const out: { text: string; queryPlusText: string }[] = [];
    for (const { termId, docs } of scored) {
      if (out.length >= request.top) break;
      const term = this.dictionary.text[termId]!;
      if (request.mode === 'twoTerms') {
        const next = this.nextTerm(termId, docs, fields);
        const text = next ? `${term} ${next}` : term;
        out.push({ text, queryPlusText: prefix + text });
      } else {
        out.push({ text: term, queryPlusText: prefix + term });
      }
    }
    return out;
  }

  /** The word that most often follows `termId` in the given documents' suggester fields. */
  private nextTerm(termId: number, docs: Set<number>, fields: number[]): string | undefined {
    const counts = new Map<number, number>();
    let n = 0;
    for (const doc of docs) {
      if (n++ > 500) break;
      for (const sfi of fields) {
        const tokens = this.docTokens[sfi]!.get(doc);
        if (!tokens) continue;
        for (let i = 0; i + 1 < tokens.length; i++) {
          if (tokens[i] === termId) counts.set(tokens[i + 1]!, (counts.get(tokens[i + 1]!) ?? 0) + 1);
        }
      }
    }
    let best: number | undefined;
    for (const [id, count] of counts) if (best === undefined || count > counts.get(best)!) best = id;
    return best === undefined ? undefined : this.dictionary.text[best];
  }
}
