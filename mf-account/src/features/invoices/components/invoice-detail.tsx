// One invoice or credit note with its lines, VAT and totals, and its PDF.
import { Link } from 'react-router';
import { Button, formatDate, formatMoney, formatNumber } from '@kraanvogel/shared';
import { Facts, QueryState, Section, Table, TableScroll } from '@/components/ui';
import { texts } from '@/texts';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import type { InvoiceType } from '../lib/invoice-filters';

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
          <dt>{T.detail.status}</dt>
          <dd>{invoice.isPaid ? T.isPaid : T.isOpen}</dd>
        </Facts>
      </Section>
      <Section aria-labelledby="invoice-lines">
        <h2 id="invoice-lines">{T.detail.lines}</h2>
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{T.detail.columns.itemNo}</th>
                <th scope="col">{T.detail.columns.description}</th>
                <th scope="col" className="num">
                  {T.detail.columns.amount}
                </th>
                <th scope="col" className="num">
                  {T.detail.columns.price}
                </th>
                <th scope="col" className="num">
                  {T.detail.columns.discount}
                </th>
                <th scope="col" className="num">
                  {T.detail.columns.net}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((l) => (
                <tr key={l.lineNo}>
                  <td>{l.itemNo}</td>
                  <td>{l.description}</td>
                  <td className="num">{formatNumber(l.amount)}</td>
                  <td className="num">{formatMoney(l.unitPrice)}</td>
                  <td className="num">{l.discountPercentage ? `${formatNumber(l.discountPercentage)}%` : texts.orders.detail.none}</td>
                  <td className="num">{formatMoney(Math.round(l.amount * l.unitPrice * (1 - l.discountPercentage / 100) * 100) / 100)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
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
