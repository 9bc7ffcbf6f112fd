// Switching the current basket: the selected basket is loaded first; only when that works
// does it become current ('Winkelwagen is geselecteerd!'), otherwise the current basket stays and
// the user reads 'Kon winkelwagen niet ophalen. Probeer het later nog een keer!'.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { basketChannel, basketQueryOptions, basketStore, notify, type Basket } from '@kraanvogel/shared';
import { widgetTexts as texts } from '@/texts/widgets';

export function useSelectBasket() {
  const queryClient = useQueryClient();
  return useCallback(
    async (basket: Basket): Promise<boolean> => {
      let loaded: Basket;
      try {
        loaded = await queryClient.fetchQuery({ ...basketQueryOptions(basket.id), staleTime: 0, retry: false });
      } catch {
        notify.alert(texts.toasts.loadFailed);
        return false;
      }
      basketStore.getState().setCurrentBasket(loaded);
      notify.success(texts.toasts.selected);
      basketChannel.publish({ type: 'basket-changed', basketId: String(loaded.id), reason: 'selected', source: 'checkout' });
      return true;
    },
    [queryClient],
  );
}
