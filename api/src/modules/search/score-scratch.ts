// The scratch space scores are gathered in (the engine is synchronous, one request at a time): a
// score per document, a bit per document that marks it touched, and the touched documents in the
// order they were first touched. The bitset walk that reads the touched documents out in id order
// lives here once (inIdOrder); `collect` makes a scored set of them.
import type { ScoredSet } from './scored-set.js';

export class ScoreScratch {
  acc = new Float64Array(0);
  /** A bit per document: touched (with a byte per document, collect took five times as long for 'kraan'). */
  seen = new Int32Array(0);
  touched = new Int32Array(0);
  /** Sums of several queries' scores per document, and a bit per document that has one (addTouched). */
  sums = new Float64Array(0);
  summed = new Int32Array(0);

  /** Room for document ids below `documents`. */
  ensure(documents: number): void {
    if (this.acc.length >= documents) return;
    this.acc = new Float64Array(documents + 1024);
    this.seen = new Int32Array(((documents + 1024) >>> 5) + 1);
    this.touched = new Int32Array(documents + 1024);
    this.sums = new Float64Array(documents + 1024);
    this.summed = new Int32Array(((documents + 1024) >>> 5) + 1);
  }

  /**
   * Adds the scores of the `count` touched documents to their sums (`sums[doc] + score`, as
   * scored sets are merged by union: the first score added to 0 is itself) and clears them.
   */
  addTouched(count: number): void {
    const { acc, seen, touched, sums, summed } = this;
    for (let i = 0; i < count; i++) {
      const doc = touched[i]!;
      sums[doc]! += acc[doc]!;
      acc[doc] = 0;
      seen[doc >>> 5] = 0;
      summed[doc >>> 5]! |= 1 << (doc & 31);
    }
  }

  /** Every document with a sum offered to `best` in id order, the sums cleared; returns how many. */
  offerSums(documents: number, best: TopK): number {
    const { sums, summed } = this;
    let count = 0;
    const words = (documents + 31) >>> 5;
    for (let w = 0; w < words; w++) {
      let bits = summed[w]!;
      if (bits === 0) continue;
      summed[w] = 0;
      const base = w << 5;
      while (bits !== 0) {
        const low = bits & -bits;
        const doc = base + 31 - Math.clz32(low);
        bits ^= low;
        count++;
        best.offer(doc, sums[doc]!);
        sums[doc] = 0;
      }
    }
    return count;
  }

  /** Clears the sums (a request refused halfway). */
  clearSums(): void {
    this.sums.fill(0);
    this.summed.fill(0);
  }

  /**
   * The `count` touched documents in id order in `touched[0 .. count)`, their bits cleared; their
   * scores stay in `acc` for the caller to read and clear, or, given `best`, are offered to it and
   * cleared (the instant search's shape: the best few straight from the walk). `documents` bounds
   * the ids.
   */
  inIdOrder(count: number, documents: number, best?: TopK): Int32Array {
    const { acc, seen, touched } = this;
    if (count > documents >>> 6) {
      // Many matches: walking the flags (32 documents a word) in document order is cheaper than sorting.
      let i = 0;
      const words = (documents + 31) >>> 5;
      for (let w = 0; w < words && i < count; w++) {
        let bits = seen[w]!;
        if (bits === 0) continue;
        seen[w] = 0;
        const base = w << 5;
        while (bits !== 0) {
          const low = bits & -bits;
          const doc = base + 31 - Math.clz32(low);
          touched[i++] = doc;
          bits ^= low;
          if (best) {
            best.offer(doc, acc[doc]!);
            acc[doc] = 0;
          }
        }
      }
    } else {
      touched.subarray(0, count).sort();
      for (let i = 0; i < count; i++) {
        const doc = touched[i]!;
        seen[doc >>> 5] = 0;
        if (best) {
          best.offer(doc, acc[doc]!);
          acc[doc] = 0;
        }
      }
    }
    return touched;
  }

  /** The touched documents in id order with their scores; clears the scratch space. */
  collect(count: number, documents: number): ScoredSet {
    const acc = this.acc;
    const order = this.inIdOrder(count, documents);
    const docs = order.slice(0, count);
    const scores = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const doc = docs[i]!;
      scores[i] = acc[doc]!;
      acc[doc] = 0;
    }
    return { docs, scores };
  }
}

/** The documents whose bits are set in `bits`, in id order, into `out`; returns how many. */
export function bitsInIdOrder(bits: Int32Array, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    const base = w << 5;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = base + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return n;
}

/** A document matching through several terms or fields scores by its best one, plus a little for the others. */
export function combineScores(prev: number, s: number): number {
  return prev >= s ? prev + s * 0.1 : s + prev * 0.1;
}

/**
 * The best `k` documents by score, then id (the order of topPositions), offered in id order: a
 * document that ties with an earlier one stays behind it.
 */
export class TopK {
  private readonly keys: Float64Array;
  private readonly docs: Int32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.keys = new Float64Array(k);
    this.docs = new Int32Array(k);
  }

  offer(doc: number, score: number): void {
    const { k, keys, docs } = this;
    const key = -score;
    if (k === 0 || (this.size === k && key >= keys[k - 1]!)) return;
    let j = this.size < k ? this.size++ : k - 1;
    while (j > 0 && keys[j - 1]! > key) {
      keys[j] = keys[j - 1]!;
      docs[j] = docs[j - 1]!;
      j--;
    }
    keys[j] = key;
    docs[j] = doc;
  }

  /** The kept documents from position `from` on, best first, with their scores. */
  page(from: number): ScoredSet {
    const start = Math.min(from, this.size);
    return { docs: this.docs.slice(start, this.size), scores: Float64Array.from(this.keys.subarray(start, this.size), (key) => -key) };
  }
}
