// The fast path: a query of one term (or *) without result caches, straight from the scoring
// scratch space: no scored set is made or copied. The touched documents come out in id order
// (ScoreScratch.inIdOrder) through the filter; ordered by score, the best skip + top are kept as
// they pass (TopK: score, then id, the order of topPositions); ordered by fields, the postings
// are only marked (a bit per posting, no BM25) and the page's documents scored afterwards
// (Bm25Scorer.scoreDocument: the same operations). Its answers are those of the general path
// (the evaluator); api/test/search/direct-path.test.ts compares them.
import type { Bm25Scorer } from './bm25.js';
import type { FilterSets } from './filter-sets.js';
import type { IndexContent } from './index-content.js';
import type { EngineSearchRequest } from './engine.js';
import type { QueryNode } from './query.js';
import type { RequestWork } from './request-work.js';
import { bitsInIdOrder, type ScoreScratch, TopK } from './score-scratch.js';
import type { FacetValue, SortAndFacets } from './sort-and-facets.js';
import type { Expansion, TermExpander, TermNode } from './term-expansion.js';

/** One request's answer: its page of hits (internal ids and scores), count, facets, terms. */
export interface Answer {
  total: number;
  docs: Int32Array;
  scores: Float64Array;
  facets: Record<string, FacetValue[]>;
  matched: number[];
}

/** Pages deeper than this (skip + top) take the general path. */
const MAX_DEPTH = 1000;

export class FastPath {
  constructor(
    private readonly content: IndexContent,
    private readonly expander: TermExpander,
    private readonly scorer: Bm25Scorer,
    private readonly scratch: ScoreScratch,
    private readonly filters: FilterSets,
    private readonly columns: SortAndFacets,
    private readonly work: RequestWork,
  ) {}

  /**
   * The instant search's shape (best by score, no filter or facets) for optional words ('grohe
   * mengkraan' with searchMode any): each word scored into the scratch space and added to the
   * documents' sums in the query's order, the union's scores (Evaluator.evaluateBool); the best
   * skip + top straight from the sums. Undefined when it needs the general path.
   */
  searchAny(request: EngineSearchRequest, node: Extract<QueryNode, { kind: 'bool' }>, fields: number[], weights: number[]): Answer | undefined {
    if (node.boost !== 1 || node.clauses.length < 2 || request.filter || request.facets?.length) return undefined;
    const clauses = request.orderBy && request.orderBy.length > 0 ? request.orderBy : undefined;
    if (clauses && !(clauses.length === 1 && clauses[0]!.field === undefined && clauses[0]!.desc)) return undefined;
    const k = request.skip + request.top;
    if (k > MAX_DEPTH) return undefined;
    const words: { node: TermNode; expansions: Expansion[] }[] = [];
    for (const clause of node.clauses) {
      if (clause.occur !== 'should' || clause.node.kind !== 'term') return undefined;
      const expansions = this.expander.ofNode(clause.node);
      if (!expansions) return undefined;
      words.push({ node: clause.node, expansions });
    }
    try {
      for (const word of words) {
        const count = this.scorer.accumulate(word.expansions, this.content.fieldIds(word.node.field, fields), weights, word.node.boost, true);
        this.scratch.addTouched(count);
      }
    } catch (error) {
      this.scratch.clearSums();
      throw error;
    }
    const best = new TopK(k);
    const total = this.scratch.offerSums(this.content.docs.length, best);
    const page = best.page(request.skip);
    return { total, docs: page.docs, scores: page.scores, facets: {}, matched: [...this.work.matched] };
  }

  /**
   * The answer to a request whose query is `node`, or undefined when it needs the general path
   * (other orders, deep pages, a word of several tokens).
   */
  search(request: EngineSearchRequest, node: Extract<QueryNode, { kind: 'term' | 'all' }>, fields: number[], weights: number[]): Answer | undefined {
    const clauses = request.orderBy && request.orderBy.length > 0 ? request.orderBy : undefined;
    const byScore = !clauses || (clauses.length === 1 && clauses[0]!.field === undefined && clauses[0]!.desc);
    if (!byScore && !clauses!.every((c) => c.field !== undefined)) return undefined;
    const k = request.skip + request.top;
    if (k > MAX_DEPTH) return undefined;
    let fieldIds: number[] = [];
    let expansions: Expansion[] = [];
    const { acc, touched } = this.scratch;
    const documents = this.content.docs;
    const filter = request.filter;
    const best = new TopK(byScore ? k : 0);
    // The matching documents that pass the filter, in id order, in touched[0 .. total).
    let total = 0;
    let docs: Int32Array;
    if (node.kind === 'all') {
      // Every live document, score 1 (as IndexContent.all).
      const all = this.content.all().docs;
      const bitmap = filter ? this.filters.bitmapFor(filter, all.length) : undefined;
      if (bitmap) {
        // The bitmap holds live documents only: its bits are the answer.
        total = bitsInIdOrder(bitmap, touched);
        docs = touched.subarray(0, total);
      } else if (filter) {
        for (let i = 0; i < all.length; i++) if (filter.test(documents[all[i]!]!)) touched[total++] = all[i]!;
        docs = touched.subarray(0, total);
      } else {
        total = all.length;
        docs = all;
      }
      if (byScore) for (let i = 0; i < total && i < k; i++) best.offer(docs[i]!, 1);
    } else {
      fieldIds = this.content.fieldIds(node.field, fields);
      const found = this.expander.ofNode(node);
      if (!found) return undefined;
      expansions = found;
      // A filter's kept bitmap is applied as the postings are read: the documents outside it are
      // passed over. Without one, the matches are filtered afterwards (and the bitmap made when
      // they are many, as FilterSets.bitmapFor decides).
      const kept = filter ? this.filters.kept(filter) : undefined;
      const count = this.scorer.accumulate(expansions, fieldIds, weights, node.boost, byScore, kept);
      if (byScore && !filter && !request.facets?.length) {
        // The instant search's shape: the best skip + top straight from the walk.
        this.scratch.inIdOrder(count, this.content.docs.length, best);
        const page = best.page(request.skip);
        return { total: count, docs: page.docs, scores: page.scores, facets: {}, matched: [...this.work.matched] };
      }
      // (A filter that throws leaves the scratch space clean: its bits are cleared; a score is
      // only read under a set bit.)
      if (kept || !filter) {
        // Every touched document passes.
        this.scratch.inIdOrder(count, this.content.docs.length, byScore ? best : undefined);
        total = count;
      } else {
        const source = this.scratch.inIdOrder(count, this.content.docs.length);
        const bitmap = this.filters.bitmapFor(filter, count);
        for (let i = 0; i < count; i++) {
          const doc = source[i]!;
          let score = 1;
          if (byScore) {
            score = acc[doc]!;
            acc[doc] = 0;
          }
          if (bitmap ? (bitmap[doc >>> 5]! & (1 << (doc & 31))) === 0 : !filter.test(documents[doc]!)) continue;
          touched[total++] = doc;
          if (byScore) best.offer(doc, score);
        }
      }
      docs = touched.subarray(0, total);
    }
    const facets: Record<string, FacetValue[]> = {};
    for (const facet of request.facets ?? []) facets[facet.field] = this.columns.countFacet(facet, docs);
    if (byScore) {
      const page = best.page(request.skip);
      return { total, docs: page.docs, scores: page.scores, facets, matched: [...this.work.matched] };
    }
    const positions = this.columns.topPositions({ docs, scores: new Float64Array(0) }, k, clauses).slice(request.skip);
    const page = Int32Array.from(positions, (i) => docs[i]!);
    const scores = node.kind === 'term'
      ? Float64Array.from(page, (doc) => this.scorer.scoreDocument(doc, expansions, fieldIds, weights, node.boost)!)
      : new Float64Array(page.length).fill(1);
    return { total, docs: page, scores, facets, matched: [...this.work.matched] };
  }
}
