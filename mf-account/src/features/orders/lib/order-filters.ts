// The order overview's state in the URL (so a filtered list can be bookmarked, shared and is kept
// on 'back'): tab, search kind and term, cost centre, sorting and page. Unknown values fall back to defaults.
import type { ApiOrderOverviewQuery } from '@kraanvogel/shared';
import { PAGE_SIZE } from '@/lib/query-keys';

export const INFORMATION_FILTERS = ['FindOrder', 'ExpectedToday', 'OfferedForDelivery', 'BackOrder', 'ToBeProcessed', 'ReturnOrdersOrComplaints'] as const;
export type InformationFilter = (typeof INFORMATION_FILTERS)[number];
export const SEARCH_KINDS = ['Search', 'OrderNo', 'ItemNo'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const ORDER_SORTINGS = ['orderDate desc', 'orderDate asc', 'plannedDeliveryDate desc', 'totalNet desc', 'orderNo asc'] as const;
export type OrderSorting = (typeof ORDER_SORTINGS)[number];

export interface OrderFilters {
  filter: InformationFilter;
  kind: SearchKind;
  term: string;
  sorting: OrderSorting;
  page: number;
  /** Only the orders on this cost centre; null: all. */
  costCentre: number | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('pagina'));
  return {
    filter: oneOf(INFORMATION_FILTERS, params.get('filter'), 'FindOrder'),
    kind: oneOf(SEARCH_KINDS, params.get('zoekop'), 'Search'),
    term: (params.get('zoek') ?? '').slice(0, 100),
    sorting: oneOf(ORDER_SORTINGS, params.get('sortering'), 'orderDate desc'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    costCentre: /^[1-9]\d{0,8}$/.test(params.get('kostenplaats') ?? '') ? Number(params.get('kostenplaats')) : null,
  };
}

export function writeOrderFilters(f: OrderFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.filter !== 'FindOrder') p.set('filter', f.filter);
  if (f.term) {
    p.set('zoek', f.term);
    if (f.kind !== 'Search') p.set('zoekop', f.kind);
  }
  if (f.sorting !== 'orderDate desc') p.set('sortering', f.sorting);
  if (f.costCentre !== null) p.set('kostenplaats', String(f.costCentre));
  if (f.page > 1) p.set('pagina', String(f.page));
  return p;
}

export function orderOverviewQuery(f: OrderFilters): ApiOrderOverviewQuery {
  const q: ApiOrderOverviewQuery = { SkipCount: (f.page - 1) * PAGE_SIZE, MaxResultCount: PAGE_SIZE, Sorting: f.sorting };
  if (f.filter !== 'FindOrder') q.InformationFilter = f.filter;
  const term = f.term.trim();
  if (term) q[f.kind] = term;
  if (f.costCentre !== null) q.CostCentreId = f.costCentre;
  return q;
}
