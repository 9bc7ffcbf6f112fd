// The scorer: BM25 over the postings of expanded terms, per field with the scoring profile's
// weights. A document matching through several terms or fields scores by its best one plus a
// little for the others (combineScores). Each term's scores per document (its impacts) are kept
// per field set and weights, so that prefixes typed one letter at a time reuse them.
import type { IndexContent } from './index-content.js';
import type { LruCache } from './lru-cache.js';
import { lowerBound } from './posting-store.js';
import type { RequestWork } from './request-work.js';
import { empty, type ScoredSet } from './scored-set.js';
import { combineScores, type ScoreScratch } from './score-scratch.js';
import type { Expansion } from './term-expansion.js';

const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** Field sets and weights with materialised impacts at most (beyond: all impacts are dropped). */
const IMPACT_SIGNATURES = 1024;
/** Expansions of one term scored through materialised per-term impacts at most (see scoreTerms). */
const MATERIALISED_EXPANSIONS = 256;

/** BM25's per-term factor of a posting range of `postingLength` entries (document, frequency pairs). */
function termFactor(postingLength: number, n: number, weight: number, fieldWeight: number): number {
  const df = postingLength >>> 1;
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return weight * fieldWeight * idf * (BM25_K1 + 1);
}

/**
 * Each term's BM25 score per document, per field set and weights: keyed by the signature's
 * number times 2^32 plus the term id.
 */
export class ImpactCache {
  private readonly signatures = new Map<string, number>();

  constructor(readonly sets: LruCache<number, ScoredSet>) {}

  /** The key base of a field set and weights. */
  base(fields: number[], weights: number[]): number {
    const signature = `${fields.join(',')}|${weights.join(',')}`;
    let id = this.signatures.get(signature);
    if (id === undefined) {
      if (this.signatures.size >= IMPACT_SIGNATURES) this.clear();
      id = this.signatures.size;
      this.signatures.set(signature, id);
    }
    return id * 0x1_0000_0000;
  }

  clear(): void {
    this.signatures.clear();
    this.sets.clear();
  }
}

export class Bm25Scorer {
  constructor(
    private readonly content: IndexContent,
    private readonly scratch: ScoreScratch,
    private readonly work: RequestWork,
    private readonly impacts: ImpactCache,
  ) {}

  /**
   * Scores a set of expanded terms: each term's impacts (materialised once per field set and
   * weights when `reuse`, kept until the documents change) are combined. Prefixes typed one
   * letter at a time ('mengk', 'mengkr', ...) expand to the same terms and reuse their impacts.
   */
  scoreTerms(expansions: Expansion[], fields: number[], weights: number[], boost: number, reuse: boolean): ScoredSet {
    // Without reuse, one pass over all postings is cheaper than materialising each term first
    // (the scores differ slightly: every field and term compete for "best" at once). A pattern
    // that matches thousands of terms takes that pass too: materialising each would cost tens of
    // milliseconds, and its terms are seldom asked for again.
    if (!reuse || expansions.length > MATERIALISED_EXPANSIONS) return this.scoreFields(expansions, fields, weights, boost);
    const base = this.impacts.base(fields, weights);
    const lists: { set: ScoredSet; factor: number }[] = [];
    for (const { termId, weight } of expansions) {
      let set = this.impacts.sets.get(base + termId);
      if (!set) {
        set = this.scoreFields([{ termId, weight: 1 }], fields, weights, 1);
        this.impacts.sets.set(base + termId, set);
      }
      if (set.docs.length > 0) {
        lists.push({ set, factor: weight * boost });
        this.work.matched.add(termId);
      }
    }
    if (lists.length === 0) return empty();
    if (lists.length === 1) {
      const { set, factor } = lists[0]!;
      return factor === 1 ? set : { docs: set.docs, scores: set.scores.map((x) => x * factor) };
    }
    const { acc, seen, touched } = this.scratch;
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
          // Marked and combined as in accumulate, written out for the same reason.
          const prev = acc[doc]!;
          acc[doc] = prev >= s ? prev + s * 0.1 : s + prev * 0.1;
        }
      }
    }
    return this.scratch.collect(count, this.content.docs.length);
  }

  /** BM25 over the postings of the given terms and fields (the impacts of one term). */
  private scoreFields(expansions: Expansion[], fields: number[], weights: number[], boost: number): ScoredSet {
    return this.scratch.collect(this.accumulate(expansions, fields, weights, boost, true), this.content.docs.length);
  }

  /**
   * Marks the documents of the postings of `expansions` in `fields` in the scratch space and, when
   * `scored`, their BM25 scores; returns how many documents it touched (the caller takes them out
   * of the scratch space and clears it). Without scores a posting costs one bit: a results page
   * sorted by fields needs the scores of its page only (`scoreDocument`). Given `only` (a filter's
   * bitmap), the documents outside it are passed over: the others score as without it.
   */
  accumulate(expansions: Expansion[], fields: number[], weights: number[], boost: number, scored: boolean, only?: Int32Array): number {
    const { acc, seen, touched } = this.scratch;
    const { postings } = this.content;
    let count = 0;
    const n = this.content.liveCount || 1;
    this.chargePostings(expansions, fields);
    for (const sfi of fields) {
      const { lengths, fieldWeight, lengthFactor, constFactor } = this.fieldFactors(sfi, n, weights, boost);
      for (const { termId, weight } of expansions) {
        const { pool, start, end } = postings.range(termId, sfi);
        if (end === start) continue;
        this.work.matched.add(termId);
        if (only) {
          count = this.accumulateOnly(pool, start, end, only, count, scored, termFactor(end - start, n, weight, fieldWeight), constFactor, lengthFactor, lengths);
          continue;
        }
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
            // combineScores, written out: the marking and combining as a call (in this loop and
            // scoreTerms') made uncached searches 10–30 % slower (A/B on 20,000 articles).
            const prev = acc[doc]!;
            acc[doc] = prev >= s ? prev + s * 0.1 : s + prev * 0.1;
          }
        }
      }
    }
    return count;
  }

  /**
   * accumulate's loops over one posting range for the documents in `only`. Returns the count of
   * touched documents.
   */
  private accumulateOnly(pool: Int32Array, start: number, end: number, only: Int32Array, count: number, scored: boolean, factor: number, constFactor: number, lengthFactor: number, lengths: Uint16Array | Int32Array): number {
    const { acc, seen, touched } = this.scratch;
    if (!scored) {
      for (let i = start; i < end; i += 2) {
        const doc = pool[i]!;
        const bit = 1 << (doc & 31);
        if ((only[doc >>> 5]! & bit) === 0) continue;
        if ((seen[doc >>> 5]! & bit) === 0) {
          seen[doc >>> 5]! |= bit;
          touched[count++] = doc;
        }
      }
      return count;
    }
    for (let i = start; i < end; i += 2) {
      const doc = pool[i]!;
      const bit = 1 << (doc & 31);
      if ((only[doc >>> 5]! & bit) === 0) continue;
      const tf = pool[i + 1]!;
      const s = (factor * tf) / (tf + constFactor + lengthFactor * lengths[doc]!);
      if ((seen[doc >>> 5]! & bit) === 0) {
        seen[doc >>> 5]! |= bit;
        touched[count++] = doc;
        acc[doc] = s;
      } else {
        const prev = acc[doc]!;
        acc[doc] = prev >= s ? prev + s * 0.1 : s + prev * 0.1;
      }
    }
    return count;
  }

  /**
   * The score `accumulate` gives `doc` (undefined when it matches none of the postings): the same
   * operations in the same order, the postings found by binary search instead of read through.
   */
  scoreDocument(doc: number, expansions: Expansion[], fields: number[], weights: number[], boost: number): number | undefined {
    let score: number | undefined;
    const n = this.content.liveCount || 1;
    for (const sfi of fields) {
      const { lengths, fieldWeight, lengthFactor, constFactor } = this.fieldFactors(sfi, n, weights, boost);
      for (const { termId, weight } of expansions) {
        const { pool, start, end } = this.content.postings.range(termId, sfi);
        if (end === start) continue;
        const at = lowerBound(pool, start, end, doc);
        if (at === end || pool[at] !== doc) continue;
        const factor = termFactor(end - start, n, weight, fieldWeight);
        const tf = pool[at + 1]!;
        const s = (factor * tf) / (tf + constFactor + lengthFactor * lengths[doc]!);
        score = score === undefined ? s : combineScores(score, s);
      }
    }
    return score;
  }

  /** BM25's per-field constants. */
  private fieldFactors(sfi: number, n: number, weights: number[], boost: number) {
    const avgLength = this.content.fieldLength[sfi]! / n || 1;
    return {
      lengths: this.content.docLength[sfi]!,
      fieldWeight: weights[sfi]! * boost,
      lengthFactor: (BM25_K1 * BM25_B) / avgLength,
      constFactor: BM25_K1 * (1 - BM25_B),
    };
  }

  /**
   * Charges reading the postings of `expansions` in `fields` to the request's budget. Done before
   * the scratch space is touched, so that a refusal leaves it clean. Reading postings costs about
   * a sixteenth of a dictionary term per document.
   */
  private chargePostings(expansions: Expansion[], fields: number[]): void {
    for (const sfi of fields) {
      this.work.visit(expansions.length);
      for (const { termId } of expansions) {
        const length = 2 * this.content.postings.count(termId, sfi);
        if (length > 32) this.work.visit(length >>> 5);
      }
    }
  }
}
