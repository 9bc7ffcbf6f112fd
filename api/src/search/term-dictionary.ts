// The term dictionary all searchable fields share: every distinct token once, with an id, and the
// ways to find terms for a query word — by containment (a trigram index over the dictionary, so a
// word is found inside Dutch compounds and codes inside longer codes), by prefix, within an edit
// distance (typos), and by a compiled pattern (wildcards, regular expressions).
//
// Every lookup reports the terms it looks at to `visit`, which charges them to the request's work
// budget (and refuses the request when it is spent).
import { SortedTerms, type TermAutomaton } from './term-automaton.js';
import { boundedLevenshtein, hasDigit, trigrams } from './text.js';

export type Visit = (terms: number) => void;

export class TermDictionary {
  /** Term text by id. */
  readonly text: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Term ids by length, words and codes apart: a typo is looked for among words only. */
  private readonly wordsByLength: number[][] = [];
  private readonly codesByLength: number[][] = [];
  private readonly trigramIndex = new Map<string, number[]>();
  private sortedTerms: SortedTerms | undefined;
  /** Bumped by every new term; caches of lookups are dropped when it moves. */
  version = 0;

  get size(): number {
    return this.text.length;
  }

  find(text: string): number | undefined {
    return this.ids.get(text);
  }

  /** The id of a term, added when new. */
  add(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.text.length;
      this.text.push(text);
      this.ids.set(text, id);
      ((hasDigit(text) ? this.codesByLength : this.wordsByLength)[text.length] ??= []).push(id);
      for (const tg of new Set(trigrams(text))) {
        let list = this.trigramIndex.get(tg);
        if (!list) this.trigramIndex.set(tg, (list = []));
        list.push(id);
      }
      this.sortedTerms = undefined;
      this.version++;
    }
    return id;
  }

  /** Terms that contain `fragment` (trigram candidates, then verified). */
  containing(fragment: string, visit: Visit): number[] {
    if (fragment.length < 3) {
      const out: number[] = [];
      visit(this.text.length);
      this.text.forEach((text, id) => {
        if (text.includes(fragment)) out.push(id);
      });
      return out;
    }
    let smallest: number[] | undefined;
    for (const tg of trigrams(fragment)) {
      const list = this.trigramIndex.get(tg);
      if (!list) return [];
      if (!smallest || list.length < smallest.length) smallest = list;
    }
    visit(smallest?.length ?? 0);
    return (smallest ?? []).filter((id) => this.text[id]!.includes(fragment));
  }

  /** The dictionary in the order of its text (made again after new terms came in). */
  private sorted(): SortedTerms {
    if (!this.sortedTerms) this.sortedTerms = new SortedTerms(this.text);
    return this.sortedTerms;
  }

  withPrefix(prefix: string, visit: Visit): number[] {
    if (prefix.length >= 3) return this.containing(prefix, visit).filter((id) => this.text[id]!.startsWith(prefix));
    const sorted = this.sorted().ids;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.text[sorted[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < sorted.length && this.text[sorted[i]!]!.startsWith(prefix); i++) out.push(sorted[i]!);
    return out;
  }

  /** Terms within `distance` edits of `term` (words for a word, codes for a code). */
  within(term: string, distance: number, visit: Visit): { id: number; distance: number }[] {
    const out: { id: number; distance: number }[] = [];
    for (let len = Math.max(1, term.length - distance); len <= term.length + distance; len++) {
      const candidates = (hasDigit(term) ? this.codesByLength : this.wordsByLength)[len] ?? [];
      visit(candidates.length);
      for (const id of candidates) {
        const d = boundedLevenshtein(term, this.text[id]!, distance);
        if (d <= distance) out.push({ id, distance: d });
      }
    }
    return out;
  }

  /** Terms that start with `prefix` give or take one edit (autocomplete with fuzzy: true). */
  withFuzzyPrefix(prefix: string, visit: Visit): number[] {
    const out: number[] = [];
    const byLength = hasDigit(prefix) ? this.codesByLength : this.wordsByLength;
    for (let length = Math.max(1, prefix.length - 1); length < byLength.length; length++) {
      visit(byLength[length]?.length ?? 0);
      for (const id of byLength[length] ?? []) {
        const text = this.text[id]!;
        for (let len = prefix.length - 1; len <= prefix.length + 1; len++) {
          if (len < 1 || len > text.length) continue;
          if (boundedLevenshtein(prefix, text.slice(0, len), 1) <= 1) {
            out.push(id);
            break;
          }
        }
      }
    }
    return out;
  }

  /** Terms a compiled wildcard or regular expression accepts. */
  matching(automaton: TermAutomaton, visit: Visit): number[] {
    return this.sorted().match(automaton, () => visit(1));
  }
}
