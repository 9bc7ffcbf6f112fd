// The engine's query model: what the simple and full Lucene parsers produce.

export type Occur = 'must' | 'should' | 'mustNot';

/** How a term is matched against the term dictionary. */
export type TermMode =
  /** Analysed: exact token, plus the dictionary terms that contain it (Dutch compounds, codes). */
  | 'analyzed'
  | 'prefix'
  | 'fuzzy'
  | 'regex'
  | 'wildcard';

export type QueryNode =
  | { kind: 'all' }
  | { kind: 'term'; text: string; mode: TermMode; field?: string; boost: number; distance?: number }
  | { kind: 'phrase'; text: string; field?: string; slop: number; boost: number }
  | { kind: 'bool'; clauses: { occur: Occur; node: QueryNode }[]; boost: number }
  | { kind: 'not'; node: QueryNode };

export interface OrderClause {
  /** A sortable field, or undefined for search.score(). */
  field?: string;
  desc: boolean;
}

export interface FacetRequest {
  field: string;
  /** 0 = all values. */
  count: number;
  sort: 'count' | '-count' | 'value' | '-value';
}

export interface CompiledFilter {
  /** Normalised text, the cache key of the filter's document set. */
  key: string;
  test(doc: Record<string, unknown>): boolean;
}

/** Thrown for any request the index cannot answer because the request is wrong (a 400). */
export class SearchRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchRequestError';
  }
}
