// One order: state, dates, delivery, PO number and reference, its lines (ordered, delivered,
// back order) and its invoices; lines can be picked to order them again, and what was delivered
// and not yet returned can be returned (the return request opens with this order chosen).
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber, type ApiOrder } from '@kraanvogel/shared';
import { Facts, QueryState, Section, Table, TableScroll } from '@/components/ui';
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

  return (
    <>
      <Section aria-labelledby="order-facts">
        <h2 id="order-facts">{T.facts}</h2>
        <Facts data-testid="order-facts">
          <dt>{T.status}</dt>
          <dd>{order.statusName}</dd>
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

      <Section aria-labelledby="order-lines">
        <h2 id="order-lines">{T.lines}</h2>
        <TableScroll>
          <Table data-testid="order-lines">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={T.selectAll}
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? [] : order.lines.map((l) => l.lineNo))}
                  />
                </th>
                <th scope="col">{T.columns.itemNo}</th>
                <th scope="col">{T.columns.description}</th>
                <th scope="col" className="num">
                  {T.columns.ordered}
                </th>
                <th scope="col" className="num">
                  {T.columns.delivered}
                </th>
                <th scope="col" className="num">
                  {T.columns.backOrder}
                </th>
                <th scope="col" className="num">
                  {T.columns.price}
                </th>
                <th scope="col" className="num">
                  {T.columns.discount}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l) => (
                <tr key={l.lineNo}>
                  <td>
                    <input type="checkbox" aria-label={T.selectLine(l.itemNo)} checked={selected.includes(l.lineNo)} onChange={() => toggle(l.lineNo)} />
                  </td>
                  <td>{l.itemNo}</td>
                  <td>{l.description}</td>
                  <td className="num">{formatNumber(l.amount)}</td>
                  <td className="num">{formatNumber(l.delivered)}</td>
                  <td className="num">{formatNumber(l.backOrder)}</td>
                  <td className="num">{formatMoney(l.unitPrice)}</td>
                  <td className="num">{l.discountPercentage ? `${formatNumber(l.discountPercentage)}%` : none}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
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
