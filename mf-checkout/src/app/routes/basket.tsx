// /winkelwagen/{id?} (route name Order; the basket selector is disabled here): the basket named by
// id, or the current basket. Another customer's id, an unknown one or an order list's is the
// host's 404 page (its loader, basket-loader.ts, sits in the route table).
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { basketQueryOptions, PageFrame, useBasketStore, useIsPunchout } from '@kraanvogel/shared';
import { BasketPage } from '@/features/baskets/components/basket-page/basket-page';
import { TransferButton } from '@/features/punchout/components/transfer-button';
import { usePunchoutSession } from '@/features/punchout/api/punchout-session';
import { QuickOrderPanel } from '@/features/quick-order/components/quick-order-panel';
import { texts } from '@/texts';

export function BasketRoute() {
  const { id } = useParams();
  const current = useBasketStore((s) => s.currentBasket);
  // Without an id and without a current basket (a first visit): the default basket.
  const fallback = useQuery({ ...basketQueryOptions(null), enabled: id === undefined && !current });
  const basketId = id !== undefined ? Number(id) : current ? Number(current.id) : fallback.data ? Number(fallback.data.id) : null;
  if (basketId === null) {
    return (
      <PageFrame title={texts.basket}>
        <p role={fallback.isError ? 'alert' : 'status'}>{fallback.isError ? texts.basketPage.loadFailed : texts.loading}</p>
      </PageFrame>
    );
  }
  return <BasketPageWithModes key={basketId} basketId={basketId} />;
}

/**
 * The basket page as this shop uses it: quick order under the basket, and in punch-out mode (a
 * procurement system's buyer) 'Overbrengen naar inkoopsysteem' in place of 'Bestellen'.
 */
function BasketPageWithModes({ basketId }: { basketId: number }) {
  const punchout = useIsPunchout();
  const session = usePunchoutSession(punchout);
  return (
    <BasketPage
      basketId={basketId}
      notices={session.data?.basketId === basketId ? session.data.notices : []}
      proceed={punchout ? ({ id, orderable }) => <TransferButton basketId={id} disabled={!orderable} /> : undefined}
      panel={({ id, name }) => <QuickOrderPanel basketId={id} basketName={name} />}
    />
  );
}
