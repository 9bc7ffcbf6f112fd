// One order: state, dates, delivery, PO number and reference, its lines (ordered, delivered,
// back order; a table, cards on a phone with 'select all' above them) and its invoices; lines can
// be picked to order them again, and what was delivered and not yet returned can be returned (the
// return request opens with this order chosen).
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber, type ApiOrder } from '@kraanvogel/shared';
import { Checkbox, ResponsiveList } from '@kraanvogel/shared/screens';
import { StatusBadge } from '@kraanvogel/shared/status';
import { Facts, QueryState, Section } from '@/components/ui';
import { texts } from '@/texts';
import { useOrder } from '../api/get-order';
import { ReorderForm } from './reorder-form';

const T = texts.orders.detail;
const none = T.none;

function Address({ a }: { a: ApiOrder['deliveryAddress'] }) {
  const parts = [a.name, a.street, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean);
  return parts.length ? (
    <>
      {parts.map((p) => (
        <span key={p} style={{ display: 'block' }}>
          {p}
        </span>
      ))}
    </>
  ) : (
    <>{none}</>
  );
}

export function OrderDetail({ orderNo }: { orderNo: string }) {
  const { data: order, isPending, error } = useOrder(orderNo);
  const [selected, setSelected] = useState<number[]>([]);
  if (!order) return <QueryState isPending={isPending} error={error} />;
  const toggle = (lineNo: number) => setSelected((s) => (s.includes(lineNo) ? s.filter((n) => n !== lineNo) : [...s, lineNo]));
  const allSelected = selected.length === order.lines.length && order.lines.length > 0;
  const toggleAll = () => setSelected(allSelected ? [] : order.lines.map((l) => l.lineNo));

  return (
    <>
      <Section aria-labelledby="order-facts">
        <h2 id="order-facts">{T.facts}</h2>
        <Facts data-testid="order-facts">
          <dt>{T.status}</dt>
          <dd>
            <StatusBadge colour={order.statusColour}>{order.statusName}</StatusBadge>
          </dd>
          <dt>{T.orderDate}</dt>
          <dd>{formatDate(order.orderDate)}</dd>
          <dt>{T.planned}</dt>
          <dd>{order.plannedDeliveryDate ? formatDate(order.plannedDeliveryDate) : none}</dd>
          <dt>{T.deliveryMethod}</dt>
          <dd>{T.methods[order.deliveryMethod] ?? order.deliveryMethod}</dd>
          <dt>{T.address}</dt>
          <dd>
            <Address a={order.deliveryAddress} />
          </dd>
          <dt>{T.poNumber}</dt>
          <dd>{order.poNumber ?? none}</dd>
          <dt>{T.reference}</dt>
          <dd>{order.reference ?? none}</dd>
          <dt>{T.costCentre}</dt>
          <dd data-testid="order-cost-centre">{order.costCentreName ?? none}</dd>
          {order.returnOf && (
            <>
              <dt>{T.returnOf}</dt>
              <dd>
                <Link to={`/mijnaccount/mijnorders/${encodeURIComponent(order.returnOf)}`}>{order.returnOf}</Link>
              </dd>
            </>
          )}
          <dt>{T.total}</dt>
          <dd>{formatMoney(order.totalNet)}</dd>
        </Facts>
      </Section>

      {/* No landmark of its own: the list's scroll region is named after the lines already. */}
      <Section>
        <h2>{T.lines}</h2>
        <ResponsiveList
          data-testid="order-lines"
          caption={T.lines}
          captionHidden
          rows={order.lines}
          rowKey={(l) => l.lineNo}
          cardsHeader={<Checkbox label={T.selectAll} checked={allSelected} onChange={toggleAll} />}
          columns={[
            {
              header: <input type="checkbox" aria-label={T.selectAll} checked={allSelected} onChange={toggleAll} />,
              card: 'action',
              cell: (l, layout) =>
                layout === 'cards' ? (
                  <Checkbox label={T.selectLine(l.itemNo)} checked={selected.includes(l.lineNo)} onChange={() => toggle(l.lineNo)} />
                ) : (
                  <input type="checkbox" aria-label={T.selectLine(l.itemNo)} checked={selected.includes(l.lineNo)} onChange={() => toggle(l.lineNo)} />
                ),
            },
            { header: T.columns.itemNo, card: 'title', cell: (l) => l.itemNo },
            { header: T.columns.description, cell: (l) => l.description },
            { header: T.columns.ordered, numeric: true, cell: (l) => formatNumber(l.amount) },
            { header: T.columns.delivered, numeric: true, cell: (l) => formatNumber(l.delivered) },
            { header: T.columns.backOrder, numeric: true, cell: (l) => formatNumber(l.backOrder) },
            { header: T.columns.price, numeric: true, cell: (l) => formatMoney(l.unitPrice) },
            { header: T.columns.discount, numeric: true, cell: (l) => (l.discountPercentage ? `${formatNumber(l.discountPercentage)}%` : none) },
          ]}
        />
        {order.orderType === 'Order' && order.lines.some((l) => l.delivered > l.returned) && (
          <p>
            <Link to={`/mijnaccount/retouraanvraag?order=${encodeURIComponent(order.orderNo)}`} data-testid="request-return">
              {texts.returns.requestFromOrder}
            </Link>
          </p>
        )}
        <ReorderForm orderNo={order.orderNo} selected={[...selected].sort((a, b) => a - b)} />
      </Section>

      <Section aria-labelledby="order-invoices">
        <h2 id="order-invoices">{T.invoices}</h2>
        {order.invoices.length === 0 ? (
          <p>{T.noInvoices}</p>
        ) : (
          <ul>
            {order.invoices.map((i) => (
              <li key={`${i.invoiceType}-${i.invoiceNo}`}>
                <Link to={`/mijnaccount/mijnfacturen/${encodeURIComponent(i.invoiceNo)}?soort=${i.invoiceType}`}>
                  {texts.invoices.typeName[i.invoiceType]} {i.invoiceNo}
                </Link>{' '}
                — {formatDate(i.invoiceDate)}, {formatMoney(i.totalInclVat)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
