// Mijn facturen: invoices and credit notes, filtered by type, open/paid and period, searched by
// invoice or order number, sorted and paged on the server, with the totals of all that match.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, formatDate, formatMoney } from '@kraanvogel/shared';
import { Facts, Field, Muted, QueryState, Section, Toolbar } from '@/components/ui';
import { PAGE_SIZE } from '@/lib/query-keys';
import { texts } from '@/texts';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoiceOverview } from '../api/get-invoice-overview';
import { INVOICE_SORTINGS, invoiceOverviewInput, isRangeInvalid, readInvoiceFilters, writeInvoiceFilters, type InvoiceFilters } from '../lib/invoice-filters';
import { Pagination, ResponsiveList } from '@kraanvogel/shared/screens';

const T = texts.invoices;

export function InvoiceList() {
  const [params, setParams] = useSearchParams();
  const filters = readInvoiceFilters(params);
  // A period that ends before it starts is said beside the dates and not sent: the list keeps
  // showing what the last valid filters found.
  const rangeInvalid = isRangeInvalid(filters);
  const lastValid = useRef(rangeInvalid ? { ...filters, from: '', to: '' } : filters);
  if (!rangeInvalid) lastValid.current = filters;
  const { data, isPending, error, isPlaceholderData } = useInvoiceOverview(invoiceOverviewInput(lastValid.current));
  const download = useDownloadInvoicePdf();
  const [term, setTerm] = useState(filters.term);
  const go = (next: Partial<InvoiceFilters>) => setParams(writeInvoiceFilters({ ...filters, page: 1, ...next }));
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ term: term.trim() });
  };
  const pageCount = data ? Math.ceil(data.totalCount / PAGE_SIZE) : 0;

  return (
    <>
      <form role="search" aria-label={T.searchLabel} onSubmit={onSearch}>
        <Toolbar>
          <Field>
            {T.type}
            <select value={filters.type} onChange={(e) => go({ type: e.target.value as InvoiceFilters['type'] })}>
              {Object.entries(T.types).map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {T.paid}
            <select value={filters.paid} onChange={(e) => go({ paid: e.target.value as InvoiceFilters['paid'] })}>
              {Object.entries(T.paidOptions).map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {T.from}
            <input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => go({ from: e.target.value })} />
          </Field>
          <Field>
            {T.to}
            <input
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              aria-invalid={rangeInvalid || undefined}
              aria-describedby={rangeInvalid ? 'invoice-range-error' : undefined}
              onChange={(e) => go({ to: e.target.value })}
            />
          </Field>
          <Field>
            {T.searchTerm}
            <input type="search" value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
          </Field>
          <Button type="submit">{texts.common.search}</Button>
          <Field>
            {texts.common.sortBy}
            <select value={filters.sorting} onChange={(e) => go({ sorting: e.target.value as InvoiceFilters['sorting'] })}>
              {INVOICE_SORTINGS.map((s) => (
                <option key={s} value={s}>
                  {T.sortings[s]}
                </option>
              ))}
            </select>
          </Field>
        </Toolbar>
        {rangeInvalid && (
          <p role="alert" id="invoice-range-error" data-testid="invoice-range-error">
            {T.rangeInvalid}
          </p>
        )}
      </form>
      <QueryState isPending={isPending} error={error} empty={data?.totalCount === 0} emptyText={T.empty} />
      {data && data.totalCount > 0 && (
        <>
          <Muted role="status">{texts.common.results(data.totalCount)}</Muted>
          <ResponsiveList
            data-testid="invoice-table"
            caption={T.caption}
            busy={isPlaceholderData}
            rows={data.items}
            rowKey={(i) => `${i.invoiceType}-${i.invoiceNo}`}
            columns={[
              {
                header: T.columns.invoiceNo,
                card: 'title',
                cell: (i) => <Link to={`/mijnaccount/mijnfacturen/${encodeURIComponent(i.invoiceNo)}?soort=${i.invoiceType}`}>{i.invoiceNo}</Link>,
              },
              { header: T.columns.type, cell: (i) => T.typeName[i.invoiceType] },
              { header: T.columns.date, cell: (i) => formatDate(i.invoiceDate) },
              { header: T.columns.due, cell: (i) => formatDate(i.dueDate) },
              {
                header: T.columns.orderNo,
                cell: (i) => (i.orderNo ? <Link to={`/mijnaccount/mijnorders/${encodeURIComponent(i.orderNo)}`}>{i.orderNo}</Link> : texts.orders.detail.none),
              },
              { header: T.columns.costCentre, cell: (i) => i.costCentreName ?? texts.orders.detail.none },
              { header: T.columns.total, numeric: true, cell: (i) => formatMoney(i.totalInclVat) },
              { header: T.columns.status, cell: (i) => (i.isPaid ? T.isPaid : T.isOpen) },
              {
                header: 'PDF',
                card: 'action',
                cell: (i) => (
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={`${T.download} ${T.typeName[i.invoiceType]} ${i.invoiceNo}`}
                    disabled={download.isPending}
                    onClick={() => download.mutate({ type: i.invoiceType, invoiceNo: i.invoiceNo })}
                  >
                    PDF
                  </Button>
                ),
              },
            ]}
          />
          <Section aria-labelledby="invoice-totals">
            <h2 id="invoice-totals">{T.totals}</h2>
            <Facts data-testid="invoice-totals">
              <dt>{T.columns.net}</dt>
              <dd>{formatMoney(data.totals.totalNet)}</dd>
              <dt>{T.columns.vat}</dt>
              <dd>{formatMoney(data.totals.totalVat)}</dd>
              <dt>{T.columns.total}</dt>
              <dd>{formatMoney(data.totals.totalInclVat)}</dd>
            </Facts>
          </Section>
          <Pagination page={filters.page} pages={pageCount} hrefFor={(page) => `?${writeInvoiceFilters({ ...filters, page })}`} />
        </>
      )}
    </>
  );
}
