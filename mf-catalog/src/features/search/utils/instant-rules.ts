// When the instant-search dropdown asks the search service: from 3 characters, 800 ms after the
// last keystroke (SPEC). Apart from search-query.ts, which the search box does not load at start.
export const INSTANT_MIN_CHARS = 3;
export const INSTANT_DEBOUNCE_MS = 800;
