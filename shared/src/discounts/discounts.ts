// The customer's discounts: loaded by the host's route middleware (step
// 'discounts', logged-in users only), kept with the day they were fetched, and fetched again
// when the day changes. Every app reads them from here; mf-catalog turns them into net prices.
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { authStore } from '../auth/auth-store';
import { registerSessionReset } from '../auth/session-reset';
import type { ApiMyDiscount } from '../api/api-types';
import { answer, mgmtApi } from '../api/typed-client';
import { storageKey } from '../storage-keys';

export interface Discount {
  /** The discount group (an article's ConditionGroupCode) it applies to, or null. */
  discountGroup: string | null;
  /** The article number of the one article it applies to, or null. An article discount wins over its group's. */
  itemNo: string | null;
  /** Percentage off the gross price, 0–100. */
  percentage: number;
}

export interface DiscountsState {
  discounts: Discount[];
  /** The day (YYYY-MM-DD, local time) the list was fetched; null: never. */
  fetchedOn: string | null;
  /** Whose discounts these are (the user's subject); another user's are never shown. */
  owner: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const empty: DiscountsState = { discounts: [], fetchedOn: null, owner: null, status: 'idle' };

// Session storage: a logout clears it, so a shared computer keeps no prices.
export const discountsStore = createStore<DiscountsState>()(
  persist(() => ({ ...empty }), {
    name: storageKey('discounts'),
    storage: createJSONStorage(() => sessionStorage),
    partialize: ({ discounts, fetchedOn, owner }) => ({ discounts, fetchedOn, owner }),
    // Version 1 names the article 'itemNo'. A list stored in another shape is not read (it could
    // miss article discounts): it is fetched again.
    version: 1,
    migrate: () => ({ discounts: [], fetchedOn: null, owner: null }),
  }),
);

/** The day-based value the stored date is compared with (local calendar day). */
export function discountDay(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

const text = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

/** One entry of GET my-discounts as the shop uses it; null when it names neither a group nor an article. */
export function toDiscount(raw: ApiMyDiscount): Discount | null {
  if (!Number.isFinite(raw.percentage)) return null;
  const discountGroup = text(raw.discountGroup);
  const itemNo = text(raw.itemNumber);
  if (!discountGroup && !itemNo) return null;
  return { discountGroup, itemNo, percentage: Math.min(100, Math.max(0, raw.percentage)) };
}

let inFlight: Promise<Discount[]> | null = null;

async function fetchMyDiscounts(): Promise<Discount[]> {
  return (await answer(mgmtApi.GET('/api/app/discounts/my-discounts'))).map(toDiscount).filter((d): d is Discount => d !== null);
}

/**
 * Makes sure the logged-in user's discounts of today are in the store, fetching them when the
 * stored ones are from another day or another user (or `force`). Concurrent calls share one
 * request. Never throws: on failure the previous list stays and the status is 'error', so that a
 * page still opens (with gross prices). Logged out: nothing happens.
 */
export async function loadDiscounts(options: { force?: boolean; now?: Date } = {}): Promise<Discount[]> {
  const { token, user, authenticated } = authStore.getState();
  if (!authenticated || !token) return [];
  const owner = user?.sub ?? null;
  const day = discountDay(options.now);
  const state = discountsStore.getState();
  if (!options.force && state.fetchedOn === day && state.owner === owner) {
    if (state.status !== 'ready') discountsStore.setState({ status: 'ready' });
    return state.discounts;
  }
  if (inFlight) return inFlight;
  discountsStore.setState({ status: 'loading' });
  inFlight = fetchMyDiscounts()
    .then((discounts) => {
      discountsStore.setState({ discounts, fetchedOn: day, owner, status: 'ready' });
      return discounts;
    })
    .catch((error: unknown) => {
      console.error('Kortingen konden niet worden geladen', error);
      discountsStore.setState({ status: 'error' });
      return discountsStore.getState().owner === owner ? discountsStore.getState().discounts : [];
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Empties the discount state. */
export function resetDiscounts(): void {
  discountsStore.setState({ ...empty });
}

// Logout leaves no prices of the customer behind (the host runs every registered reset).
registerSessionReset('discounts', resetDiscounts);

export function useDiscounts<T>(selector: (s: DiscountsState) => T): T {
  return useStore(discountsStore, selector);
}

export interface PricedArticle {
  itemNo: string;
  /** The article's discount group (ConditionGroupCode). */
  discountGroup?: string | null;
}

/** The discount that applies to an article: its own, else the best of its group's; null if none. */
export function discountFor(article: PricedArticle, discounts: readonly Discount[]): Discount | null {
  let best: Discount | null = null;
  for (const d of discounts) {
    if (d.itemNo && d.itemNo === article.itemNo) {
      if (!best?.itemNo || d.percentage > best.percentage) best = d;
    } else if (!d.itemNo && d.discountGroup && article.discountGroup && d.discountGroup === article.discountGroup) {
      if (!best || (!best.itemNo && d.percentage > best.percentage)) best = d;
    }
  }
  return best;
}

/** Gross price minus a percentage, rounded to cents. */
export function applyDiscount(gross: number, percentage: number): number {
  return Math.round(gross * (100 - percentage)) / 100;
}

/** The customer's net price of an article and the percentage behind it (0 when none applies). */
export function netPriceOf(gross: number, article: PricedArticle, discounts: readonly Discount[]): { net: number; percentage: number } {
  const d = discountFor(article, discounts);
  return d ? { net: applyDiscount(gross, d.percentage), percentage: d.percentage } : { net: gross, percentage: 0 };
}
