// The invoice overview's state in the URL: type, open/paid, period, search, sorting and page.
import type { ApiInvoiceOverviewInput } from '@kraanvogel/shared';
import { PAGE_SIZE } from '@/lib/query-keys';

export type InvoiceType = 'Invoice' | 'Credit';
export const INVOICE_SORTINGS = ['invoiceDate desc', 'invoiceDate asc', 'dueDate asc', 'totalNet desc'] as const;

export interface InvoiceFilters {
  type: '' | InvoiceType;
  paid: '' | 'open' | 'betaald';
  from: string;
  to: string;
  term: string;
  sorting: (typeof INVOICE_SORTINGS)[number];
  page: number;
}

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

export function invoiceTypeOf(value: string | null): InvoiceType {
  return value === 'Credit' ? 'Credit' : 'Invoice';
}

export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const type = params.get('soort');
  const paid = params.get('status');
  const sorting = params.get('sortering');
  const page = Number(params.get('pagina'));
  return {
    type: type === 'Invoice' || type === 'Credit' ? type : '',
    paid: paid === 'open' || paid === 'betaald' ? paid : '',
    from: isDate(params.get('van')) ? params.get('van')! : '',
    to: isDate(params.get('tot')) ? params.get('tot')! : '',
    term: (params.get('zoek') ?? '').slice(0, 100),
    sorting: INVOICE_SORTINGS.includes(sorting as InvoiceFilters['sorting']) ? (sorting as InvoiceFilters['sorting']) : 'invoiceDate desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Whether the period ends before it starts (the api refuses it: the list is not asked for then). */
export const isRangeInvalid = (f: Pick<InvoiceFilters, 'from' | 'to'>) => !!f.from && !!f.to && f.to < f.from;

export function writeInvoiceFilters(f: InvoiceFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.type) p.set('soort', f.type);
  if (f.paid) p.set('status', f.paid);
  if (f.from) p.set('van', f.from);
  if (f.to) p.set('tot', f.to);
  if (f.term) p.set('zoek', f.term);
  if (f.sorting !== 'invoiceDate desc') p.set('sortering', f.sorting);
  if (f.page > 1) p.set('pagina', String(f.page));
  return p;
}

export function invoiceOverviewInput(f: InvoiceFilters): ApiInvoiceOverviewInput {
  const input: ApiInvoiceOverviewInput = { SkipCount: (f.page - 1) * PAGE_SIZE, MaxResultCount: PAGE_SIZE, Sorting: f.sorting };
  if (f.type) input.InvoiceType = f.type;
  if (f.paid) input.IsPaid = f.paid === 'betaald';
  if (f.from) input.DateFrom = f.from;
  if (f.to) input.DateTo = f.to;
  if (f.term.trim()) input.Search = f.term.trim();
  return input;
}
