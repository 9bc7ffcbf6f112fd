// /winkelwagen/{id?} (route name Order; the cart selector is disabled here): the cart named by
// id, or the current cart. Another customer's id, an unknown one or an order list's is the
// host's 404 page (its loader, cart-loader.ts, sits in the route table).
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { basketQueryOptions, PageFrame, useBasketStore, useIsPunchout } from '@kraanvogel/shared';
import { CartPage } from '@/features/baskets/components/cart-page/cart-page';
import { TransferButton } from '@/features/punchout/components/transfer-button';
import { QuickOrderPanel } from '@/features/quick-order/components/quick-order-panel';
import { texts } from '@/texts';

export function CartRoute() {
  const { id } = useParams();
  const current = useBasketStore((s) => s.currentBasket);
  // Without an id and without a current cart (a first visit): the default cart.
  const fallback = useQuery({ ...basketQueryOptions(null), enabled: id === undefined && !current });
  const basketId = id !== undefined ? Number(id) : current ? Number(current.id) : fallback.data ? Number(fallback.data.id) : null;
  if (basketId === null) {
    return (
      <PageFrame title={texts.cart}>
        <p role={fallback.isError ? 'alert' : 'status'}>{fallback.isError ? texts.cartPage.loadFailed : texts.loading}</p>
      </PageFrame>
    );
  }
  return <CartPageWithModes key={basketId} basketId={basketId} />;
}

/**
 * The cart page as this shop uses it: quick order under the cart, and in punch-out mode (a
 * procurement system's buyer) 'Overbrengen naar inkoopsysteem' in place of 'Bestellen'.
 */
function CartPageWithModes({ basketId }: { basketId: number }) {
  const punchout = useIsPunchout();
  return (
    <CartPage
      basketId={basketId}
      proceed={punchout ? ({ id, orderable }) => <TransferButton basketId={id} disabled={!orderable} /> : undefined}
      panel={({ id, name }) => <QuickOrderPanel basketId={id} basketName={name} />}
    />
  );
}
