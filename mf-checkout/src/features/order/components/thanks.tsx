// The thank-you page after an order: the order number, what was ordered, the delivery, and the
// ways on — continue shopping, and (for users who may see orders) the order in 'Mijn orders'.
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatLongDay, formatMoney, getRuntimeConfig, isWarehouseOnly, useAuth } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useOrder } from '../api/get-order';

const SHOWN_LINES = 10;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 48rem;
  .number {
    font-size: 1.5rem;
    font-weight: 700;
    color: ${(p) => p.theme.colors.primary};
    margin: 0;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    a {
      display: inline-flex;
      align-items: center;
      min-height: 2.75rem;
      padding: 0.5rem 1.25rem;
      border-radius: ${(p) => p.theme.radius};
      border: 1px solid ${(p) => p.theme.colors.primary};
      color: ${(p) => p.theme.colors.primary};
      font-weight: 600;
      text-decoration: none;
    }
    a.primary {
      background: ${(p) => p.theme.colors.primary};
      color: #fff;
    }
  }
`;

export function Thanks({ orderNo }: { orderNo: string | null }) {
  const query = useOrder(orderNo);
  const roles = useAuth((s) => s.roles);
  const mayOpenOrders = !isWarehouseOnly(roles, getRuntimeConfig().oidc.productKey);
  if (!orderNo) return <p>{texts.thanksPage.noOrder}</p>;
  if (query.isPending) return <p role="status">{texts.loading}</p>;
  if (query.isError) return <p role="alert">{texts.thanksPage.notFound}</p>;
  const order = query.data;
  const day = order.deliveryDate ? formatLongDay(order.deliveryDate) : null;
  return (
    <Box data-testid="thanks">
      <div>
        <p>{texts.thanksPage.intro}</p>
        <h2>{texts.thanksPage.orderNo}</h2>
        <p className="number" data-testid="order-number">
          {order.orderNo}
        </p>
      </div>
      <section aria-labelledby="thanks-ordered">
        <h2 id="thanks-ordered">
          {texts.thanksPage.ordered(texts.thanksPage.lineCount(order.lines.length), formatMoney(order.totalInclVat))}
        </h2>
        <ul>
          {order.lines.slice(0, SHOWN_LINES).map((l) => (
            <li key={l.lineNo}>
              {l.amount} × {l.description} ({l.itemNo})
            </li>
          ))}
          {order.lines.length > SHOWN_LINES && <li>{texts.thanksPage.more(order.lines.length - SHOWN_LINES)}</li>}
        </ul>
      </section>
      <section aria-labelledby="thanks-delivery">
        <h2 id="thanks-delivery">{texts.thanksPage.delivery}</h2>
        <p data-testid="thanks-delivery">
          {order.deliveryMethod === 'afhalen' ? texts.orderWizard.review.pickUpOn(day ?? '') : texts.orderWizard.review.deliveredOn(day ?? '')}
          {order.deliveryAddress && (
            <>
              <br />
              {order.deliveryAddress.name}, {order.deliveryAddress.street}, {order.deliveryAddress.postalCode} {order.deliveryAddress.city}
            </>
          )}
        </p>
      </section>
      <div className="links">
        <Link className="primary" to="/assortiment">
          {texts.thanksPage.continueShopping}
        </Link>
        {mayOpenOrders && <Link to={`/mijnaccount/mijnorders/${encodeURIComponent(order.orderNo)}`}>{texts.thanksPage.toMyOrders}</Link>}
      </div>
    </Box>
  );
}
