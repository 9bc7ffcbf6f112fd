// The evaluator: a query tree (./query.ts) to its scored set of candidate documents. Terms are
// expanded (./term-expansion.ts) and scored (./bm25.ts); phrases are their terms' documents with
// the words in a row; boolean clauses combine sets (./scored-set.ts). Terms and phrases go
// through a small cache: the same words are asked for again and again.
import type { Bm25Scorer } from './bm25.js';
import type { IndexContent } from './index-content.js';
import type { LruCache } from './lru-cache.js';
import type { QueryNode } from './query.js';
import type { RequestWork } from './request-work.js';
import { addScores, difference, empty, intersect, phraseAt, union, type ScoredSet } from './scored-set.js';
import { wordParts } from './query-terms.js';
import type { Expansion, TermExpander, TermNode } from './term-expansion.js';
import { hasDigit, fold, tokenize } from './text.js';

/** Documents in one leaf or match set kept at most (a common word's set is not kept). */
export const KEPT_SET_MAX_DOCS = 100_000;

export interface LeafEntry {
  set: ScoredSet;
  matched: number[];
}

/** The engine's switch for keeping term impacts, leaf results and match sets. */
export interface CacheSwitch {
  useResultCaches: boolean;
}

/** A set that holds no more than its own documents (a filtered or intersected set is a view). */
export function compactSet(set: ScoredSet): ScoredSet {
  if (set.docs.buffer.byteLength === set.docs.byteLength && set.scores.buffer.byteLength === set.scores.byteLength) return set;
  return { docs: set.docs.slice(), scores: set.scores.slice() };
}

export class Evaluator {
  constructor(
    private readonly content: IndexContent,
    private readonly expander: TermExpander,
    private readonly scorer: Bm25Scorer,
    private readonly work: RequestWork,
    private readonly leafCache: LruCache<string, LeafEntry>,
    private readonly caches: CacheSwitch,
  ) {}

  evaluate(node: QueryNode, fields: number[], weights: number[]): ScoredSet {
    switch (node.kind) {
      case 'all':
        return this.content.all();
      case 'not':
        return difference(this.content.all(), this.evaluate(node.node, fields, weights));
      case 'bool':
        return this.evaluateBool(node, fields, weights);
      case 'phrase':
      case 'term':
        return this.evaluateLeaf(node, fields, weights);
    }
  }

  private scoreTerms(expansions: Expansion[], fields: number[], weights: number[], boost: number): ScoredSet {
    return this.scorer.scoreTerms(expansions, fields, weights, boost, this.caches.useResultCaches);
  }

  private evaluateLeaf(node: Extract<QueryNode, { kind: 'term' | 'phrase' }>, fields: number[], weights: number[]): ScoredSet {
    const useCaches = this.caches.useResultCaches;
    const key = `${JSON.stringify(node)}|${fields.join(',')}|${weights.join(',')}`;
    const cached = useCaches ? this.leafCache.get(key) : undefined;
    if (cached) {
      for (const id of cached.matched) this.work.matched.add(id);
      return cached.set;
    }
    const outer = this.work.matched;
    this.work.matched = new Set();
    const set = node.kind === 'term' ? this.evaluateTerm(node, fields, weights) : this.evaluatePhrase(node, fields, weights);
    const matched = [...this.work.matched];
    this.work.matched = outer;
    for (const id of matched) outer.add(id);
    if (useCaches && set.docs.length <= KEPT_SET_MAX_DOCS) {
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
      result = this.content.all();
    }
    for (const set of mustNot) result = difference(result, set);
    if (node.boost !== 1) result = { docs: result.docs, scores: result.scores.map((s) => s * node.boost) };
    return result;
  }

  private evaluateTerm(node: TermNode, fields: number[], weights: number[]): ScoredSet {
    const fieldIds = this.content.fieldIds(node.field, fields);
    const expansions = this.expander.ofNode(node);
    if (expansions) return this.scoreTerms(expansions, fieldIds, weights, node.boost);
    // One query word may hold several tokens ('wc-pot', 'GR-32.12'): all must match; a code-like
    // word also matches its joined form ('gr3212' inside 'gr321234').
    const parts = wordParts(node.text);
    const partSets = parts.map((part) => this.scoreTerms(this.expander.expand('analyzed', part), fieldIds, weights, node.boost));
    let result = partSets.reduce((a, b) => intersect(a, b));
    if (parts.length > 1 && hasDigit(fold(node.text))) {
      const joined = this.scoreTerms(this.expander.expand('analyzed', parts.join('')), fieldIds, weights, node.boost);
      result = union(result, joined);
    }
    return result;
  }

  private evaluatePhrase(node: Extract<QueryNode, { kind: 'phrase' }>, fields: number[], weights: number[]): ScoredSet {
    const fieldIds = this.content.fieldIds(node.field, fields);
    const tokens = tokenize(node.text);
    if (tokens.length === 0) return empty();
    const termIds = tokens.map((token) => this.content.dictionary.find(token));
    if (termIds.some((id) => id === undefined)) return empty();
    const ids = termIds as number[];
    const candidates = ids
      .map((id) => this.scoreTerms([{ termId: id, weight: 1 }], fieldIds, weights, node.boost))
      .reduce((a, b) => intersect(a, b));
    if (ids.length === 1) return candidates;
    const keep: number[] = [];
    candidates.docs.forEach((doc, i) => {
      if (fieldIds.some((sfi) => phraseAt(this.content.docTokens[sfi]!.get(doc), ids, node.slop))) keep.push(i);
    });
    return {
      docs: Int32Array.from(keep, (i) => candidates.docs[i]!),
      scores: Float64Array.from(keep, (i) => candidates.scores[i]! * 1.5),
    };
  }
}
