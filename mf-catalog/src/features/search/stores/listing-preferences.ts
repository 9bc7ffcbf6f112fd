// The user's listing preferences, kept across visits: compact view, page size, sort
// and the last search phrase.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '../utils/search-query';
import { browserStorage, moveStorageKeys, storageKey } from '@kraanvogel/shared';

export const LISTING_PREFERENCES_KEY = storageKey('listing-preferences');
// Kept under 'kraanvogel-listing-preferences' before the shop chose one key style.
moveStorageKeys(browserStorage('local'), 'kraanvogel-listing-preferences', LISTING_PREFERENCES_KEY);

export interface ListingPreferences {
  compactView: boolean;
  aantalPerPagina: number;
  sortering: string;
  searchPhrase: string;
  setCompactView: (compact: boolean) => void;
  setAantalPerPagina: (n: number) => void;
  setSortering: (sort: string) => void;
  setSearchPhrase: (phrase: string) => void;
}

export const useListingPreferences = create<ListingPreferences>()(
  persist(
    (set) => ({
      compactView: false,
      aantalPerPagina: DEFAULT_PAGE_SIZE,
      sortering: DEFAULT_SORT,
      searchPhrase: '',
      setCompactView: (compactView) => set({ compactView }),
      setAantalPerPagina: (aantalPerPagina) => set({ aantalPerPagina }),
      setSortering: (sortering) => set({ sortering }),
      setSearchPhrase: (searchPhrase) => set({ searchPhrase }),
    }),
    {
      name: LISTING_PREFERENCES_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ compactView, aantalPerPagina, sortering, searchPhrase }) => ({ compactView, aantalPerPagina, sortering, searchPhrase }),
    },
  ),
);
