// One invoice or credit note with its lines, VAT and totals, and its PDF.
import { Link } from 'react-router';
import { Button, formatDate, formatMoney, formatNumber } from '@kraanvogel/shared';
import { Facts, QueryState, Section } from '@/components/ui';
import { texts } from '@/texts';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import type { InvoiceType } from '../lib/invoice-filters';
import { ResponsiveList } from '@kraanvogel/shared/screens';

const T = texts.invoices;

export function InvoiceDetail({ type, invoiceNo }: { type: InvoiceType; invoiceNo: string }) {
  const { data: invoice, isPending, error } = useInvoice(type, invoiceNo);
  const download = useDownloadInvoicePdf();
  if (!invoice) return <QueryState isPending={isPending} error={error} />;
  return (
    <>
      {invoice.invoiceType === 'Credit' && <p>{T.detail.creditNote}</p>}
      <Button type="button" disabled={download.isPending} onClick={() => download.mutate({ type: invoice.invoiceType, invoiceNo: invoice.invoiceNo })}>
        {download.isPending ? T.downloading : T.download}
      </Button>
      <Section aria-labelledby="invoice-facts">
        <h2 id="invoice-facts">{T.detail.facts}</h2>
        <Facts>
          <dt>{T.columns.type}</dt>
          <dd>{T.typeName[invoice.invoiceType]}</dd>
          <dt>{T.detail.date}</dt>
          <dd>{formatDate(invoice.invoiceDate)}</dd>
          <dt>{T.detail.due}</dt>
          <dd>{formatDate(invoice.dueDate)}</dd>
          <dt>{T.detail.order}</dt>
          <dd>{invoice.orderNo ? <Link to={`/mijnaccount/mijnorders/${encodeURIComponent(invoice.orderNo)}`}>{invoice.orderNo}</Link> : texts.orders.detail.none}</dd>
          <dt>{T.columns.costCentre}</dt>
          <dd>{invoice.costCentreName ?? texts.orders.detail.none}</dd>
          <dt>{T.detail.status}</dt>
          <dd>{invoice.isPaid ? T.isPaid : T.isOpen}</dd>
        </Facts>
      </Section>
      {/* Not a landmark of its own: the table's scroll region is the one named 'Regels'. */}
      <Section>
        <h2 id="invoice-lines">{T.detail.lines}</h2>
        <ResponsiveList
          data-testid="invoice-lines"
          caption={T.detail.lines}
          captionHidden
          rows={invoice.lines}
          rowKey={(l) => l.lineNo}
          columns={[
            { header: T.detail.columns.itemNo, cell: (l) => l.itemNo, card: 'title' },
            { header: T.detail.columns.description, cell: (l) => l.description },
            { header: T.detail.columns.amount, numeric: true, cell: (l) => formatNumber(l.amount) },
            { header: T.detail.columns.price, numeric: true, cell: (l) => formatMoney(l.unitPrice) },
            { header: T.detail.columns.discount, numeric: true, cell: (l) => (l.discountPercentage ? `${formatNumber(l.discountPercentage)}%` : texts.orders.detail.none) },
            { header: T.detail.columns.net, numeric: true, cell: (l) => formatMoney(Math.round(l.amount * l.unitPrice * (1 - l.discountPercentage / 100) * 100) / 100) },
          ]}
        />
        <Facts data-testid="invoice-sums">
          <dt>{T.detail.net}</dt>
          <dd>{formatMoney(invoice.totalNet)}</dd>
          <dt>{T.detail.vat}</dt>
          <dd>{formatMoney(invoice.totalVat)}</dd>
          <dt>{T.detail.total}</dt>
          <dd>{formatMoney(invoice.totalInclVat)}</dd>
        </Facts>
      </Section>
    </>
  );
}
