// $filter over the index's documents: a filter is tested document by document on a small set,
// and on a large one (or once it is kept) through its bitmap over all documents (a bit per
// document, 32 to a word: 62.5 KB at 500,000; only live documents set), kept by the filter's text
// until the documents change.
import type { LruCache } from './lru-cache.js';
import type { CompiledFilter } from './query.js';
import type { SearchDocument } from './schema.js';
import type { ScoredSet } from './scored-set.js';

/** Documents to filter beyond which the filter's bitmap is made rather than each document tested. */
const BITMAP_FROM = 2000;

export class FilterSets {
  constructor(
    private readonly docs: (SearchDocument | undefined)[],
    private readonly cache: LruCache<string, Int32Array>,
  ) {}

  clear(): void {
    this.cache.clear();
  }

  /** The filter's bitmap if it is kept. */
  kept(filter: CompiledFilter): Int32Array | undefined {
    return this.cache.get(filter.key);
  }

  /** The filter's bitmap to filter `count` documents with, or undefined: test each document. */
  bitmapFor(filter: CompiledFilter, count: number): Int32Array | undefined {
    const cached = this.cache.get(filter.key);
    if (cached || count <= BITMAP_FROM) return cached;
    const bits = new Int32Array((this.docs.length + 31) >>> 5);
    for (let id = 0; id < this.docs.length; id++) {
      const doc = this.docs[id];
      if (doc && filter.test(doc)) bits[id >>> 5]! |= 1 << (id & 31);
    }
    this.cache.set(filter.key, bits);
    return bits;
  }

  /** The documents of `set` that pass `filter` (`set` itself when all do). */
  apply(set: ScoredSet, filter: CompiledFilter): ScoredSet {
    const n = set.docs.length;
    const docs = new Int32Array(n);
    const scores = new Float64Array(n);
    let k = 0;
    const bits = this.bitmapFor(filter, n);
    // Two loops, not one with the choice inside: the bitmap's is the hot one.
    if (bits) {
      for (let i = 0; i < n; i++) {
        const doc = set.docs[i]!;
        if ((bits[doc >>> 5]! & (1 << (doc & 31))) !== 0) {
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
}
