// The net/gross switch: whether the customer's net prices show beside the gross prices. Every
// app's prices follow the one switch, remembered per user on this device (a counter screen may
// want gross prices only).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage, moveStorageKeys, storageKey, useAuth } from '@kraanvogel/shared';

/** Where the switch is kept (localStorage); the server's render of a page reads the tab's value. */
export const PRICE_MODE_KEY = storageKey('price-mode');
// Kept under 'kraanvogel-price-mode' before the shop chose one key style.
moveStorageKeys(browserStorage('local'), 'kraanvogel-price-mode', PRICE_MODE_KEY);

interface PriceModeState {
  /** Users (subject) who switched net prices off; the default is on. */
  grossOnly: Record<string, true>;
  setShowNet: (user: string, showNet: boolean) => void;
}

export const usePriceModeStore = create<PriceModeState>()(
  persist(
    (set) => ({
      grossOnly: {},
      setShowNet: (user, showNet) =>
        set((s) => {
          const grossOnly = { ...s.grossOnly };
          if (showNet) delete grossOnly[user];
          else grossOnly[user] = true;
          return { grossOnly };
        }),
    }),
    { name: PRICE_MODE_KEY, storage: createJSONStorage(() => localStorage), partialize: ({ grossOnly }) => ({ grossOnly }) },
  ),
);

/** Whether net prices show for the logged-in user, and the switch. */
export function useShowNetPrices(): [boolean, (showNet: boolean) => void] {
  const user = useAuth((s) => s.user?.sub ?? 'anoniem');
  const showNet = usePriceModeStore((s) => !s.grossOnly[user]);
  const setShowNet = usePriceModeStore((s) => s.setShowNet);
  return [showNet, (v: boolean) => setShowNet(user, v)];
}
