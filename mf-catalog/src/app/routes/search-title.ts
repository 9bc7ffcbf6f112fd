// The search results page's title: one rule for the page (search.tsx) and for the title the
// server paints into the page's HTML (../shell-titles.ts).
import { texts } from '@/texts';

export const searchTitle = (phrase: string) => (phrase ? texts.searchResultsFor(phrase) : texts.searchResults);
