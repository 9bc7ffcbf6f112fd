// The route modules of Mijn winkelwagens and Mijn bestellijsten, and of one order list.
// Each group of screens is a chunk of its own: a page loads only the features it shows.
import { useLocation, useParams } from 'react-router';
import { BASKET_TYPE, PageFrame } from '@kraanvogel/shared';
import { useQuery } from '@tanstack/react-query';
import { BasketList } from '@/features/baskets/components/basket-list';
import { OrderListDetail } from '@/features/baskets/components/order-list-detail';
import { TransferredBaskets } from '@/features/baskets/components/transferred-baskets';
import { texts } from '@/texts';
import { accountCrumbs } from './account-crumbs';
import { Frame } from './screen-frame';
import { realtimeBasketQueryOptions } from '@kraanvogel/shared/screens';

export function BasketsScreen() {
  return (
    <Frame>
      <BasketList basketType={BASKET_TYPE.winkelwagen} />
      <TransferredBaskets />
    </Frame>
  );
}

export function OrderListsScreen() {
  return (
    <Frame>
      <BasketList basketType={BASKET_TYPE.bestellijst} />
    </Frame>
  );
}

/** /mijnbestellijsten/{name}/{id}: the id finds the list; the name segment is for people. */
export function OrderListScreen() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const listId = Number(id);
  const valid = Number.isInteger(listId) && listId > 0;
  const { data } = useQuery({ ...realtimeBasketQueryOptions(listId), enabled: valid });
  const title = texts.pages.bestellijst(data?.name ?? String(id ?? ''));
  // The name segment is no level of its own: the trail goes from the lists straight to this list.
  const crumbs = [...accountCrumbs('/mijnaccount/mijnbestellijsten'), { label: title, url: pathname, level: 3 }];
  return (
    <PageFrame title={title} breadcrumbs={crumbs}>
      {valid ? <OrderListDetail listId={listId} /> : <p>{texts.baskets.detail.notFound}</p>}
    </PageFrame>
  );
}
