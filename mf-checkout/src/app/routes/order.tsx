// /order: the order wizard for the basket named by ?winkelwagen= (the basket page's 'Bestellen'),
// otherwise the current basket.
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { basketQueryOptions, PageFrame, useBasketStore, useIsPunchout } from '@kraanvogel/shared';
import { OrderWizard } from '@/features/order/components/order-wizard';
import { texts } from '@/texts';

export function OrderRoute() {
  const punchout = useIsPunchout();
  if (punchout) {
    // A procurement system's buyer orders in that system: no order wizard here.
    return (
      <PageFrame title={texts.order} breadcrumbs={[{ label: texts.order, url: '/order', level: 1 }]}>
        <p role="status" data-testid="punchout-no-ordering">
          {texts.punchout.noOrdering}
        </p>
        <Link to="/winkelwagen">{texts.punchout.toBasket}</Link>
      </PageFrame>
    );
  }
  return <OrderWizardRoute />;
}

function OrderWizardRoute() {
  const [params] = useSearchParams();
  const requested = params.get('winkelwagen');
  const current = useBasketStore((s) => s.currentBasket);
  const fallback = useQuery({ ...basketQueryOptions(null), enabled: !requested && !current });
  const basketId = requested && /^\d+$/.test(requested) ? Number(requested) : current ? Number(current.id) : fallback.data ? Number(fallback.data.id) : null;
  return (
    <PageFrame title={texts.order} breadcrumbs={[{ label: texts.order, url: '/order', level: 1 }]}>
      {basketId === null ? <p role="status">{texts.loading}</p> : <OrderWizard key={basketId} basketId={basketId} />}
    </PageFrame>
  );
}
