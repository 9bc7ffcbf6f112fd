// After a basket changed here: its cached copies refetch, and the change is announced on the
// basket channel (to the other apps and tabs) under the app's own source name, so the app that
// made the change does not act on its own event.
import type { QueryClient } from '@tanstack/react-query';
import { basketChannel, type BasketChanged } from '../basket-channel';
import { basketKeys } from '../basket-keys';
import type { BasketId } from '../basket-types';

export async function basketChanged(queryClient: QueryClient, basketId: BasketId, reason: BasketChanged['reason'], source: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: basketKeys.detail(basketId) }),
    queryClient.invalidateQueries({ queryKey: basketKeys.realtime(basketId) }),
    queryClient.invalidateQueries({ queryKey: basketKeys.lists() }),
  ]);
  basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason, source });
}
