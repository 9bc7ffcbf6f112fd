// The order process state: the current step and the fields of step 1 with the saved address
// chosen there, kept in session storage so that a reload in the middle of the wizard keeps what
// was entered (logout clears session storage). It also holds this checkout's idempotency key: a
// retry of 'Bestelling plaatsen' sends the same key and so can never place a second order. Reset
// after the order is placed.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '@kraanvogel/shared';

export type Levering = 'bezorgen' | 'afhalen';

export interface DeliveryFields {
  levering: Levering;
  naam: string;
  adres: string;
  postcode: string;
  plaats: string;
  land: 'NL' | 'BE' | 'DE';
  /** YYYY-MM-DD, or '' until the first possible day is known. */
  datum: string;
  leveringsinstructies: string;
  ponummer: string;
  referentie: string;
  /** The chosen cost centre's id, '' for none chosen (asked only when the user has several). */
  kostenplaats: string;
}

export interface OrderProcessState extends DeliveryFields {
  currentStep: 1 | 2;
  /** The fields were filled from the organization's main address once. */
  prefilled: boolean;
  /** The basket being ordered. */
  basketId: number | null;
  idempotencyKey: string;
  /** The saved address last chosen at step 1 ('org-1', 'book-7'), '' for none. */
  savedAddress: string;
  setFields: (fields: Partial<DeliveryFields>) => void;
  chooseSavedAddress: (key: string) => void;
  prefill: (fields: Partial<DeliveryFields>) => void;
  goToStep: (step: 1 | 2) => void;
  start: (basketId: number) => void;
  reset: () => void;
}

export const ORDER_PROCESS_KEY = storageKey('order-process');

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

export const emptyDelivery: DeliveryFields = {
  levering: 'bezorgen',
  naam: '',
  adres: '',
  postcode: '',
  plaats: '',
  land: 'NL',
  datum: '',
  leveringsinstructies: '',
  ponummer: '',
  referentie: '',
  kostenplaats: '',
};

const initial = () => ({ ...emptyDelivery, currentStep: 1 as const, prefilled: false, basketId: null, idempotencyKey: newKey(), savedAddress: '' });

export const useOrderProcess = create<OrderProcessState>()(
  persist(
    (set) => ({
      ...initial(),
      setFields: (fields) => set(fields),
      chooseSavedAddress: (savedAddress) => set({ savedAddress }),
      prefill: (fields) => set((s) => (s.prefilled ? s : { ...fields, prefilled: true })),
      goToStep: (currentStep) => set({ currentStep }),
      // Another basket than the one in progress starts over at step 1 (the entered fields stay).
      start: (basketId) => set((s) => (s.basketId === basketId ? s : { basketId, currentStep: 1, idempotencyKey: newKey() })),
      reset: () => set(initial()),
    }),
    {
      name: ORDER_PROCESS_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ setFields: _a, prefill: _b, goToStep: _c, start: _d, reset: _e, chooseSavedAddress: _f, ...state }) => state,
    },
  ),
);
