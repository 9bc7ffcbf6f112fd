// What the instant-search dropdown offers, in its order: at most five distinct completions, then
// the top articles. Arrow keys and Enter walk both as one list.
import type { Suggestion } from '@/lib/search-client';
import type { SearchArticle } from '../types';

export type Choice = { kind: 'suggestion'; phrase: string; label: string } | { kind: 'article'; itemNo: string; label: string; image?: string | null };

/** `corrected`: the phrase searched instead of the one typed, offered as the first completion. */
export function instantChoices(suggestions: Suggestion[] | undefined, articles: SearchArticle[] | undefined, corrected?: string): { completions: Choice[]; hits: Choice[] } {
  const offered = corrected ? [{ text: corrected, queryPlusText: corrected }, ...(suggestions ?? [])] : (suggestions ?? []);
  const completions: Choice[] = offered
    .filter((s, i, all) => all.findIndex((o) => o.queryPlusText === s.queryPlusText) === i)
    .slice(0, 5)
    .map((s) => ({ kind: 'suggestion', phrase: s.queryPlusText, label: s.queryPlusText }));
  const hits: Choice[] = (articles ?? []).map((a) => ({ kind: 'article', itemNo: a.Code, label: a.Omschrijving, image: a.Image }));
  return { completions, hits };
}
