// Ordering and counting over the documents' own values: the rank of every document under a sort
// (computed once per sort and kept), the best k of a match set in the requested order, and facet
// counts from per-field value columns (ordinals per document, built once per field). Both are
// rebuilt after the documents change (clear).
import type { FacetRequest, OrderClause } from './query.js';
import { type CacheBudget, LruCache } from './lru-cache.js';
import type { FieldDefinition, SearchDocument } from './schema.js';
import type { ScoredSet } from './scored-set.js';

export interface FacetValue {
  value: unknown;
  count: number;
}

interface FacetColumn {
  values: unknown[];
  /** Per document: the value ordinal (-1 = none) of a single-valued field. */
  single?: Int32Array;
  /** Per document: the value ordinals of a collection field. */
  multi?: (Int32Array | undefined)[];
}


const RANK_CACHE_ENTRIES = 2000;

export function compareValues(a: unknown, b: unknown): number {
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

export class SortAndFacets {
  /** Rank columns: four bytes per document (2 MB each at 500,000), within the index's cache budget. */
  private readonly rankCache: LruCache<string, Int32Array>;
  private readonly facetColumns = new Map<string, FacetColumn>();

  constructor(
    private readonly docs: readonly (SearchDocument | undefined)[],
    private readonly fields: ReadonlyMap<string, FieldDefinition>,
    /** The live documents' ids, ascending. */
    private readonly liveIds: () => Int32Array,
    /** The byte budget the rank columns share with the index's other caches. */
    budget?: CacheBudget,
  ) {
    this.rankCache = new LruCache(RANK_CACHE_ENTRIES, Infinity, (ranks, key) => 300 + 2 * key.length + ranks.byteLength, budget);
  }

  /** Forgets ranks and columns (the documents changed). */
  clear(): void {
    this.rankCache.clear();
    this.facetColumns.clear();
  }


  private sortValue(doc: number, field: string): unknown {
    return this.docs[doc]?.[field];
  }

  /** Rank of every document under field-only sort clauses (cached per clause list). */
  private ranks(clauses: OrderClause[]): Int32Array {
    const key = clauses.map((c) => `${c.field} ${c.desc ? 'desc' : 'asc'}`).join(',');
    let ranks = this.rankCache.get(key);
    if (!ranks) {
      const ids = this.liveIds().slice();
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
      this.rankCache.set(key, ranks);
    }
    return ranks;
  }

  /** The positions (into `set`) of the best `k` documents in the requested order. */
  topPositions(set: ScoredSet, k: number, orderBy: OrderClause[] | undefined): number[] {
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
        // Documents share their collection values (./document-store.ts): their ordinals too.
        const byArray = new Map<unknown[], Int32Array>();
        this.docs.forEach((doc, id) => {
          const v = doc?.[field];
          if (!Array.isArray(v)) return;
          let ords = byArray.get(v);
          if (!ords) {
            ords = Int32Array.from(new Set(v.filter((x) => x !== null && x !== undefined)), ordinal);
            byArray.set(v, ords);
          }
          multi[id] = ords;
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

  countFacet(request: FacetRequest, docs: Int32Array): FacetValue[] {
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
    return orderFacetValues(out, request);
  }

}

/** Facet values in the requested order (`sort`), the first `count` of them (all when 0). */
export function orderFacetValues(values: FacetValue[], request: Pick<FacetRequest, 'sort' | 'count'>): FacetValue[] {
  const byValue = (a: FacetValue, b: FacetValue) => compareValues(a.value, b.value);
  switch (request.sort) {
    case 'count':
      values.sort((a, b) => b.count - a.count || byValue(a, b));
      break;
    case '-count':
      values.sort((a, b) => a.count - b.count || byValue(a, b));
      break;
    case 'value':
      values.sort(byValue);
      break;
    case '-value':
      values.sort((a, b) => byValue(b, a));
      break;
  }
  return request.count > 0 ? values.slice(0, request.count) : values;
}
