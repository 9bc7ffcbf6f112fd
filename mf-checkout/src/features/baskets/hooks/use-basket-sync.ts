// Keeps the basket data fresh when a basket changes elsewhere: in another tab (the channel's
// BroadcastChannel) or through another app on this page. mf-checkout's own changes have already
// updated the cache.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { basketChannel, basketKeys, loadBaskets } from '@kraanvogel/shared';

export const CHECKOUT_SOURCE = 'checkout';

export function useBasketSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      basketChannel.subscribe((event, origin) => {
        if (event.type !== 'basket-changed') return;
        if (origin === 'local' && event.source === CHECKOUT_SOURCE) return;
        void queryClient.invalidateQueries({ queryKey: basketKeys.all }).then(() => loadBaskets(queryClient, { refresh: true }));
      }),
    [queryClient],
  );
}
