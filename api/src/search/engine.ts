// The in-process search engine behind the Azure-compatible search service: an inverted index per
// searchable field over a shared term dictionary, a trigram index over that dictionary (so a word
// is found inside Dutch compounds and codes inside longer codes), BM25 scoring with per-field
// weights, cached filter sets, precomputed facet and sort columns. See api/docs/search-engine.md.
import type { FieldDefinition, IndexDefinition, SearchDocument } from './schema.js';
import {
  type CompiledFilter,
  type FacetRequest,
  type OrderClause,
  type QueryNode,
  SearchRequestError,
} from './query.js';
import { compileRegex, compileWildcard, MAX_PATTERN_LENGTH, SortedTerms, type TermAutomaton } from './term-automaton.js';
import { boundedLevenshtein, fold, hasDigit, tokenize, tokenizeCode, trigrams } from './text.js';

/** Document ids (ascending) and term frequencies, interleaved: [doc, tf, doc, tf, ...]. One
 * array per posting: 250,000 postings for 50,000 articles, so object headers matter. */
type Posting = number[];

/** Documents (internal ids, ascending) with their scores. */
interface ScoredSet {
  docs: Int32Array;
  scores: Float64Array;
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

export interface FacetValue {
  value: unknown;
  count: number;
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

interface FacetColumn {
  values: unknown[];
  /** Per document: the value ordinal (-1 = none) of a single-valued field. */
  single?: Int32Array;
  /** Per document: the value ordinals of a collection field. */
  multi?: (Int32Array | undefined)[];
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;
const CACHE_LIMIT = 2000;
const LEAF_CACHE_ENTRIES = 512;
const LEAF_CACHE_MAX_DOCS = 100_000;
const MATCH_CACHE_ENTRIES = 256;
/** Document entries of materialised term impacts kept at most (12 bytes each). */
const IMPACT_BUDGET = 8_000_000;
/**
 * The work one request may spend expanding its terms against the dictionary (regular
 * expressions, wildcards, fuzzy and contains matching) and scoring what they matched: dictionary
 * terms looked at (postings read count as a fraction of a term), and time. The engine runs on the
 * one event loop that answers every other request too; beyond this budget the query is refused
 * as too complex (a 400) rather than holding everyone else up.
 */
const TERM_VISIT_BUDGET = 400_000;
/** Expansions of one term scored through materialised per-term impacts at most (see scoreTerms). */
const MATERIALISED_EXPANSIONS = 256;
const EXPANSION_TIME_BUDGET_MS = 25;

function setCached<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}

/** Position (even) of the first document id >= value in an interleaved posting. */
function lowerBound(posting: number[], value: number): number {
  let lo = 0;
  let hi = posting.length >>> 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (posting[mid * 2]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo * 2;
}

function compareValues(a: unknown, b: unknown): number {
  // Nulls sort first in ascending order, as in Azure Search.
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
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
  private readonly keyToId = new Map<string, number>();
  private liveCount = 0;

  // Term dictionary, shared by all searchable fields.
  private readonly termText: string[] = [];
  private readonly termIds = new Map<string, number>();
  /** Term ids by length, words and codes apart: a typo is looked for among words only. */
  private readonly wordsByLength: number[][] = [];
  private readonly codesByLength: number[][] = [];
  private readonly trigramIndex = new Map<string, number[]>();
  private sortedTerms: SortedTerms | undefined;

  // Per searchable field: postings by term id, token ids by document, total length.
  private readonly postings: (Posting | undefined)[][];
  private readonly docTokens: TokenStore[];
  private docLength: Int32Array[];
  private readonly fieldLength: number[];

  /** Bumped by every change; caches keyed on it are dropped when it moves. */
  private version = 0;
  private dictionaryVersion = 0;
  private cacheVersion = -1;
  private expansionCacheVersion = -1;
  private readonly expansionCache = new Map<string, Expansion[]>();
  private readonly filterCache = new Map<string, Uint8Array>();
  private readonly rankCache = new Map<string, Int32Array>();
  private readonly facetColumns = new Map<string, FacetColumn>();
  /**
   * Recent match sets (query + fields + weights + filter) with the facets counted over them:
   * paging through results, re-sorting and landing on a category page ask for the same set again.
   */
  private readonly matchCache = new Map<string, { set: ScoredSet; matched: number[]; facets: Map<string, FacetValue[]> }>();
  /** Per field set and weights: each term's BM25 score per document (see scoreTerms). */
  private readonly impacts = new Map<string, Map<number, ScoredSet>>();
  private impactEntries = 0;
  /** Recent leaf results (a term or phrase in given fields), with the terms they matched. */
  private readonly leafCache = new Map<string, { set: ScoredSet; matched: number[] }>();
  private allDocs: ScoredSet | undefined;

  // Scratch space for accumulating scores (the engine is synchronous, one request at a time).
  private acc = new Float64Array(0);
  private seen = new Uint8Array(0);
  private touched = new Int32Array(0);
  private matched = new Set<number>();
  private termVisits = 0;
  private workDeadline = Infinity;

  /**
   * Term impacts, leaf results and match sets are kept for reuse unless this is false (the
   * benchmark and the engine comparison measure both).
   */
  useResultCaches = true;

  constructor(definition: IndexDefinition) {
    this.definition = definition;
    for (const field of definition.fields) this.fields.set(field.name, field);
    const key = definition.fields.find((field) => field.key);
    if (!key) throw new Error(`index ${definition.name} has no key field`);
    this.keyField = key.name;
    this.searchable = definition.fields.filter((field) => field.searchable);
    this.searchable.forEach((field, i) => this.searchableIndex.set(field.name, i));
    this.postings = this.searchable.map(() => []);
    this.docTokens = this.searchable.map(() => new TokenStore());
    this.docLength = this.searchable.map(() => new Int32Array(1024));
    this.fieldLength = this.searchable.map(() => 0);
  }

  get size(): number {
    return this.liveCount;
  }

  /** Adds or replaces documents by key. */
  upsert(documents: Iterable<SearchDocument>): void {
    let changed = 0;
    for (const doc of documents) {
      changed++;
      const key = doc[this.keyField];
      if (typeof key !== 'string' || key === '') throw new SearchRequestError(`document without key ${this.keyField}`);
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

  private termId(text: string): number {
    let id = this.termIds.get(text);
    if (id === undefined) {
      id = this.termText.length;
      this.termText.push(text);
      this.termIds.set(text, id);
      ((hasDigit(text) ? this.codesByLength : this.wordsByLength)[text.length] ??= []).push(id);
      for (const tg of new Set(trigrams(text))) {
        let list = this.trigramIndex.get(tg);
        if (!list) this.trigramIndex.set(tg, (list = []));
        list.push(id);
      }
      this.sortedTerms = undefined;
      this.dictionaryVersion++;
    }
    return id;
  }

  private analyze(field: FieldDefinition, value: unknown): string[] {
    if (value === null || value === undefined) return [];
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    return field.analyzer === 'code' ? tokenizeCode(text) : tokenize(text);
  }

  private indexDoc(id: number, doc: SearchDocument): void {
    this.docs[id] = doc;
    this.searchable.forEach((field, sfi) => {
      const tokens = this.analyze(field, doc[field.name]);
      const ids = new Int32Array(tokens.length);
      const tf = new Map<number, number>();
      tokens.forEach((token, i) => {
        const termId = this.termId(token);
        ids[i] = termId;
        tf.set(termId, (tf.get(termId) ?? 0) + 1);
      });
      this.docTokens[sfi]!.set(id, ids);
      if (id >= this.docLength[sfi]!.length) {
        const grown = new Int32Array(Math.max(id + 1, this.docLength[sfi]!.length * 2));
        grown.set(this.docLength[sfi]!);
        this.docLength[sfi] = grown;
      }
      this.docLength[sfi]![id] = ids.length;
      this.fieldLength[sfi]! += ids.length;
      const fieldPostings = this.postings[sfi]!;
      for (const [termId, count] of tf) {
        let posting = fieldPostings[termId];
        if (!posting) fieldPostings[termId] = posting = [];
        if (posting.length === 0 || posting[posting.length - 2]! < id) {
          posting.push(id, count);
        } else {
          posting.splice(lowerBound(posting, id), 0, id, count);
        }
      }
    });
  }

  private unindex(id: number): void {
    this.searchable.forEach((_, sfi) => {
      const ids = this.docTokens[sfi]!.get(id);
      if (!ids) return;
      this.fieldLength[sfi]! -= ids.length;
      this.docLength[sfi]![id] = 0;
      for (const termId of new Set(ids)) {
        const posting = this.postings[sfi]![termId];
        if (!posting) continue;
        const at = lowerBound(posting, id);
        if (posting[at] === id) {
          posting.splice(at, 2);
        }
      }
      this.docTokens[sfi]!.clear(id);
    });
  }

  private syncCaches(): void {
    if (this.cacheVersion !== this.version) {
      this.cacheVersion = this.version;
      this.filterCache.clear();
      this.rankCache.clear();
      this.facetColumns.clear();
      this.leafCache.clear();
      this.matchCache.clear();
      this.impacts.clear();
      this.impactEntries = 0;
      this.allDocs = undefined;
    }
    if (this.impactEntries > IMPACT_BUDGET) {
      this.impacts.clear();
      this.impactEntries = 0;
    }
    if (this.expansionCacheVersion !== this.dictionaryVersion) {
      this.expansionCacheVersion = this.dictionaryVersion;
      this.expansionCache.clear();
    }
    if (this.acc.length < this.docs.length) {
      this.acc = new Float64Array(this.docs.length + 1024);
      this.seen = new Uint8Array(this.docs.length + 1024);
      this.touched = new Int32Array(this.docs.length + 1024);
    }
  }

  // ---------------------------------------------------------------- term expansion

  /** Dictionary terms that contain `fragment` (trigram candidates, then verified). */
  private termsContaining(fragment: string): number[] {
    if (fragment.length < 3) {
      const out: number[] = [];
      this.visitTerms(this.termText.length);
      this.termText.forEach((text, id) => {
        if (text.includes(fragment)) out.push(id);
      });
      return out;
    }
    let smallest: number[] | undefined;
    for (const tg of trigrams(fragment)) {
      const list = this.trigramIndex.get(tg);
      if (!list) return [];
      if (!smallest || list.length < smallest.length) smallest = list;
    }
    this.visitTerms(smallest?.length ?? 0);
    return (smallest ?? []).filter((id) => this.termText[id]!.includes(fragment));
  }

  /** The dictionary in the order of its text (made again after new terms came in). */
  private sortedDictionary(): SortedTerms {
    if (!this.sortedTerms) this.sortedTerms = new SortedTerms(this.termText);
    return this.sortedTerms;
  }

  private termsWithPrefix(prefix: string): number[] {
    if (prefix.length >= 3) return this.termsContaining(prefix).filter((id) => this.termText[id]!.startsWith(prefix));
    const sorted = this.sortedDictionary().ids;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.termText[sorted[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < sorted.length && this.termText[sorted[i]!]!.startsWith(prefix); i++) out.push(sorted[i]!);
    return out;
  }

  private termsWithin(term: string, distance: number): { id: number; distance: number }[] {
    const out: { id: number; distance: number }[] = [];
    for (let len = Math.max(1, term.length - distance); len <= term.length + distance; len++) {
      const candidates = (hasDigit(term) ? this.codesByLength : this.wordsByLength)[len] ?? [];
      this.visitTerms(candidates.length);
      for (const id of candidates) {
        const d = boundedLevenshtein(term, this.termText[id]!, distance);
        if (d <= distance) out.push({ id, distance: d });
      }
    }
    return out;
  }

  /** Terms that start with `prefix` give or take one edit (autocomplete with fuzzy: true). */
  private termsWithFuzzyPrefix(prefix: string): number[] {
    const out: number[] = [];
    const byLength = hasDigit(prefix) ? this.codesByLength : this.wordsByLength;
    for (let length = Math.max(1, prefix.length - 1); length < byLength.length; length++) {
      this.visitTerms(byLength[length]?.length ?? 0);
      for (const id of byLength[length] ?? []) {
        const text = this.termText[id]!;
        for (let len = prefix.length - 1; len <= prefix.length + 1; len++) {
          if (len < 1 || len > text.length) continue;
          if (boundedLevenshtein(prefix, text.slice(0, len), 1) <= 1) {
            out.push(id);
            break;
          }
        }
      }
    }
    return out;
  }

  private termsMatching(automaton: TermAutomaton): number[] {
    return this.sortedDictionary().match(automaton, () => this.visitTerms(1));
  }

  /** Starts the work budget of one request. */
  private beginWork(): void {
    this.termVisits = 0;
    this.workDeadline = performance.now() + EXPANSION_TIME_BUDGET_MS;
  }

  private visitTerms(count: number): void {
    const before = this.termVisits;
    this.termVisits += count;
    // The clock is read once per 1,024 terms looked at.
    if (this.termVisits > TERM_VISIT_BUDGET || ((before ^ this.termVisits) >>> 10 !== 0 && performance.now() > this.workDeadline)) {
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
    const exact = this.termIds.get(token);
    const minContains = hasDigit(token) && !/[a-z]/.test(token) ? 4 : 3;
    if (token.length >= minContains) {
      for (const id of this.termsContaining(token)) {
        const text = this.termText[id]!;
        const weight = id === exact ? 1 : text.endsWith(token) ? 0.6 : text.startsWith(token) ? 0.5 : 0.35;
        out.push({ termId: id, weight });
      }
    } else if (exact !== undefined) {
      out.push({ termId: exact, weight: 1 });
    }
    if (out.length === 0 && token.length >= 5 && !hasDigit(token)) {
      for (const { id, distance } of this.termsWithin(token, token.length >= 8 ? 2 : 1)) {
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
        const id = this.termIds.get(text);
        out = id === undefined ? [] : [{ termId: id, weight: 1 }];
        break;
      }
      case 'prefix':
        out = this.termsWithPrefix(text).map((id) => ({ termId: id, weight: this.termText[id] === text ? 1 : 0.8 }));
        break;
      case 'fuzzy':
        out = this.termsWithin(text, distance).map(({ id, distance: d }) => ({ termId: id, weight: d === 0 ? 1 : 0.7 / d }));
        break;
      case 'regex':
        out = this.expandRegex(text);
        break;
      case 'wildcard':
        out = this.termsMatching(compileWildcard(text)).map((id) => ({ termId: id, weight: 0.6 }));
        break;
      case 'fuzzyPrefix':
        out = this.termsWithFuzzyPrefix(text).map((id) => ({ termId: id, weight: 0.5 }));
        break;
      default:
        throw new SearchRequestError(`unknown term mode ${mode}`);
    }
    return setCached(this.expansionCache, cacheKey, out);
  }

  /** Lucene regular expressions match whole terms; `/.*x.*\/` and `/x.*\/` take the fast paths. */
  private expandRegex(source: string): Expansion[] {
    if (source.length > MAX_PATTERN_LENGTH) throw new SearchRequestError(`The regular expression /${source.slice(0, 50)}…/ is too long.`);
    const contains = /^\.\*(.+?)\.\*$/.exec(source);
    if (contains && !REGEX_META.test(contains[1]!)) {
      const fragment = fold(contains[1]!);
      return this.termsContaining(fragment).map((id) => ({ termId: id, weight: this.termText[id] === fragment ? 1 : 0.6 }));
    }
    const prefix = /^(.+?)\.\*$/.exec(source);
    if (prefix && !REGEX_META.test(prefix[1]!)) {
      return this.termsWithPrefix(fold(prefix[1]!)).map((id) => ({ termId: id, weight: 0.8 }));
    }
    if (!REGEX_META.test(source)) {
      const id = this.termIds.get(fold(source));
      return id === undefined ? [] : [{ termId: id, weight: 1 }];
    }
    return this.termsMatching(compileRegex(source)).map((id) => ({ termId: id, weight: 0.6 }));
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
    let impacts = this.impacts.get(signature);
    if (!impacts) this.impacts.set(signature, (impacts = new Map()));
    const lists: { set: ScoredSet; factor: number }[] = [];
    for (const { termId, weight } of expansions) {
      let set = impacts.get(termId);
      if (!set) {
        set = this.scoreFields([{ termId, weight: 1 }], fields, weights, 1);
        impacts.set(termId, set);
        this.impactEntries += set.docs.length + 8;
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
        if (seen[doc] === 0) {
          seen[doc] = 1;
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
    const acc = this.acc;
    const seen = this.seen;
    const touched = this.touched;
    let count = 0;
    const n = this.liveCount || 1;
    // The work is charged to the budget before the scratch space is touched, so that a refusal
    // leaves it clean. Reading postings costs about a sixteenth of a dictionary term per document.
    for (const sfi of fields) {
      const fieldPostings = this.postings[sfi]!;
      this.visitTerms(expansions.length);
      for (const { termId } of expansions) {
        const length = fieldPostings[termId]?.length ?? 0;
        if (length > 32) this.visitTerms(length >>> 5);
      }
    }
    for (const sfi of fields) {
      const fieldPostings = this.postings[sfi]!;
      const lengths = this.docLength[sfi]!;
      const avgLength = this.fieldLength[sfi]! / n || 1;
      const fieldWeight = weights[sfi]! * boost;
      const lengthFactor = BM25_K1 * BM25_B / avgLength;
      const constFactor = BM25_K1 * (1 - BM25_B);
      for (const { termId, weight } of expansions) {
        const posting = fieldPostings[termId];
        if (!posting || posting.length === 0) continue;
        this.matched.add(termId);
        const df = posting.length >>> 1;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        const factor = weight * fieldWeight * idf * (BM25_K1 + 1);
        for (let i = 0; i < posting.length; i += 2) {
          const doc = posting[i]!;
          const tf = posting[i + 1]!;
          const s = (factor * tf) / (tf + constFactor + lengthFactor * lengths[doc]!);
          if (seen[doc] === 0) {
            seen[doc] = 1;
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
    return this.collect(count);
  }

  /** The documents touched in the scratch space, in id order, with their scores; clears it. */
  private collect(count: number): ScoredSet {
    const { acc, seen, touched } = this;
    const docs = new Int32Array(count);
    const scores = new Float64Array(count);
    if (count > this.docs.length >>> 5) {
      // Many matches: walking the flags in document order is cheaper than sorting.
      let k = 0;
      for (let doc = 0; k < count; doc++) {
        if (seen[doc] === 1) {
          docs[k] = doc;
          scores[k++] = acc[doc]!;
          seen[doc] = 0;
          acc[doc] = 0;
        }
      }
    } else {
      docs.set(touched.subarray(0, count));
      docs.sort();
      for (let i = 0; i < count; i++) {
        const doc = docs[i]!;
        scores[i] = acc[doc]!;
        acc[doc] = 0;
        seen[doc] = 0;
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
      this.leafCache.delete(key);
      this.leafCache.set(key, cached);
      for (const id of cached.matched) this.matched.add(id);
      return cached.set;
    }
    const outer = this.matched;
    this.matched = new Set();
    const set = node.kind === 'term' ? this.evaluateTerm(node, fields, weights) : this.evaluatePhrase(node, fields, weights);
    const matched = [...this.matched];
    this.matched = outer;
    for (const id of matched) outer.add(id);
    if (set.docs.length <= LEAF_CACHE_MAX_DOCS) {
      if (this.leafCache.size >= LEAF_CACHE_ENTRIES) this.leafCache.delete(this.leafCache.keys().next().value as string);
      this.leafCache.set(key, { set, matched });
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
    if (node.mode === 'analyzed') {
      // One query word may hold several tokens ('wc-pot', 'GR-32.12'): all must match; a code-like
      // word also matches its joined form ('gr3212' inside 'gr321234').
      const folded = fold(node.text);
      const parts = folded.match(/[a-z0-9]+/g) ?? [];
      if (parts.length === 0) return empty();
      const partSets = parts.map((part) => this.scoreTerms(this.expand('analyzed', part), fieldIds, weights, node.boost));
      let result = partSets.reduce((a, b) => intersect(a, b));
      if (parts.length > 1 && hasDigit(folded)) {
        const joined = this.scoreTerms(this.expand('analyzed', parts.join('')), fieldIds, weights, node.boost);
        result = union(result, joined);
      }
      return result;
    }
    if (node.mode === 'wildcard') {
      const text = fold(node.text);
      if (/^[^*?]+\*$/.test(text)) return this.scoreTerms(this.expand('prefix', text.slice(0, -1)), fieldIds, weights, node.boost);
      return this.scoreTerms(this.expand('wildcard', text), fieldIds, weights, node.boost);
    }
    if (node.mode === 'fuzzy') {
      const text = fold(node.text);
      return this.scoreTerms(this.expand('fuzzy', text, node.distance ?? 2), fieldIds, weights, node.boost);
    }
    const text = node.mode === 'prefix' ? fold(node.text) : node.text;
    return this.scoreTerms(this.expand(node.mode, text), fieldIds, weights, node.boost);
  }

  private evaluatePhrase(node: Extract<QueryNode, { kind: 'phrase' }>, fields: number[], weights: number[]): ScoredSet {
    const fieldIds = this.fieldSet(node.field, fields);
    const tokens = tokenize(node.text);
    if (tokens.length === 0) return empty();
    const termIds = tokens.map((token) => this.termIds.get(token));
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
      setCached(this.filterCache, filter.key, set);
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

  // ---------------------------------------------------------------- sorting and facets

  private sortValue(doc: number, field: string): unknown {
    return this.docs[doc]?.[field];
  }

  /** Rank of every document under field-only sort clauses (cached per clause list). */
  private ranks(clauses: OrderClause[]): Int32Array {
    const key = clauses.map((c) => `${c.field} ${c.desc ? 'desc' : 'asc'}`).join(',');
    let ranks = this.rankCache.get(key);
    if (!ranks) {
      const ids = this.all().docs.slice();
      const columns = clauses.map((c) => ids.reduce<unknown[]>((col, id) => ((col[id] = this.sortValue(id, c.field!)), col), []));
      const sorted = Array.from(ids).sort((a, b) => {
        for (let i = 0; i < clauses.length; i++) {
          const cmp = compareValues(columns[i]![a], columns[i]![b]);
          if (cmp !== 0) return clauses[i]!.desc ? -cmp : cmp;
        }
        return a - b;
      });
      ranks = new Int32Array(this.docs.length);
      sorted.forEach((id, rank) => (ranks![id] = rank));
      setCached(this.rankCache, key, ranks);
    }
    return ranks;
  }

  /** The positions (into `set`) of the best `k` documents in the requested order. */
  private topPositions(set: ScoredSet, k: number, orderBy: OrderClause[] | undefined): number[] {
    const n = set.docs.length;
    if (k <= 0 || n === 0) return [];
    const clauses = orderBy && orderBy.length > 0 ? orderBy : [{ desc: true }];
    const byFields = clauses.every((c) => c.field !== undefined);
    const byScore = clauses.length === 1 && clauses[0]!.field === undefined && clauses[0]!.desc;
    if (k * 8 < n && k <= 1000 && (byFields || byScore)) {
      // The common orders (score, or fields through a precomputed rank) in one pass over a small
      // sorted buffer; equal keys keep document order.
      const ranks = byFields ? this.ranks(clauses) : undefined;
      const { docs, scores } = set;
      const bestKey = new Float64Array(k);
      const bestPos = new Int32Array(k);
      let size = 0;
      for (let i = 0; i < n; i++) {
        const key = ranks ? ranks[docs[i]!]! : -scores[i]!;
        if (size === k && key >= bestKey[k - 1]!) continue;
        let j = size < k ? size++ : k - 1;
        while (j > 0 && bestKey[j - 1]! > key) {
          bestKey[j] = bestKey[j - 1]!;
          bestPos[j] = bestPos[j - 1]!;
          j--;
        }
        bestKey[j] = key;
        bestPos[j] = i;
      }
      return Array.from(bestPos.subarray(0, size));
    }
    const compare = this.comparator(set, clauses);
    if (k * 8 >= n) {
      const all = Array.from({ length: n }, (_, i) => i).sort(compare);
      return all.slice(0, k);
    }
    // Keep a sorted buffer of the k best seen so far; most candidates fail the first comparison.
    const best: number[] = [];
    for (let i = 0; i < n; i++) {
      if (best.length === k && compare(i, best[k - 1]!) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(best[mid]!, i) <= 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, i);
      if (best.length > k) best.pop();
    }
    return best;
  }

  private comparator(set: ScoredSet, clauses: OrderClause[]): (a: number, b: number) => number {
    const { docs, scores } = set;
    if (clauses.every((c) => c.field !== undefined)) {
      const ranks = this.ranks(clauses);
      return (a, b) => ranks[docs[a]!]! - ranks[docs[b]!]!;
    }
    const columns = clauses.map((c) => (c.field === undefined ? undefined : this.ranks([{ field: c.field, desc: c.desc }])));
    return (a, b) => {
      for (let i = 0; i < clauses.length; i++) {
        const ranks = columns[i];
        let cmp: number;
        if (ranks) cmp = ranks[docs[a]!]! - ranks[docs[b]!]!;
        else {
          cmp = scores[a]! - scores[b]!;
          if (clauses[i]!.desc) cmp = -cmp;
        }
        if (cmp !== 0) return cmp;
      }
      return docs[a]! - docs[b]!;
    };
  }

  private facetColumn(field: string): FacetColumn {
    let column = this.facetColumns.get(field);
    if (!column) {
      const values: unknown[] = [];
      const ordinals = new Map<unknown, number>();
      const ordinal = (v: unknown): number => {
        let o = ordinals.get(v);
        if (o === undefined) {
          o = values.length;
          values.push(v);
          ordinals.set(v, o);
        }
        return o;
      };
      const isCollection = this.fields.get(field)?.type.startsWith('Collection(');
      if (isCollection) {
        const multi: (Int32Array | undefined)[] = [];
        this.docs.forEach((doc, id) => {
          const v = doc?.[field];
          if (Array.isArray(v)) multi[id] = Int32Array.from(new Set(v.filter((x) => x !== null && x !== undefined)), ordinal);
        });
        column = { values, multi };
      } else {
        const single = new Int32Array(this.docs.length).fill(-1);
        this.docs.forEach((doc, id) => {
          const v = doc?.[field];
          if (v !== null && v !== undefined) single[id] = ordinal(v);
        });
        column = { values, single };
      }
      this.facetColumns.set(field, column);
    }
    return column;
  }

  private countFacet(request: FacetRequest, docs: Int32Array): FacetValue[] {
    const column = this.facetColumn(request.field);
    const counts = new Int32Array(column.values.length);
    if (column.single) {
      const single = column.single;
      for (let i = 0; i < docs.length; i++) {
        const o = single[docs[i]!]!;
        if (o >= 0) counts[o]!++;
      }
    } else if (column.multi) {
      const multi = column.multi;
      for (let i = 0; i < docs.length; i++) {
        const ords = multi[docs[i]!];
        if (ords) for (let j = 0; j < ords.length; j++) counts[ords[j]!]!++;
      }
    }
    const out: FacetValue[] = [];
    counts.forEach((count, o) => {
      if (count > 0) out.push({ value: column.values[o], count });
    });
    const byValue = (a: FacetValue, b: FacetValue) => compareValues(a.value, b.value);
    switch (request.sort) {
      case 'count':
        out.sort((a, b) => b.count - a.count || byValue(a, b));
        break;
      case '-count':
        out.sort((a, b) => a.count - b.count || byValue(a, b));
        break;
      case 'value':
        out.sort(byValue);
        break;
      case '-value':
        out.sort((a, b) => byValue(b, a));
        break;
    }
    return request.count > 0 ? out.slice(0, request.count) : out;
  }

  // ---------------------------------------------------------------- public queries

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
    let entry = this.useResultCaches ? this.matchCache.get(key) : undefined;
    if (entry) {
      this.matchCache.delete(key);
      this.matchCache.set(key, entry);
      for (const id of entry.matched) this.matched.add(id);
    } else {
      let set = this.evaluate(request.query, fields, weights);
      if (request.filter) set = this.applyFilter(set, request.filter);
      entry = { set, matched: [...this.matched], facets: new Map() };
      if (this.useResultCaches && set.docs.length <= LEAF_CACHE_MAX_DOCS) {
        if (this.matchCache.size >= MATCH_CACHE_ENTRIES) this.matchCache.delete(this.matchCache.keys().next().value as string);
        this.matchCache.set(key, entry);
      }
    }
    const set = entry.set;
    const facets: Record<string, FacetValue[]> = {};
    for (const facet of request.facets ?? []) {
      const facetKey = `${facet.field},${facet.count},${facet.sort}`;
      let values = entry.facets.get(facetKey);
      if (!values) entry.facets.set(facetKey, (values = this.countFacet(facet, set.docs)));
      facets[facet.field] = values;
    }
    const positions = this.topPositions(set, request.skip + request.top, request.orderBy);
    const hits = positions.slice(request.skip).map((i) => ({ doc: this.docs[set.docs[i]!]!, score: set.scores[i]! }));
    const matchedTerms = new Set([...this.matched].map((id) => this.termText[id]!));
    return { total: set.docs.length, hits, facets, matchedTerms };
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
        const posting = this.postings[sfi]![termId] ?? [];
        for (let i = 0; i < posting.length; i += 2) {
          const doc = posting[i]!;
          if (!contextBits || contextBits[doc] === 1) docs.add(doc);
        }
      }
      if (docs.size > 0) scored.push({ termId, docs });
    }
    scored.sort((a, b) => b.docs.size - a.docs.size || (this.termText[a.termId]! < this.termText[b.termId]! ? -1 : 1));
    const prefix = words.length > 0 ? `${words.join(' ')} ` : '';
    const out: { text: string; queryPlusText: string }[] = [];
    for (const { termId, docs } of scored) {
      if (out.length >= request.top) break;
      const term = this.termText[termId]!;
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
    return best === undefined ? undefined : this.termText[best];
  }
}

/**
 * The token ids of one field for every document, in one shared buffer (a typed array per
 * document would cost more in object headers than in tokens). A replaced document's old tokens
 * stay behind as garbage until the buffer is compacted.
 */
class TokenStore {
  private pool = new Int32Array(1 << 16);
  private used = 0;
  private garbage = 0;
  private start = new Int32Array(1024);
  private length = new Int32Array(1024).fill(-1);

  get(doc: number): Int32Array | undefined {
    if (doc >= this.length.length || this.length[doc]! < 0) return undefined;
    return this.pool.subarray(this.start[doc]!, this.start[doc]! + this.length[doc]!);
  }

  set(doc: number, ids: Int32Array): void {
    if (doc >= this.start.length) {
      const size = Math.max(doc + 1, this.start.length * 2);
      const start = new Int32Array(size);
      start.set(this.start);
      const length = new Int32Array(size).fill(-1);
      length.set(this.length);
      this.start = start;
      this.length = length;
    }
    this.clear(doc);
    if (this.used + ids.length > this.pool.length) this.grow(ids.length);
    this.pool.set(ids, this.used);
    this.start[doc] = this.used;
    this.length[doc] = ids.length;
    this.used += ids.length;
  }

  clear(doc: number): void {
    if (doc < this.length.length && this.length[doc]! >= 0) {
      this.garbage += this.length[doc]!;
      this.length[doc] = -1;
    }
  }

  private grow(extra: number): void {
    if (this.garbage > this.used / 2) {
      // Compact: copy the live ranges in document order.
      const pool = new Int32Array(Math.max(this.pool.length, (this.used - this.garbage + extra) * 2));
      let at = 0;
      for (let doc = 0; doc < this.length.length; doc++) {
        const n = this.length[doc]!;
        if (n < 0) continue;
        pool.set(this.pool.subarray(this.start[doc]!, this.start[doc]! + n), at);
        this.start[doc] = at;
        at += n;
      }
      this.pool = pool;
      this.used = at;
      this.garbage = 0;
    }
    if (this.used + extra > this.pool.length) {
      const pool = new Int32Array(Math.max(this.pool.length * 2, this.used + extra));
      pool.set(this.pool.subarray(0, this.used));
      this.pool = pool;
    }
  }
}

function empty(): ScoredSet {
  return { docs: new Int32Array(0), scores: new Float64Array(0) };
}

function phraseAt(tokens: Int32Array | undefined, ids: number[], slop: number): boolean {
  if (!tokens) return false;
  if (slop === 0) {
    outer: for (let i = 0; i + ids.length <= tokens.length; i++) {
      for (let j = 0; j < ids.length; j++) if (tokens[i + j] !== ids[j]) continue outer;
      return true;
    }
    return false;
  }
  // With slop: all terms inside a window of (terms + slop) positions.
  const window = ids.length + slop;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== ids[0]) continue;
    const slice = tokens.subarray(Math.max(0, i - slop), i + window);
    if (ids.every((id) => slice.includes(id))) return true;
  }
  return false;
}

function intersect(a: ScoredSet, b: ScoredSet): ScoredSet {
  const n = Math.min(a.docs.length, b.docs.length);
  const docs = new Int32Array(n);
  const scores = new Float64Array(n);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.docs.length && j < b.docs.length) {
    const x = a.docs[i]!;
    const y = b.docs[j]!;
    if (x === y) {
      docs[k] = x;
      scores[k++] = a.scores[i]! + b.scores[j]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

function union(a: ScoredSet, b: ScoredSet): ScoredSet {
  const n = a.docs.length + b.docs.length;
  const docs = new Int32Array(n);
  const scores = new Float64Array(n);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.docs.length || j < b.docs.length) {
    const x = i < a.docs.length ? a.docs[i]! : Infinity;
    const y = j < b.docs.length ? b.docs[j]! : Infinity;
    if (x === y) {
      docs[k] = x;
      scores[k++] = a.scores[i++]! + b.scores[j++]!;
    } else if (x < y) {
      docs[k] = x;
      scores[k++] = a.scores[i++]!;
    } else {
      docs[k] = y;
      scores[k++] = b.scores[j++]!;
    }
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/** `a` with the scores of `b` added where both match (optional clauses of a required query). */
function addScores(a: ScoredSet, b: ScoredSet): ScoredSet {
  const scores = Float64Array.from(a.scores);
  let j = 0;
  for (let i = 0; i < a.docs.length && j < b.docs.length; i++) {
    while (j < b.docs.length && b.docs[j]! < a.docs[i]!) j++;
    if (b.docs[j] === a.docs[i]) scores[i]! += b.scores[j]!;
  }
  return { docs: a.docs, scores };
}

function difference(a: ScoredSet, b: ScoredSet): ScoredSet {
  if (b.docs.length === 0) return a;
  const docs: number[] = [];
  const scores: number[] = [];
  let j = 0;
  for (let i = 0; i < a.docs.length; i++) {
    const x = a.docs[i]!;
    while (j < b.docs.length && b.docs[j]! < x) j++;
    if (b.docs[j] !== x) {
      docs.push(x);
      scores.push(a.scores[i]!);
    }
  }
  return { docs: Int32Array.from(docs), scores: Float64Array.from(scores) };
}
