// The term dictionary all searchable fields share: every distinct token once, with an id, and the
// ways to find terms for a query word — by containment (a trigram index over the dictionary, so a
// word is found inside Dutch compounds and codes inside longer codes), by prefix, within an edit
// distance (typos), and by a compiled pattern (wildcards, regular expressions).
//
// Every lookup reports the terms it looks at to `visit`, which charges them to the request's work
// budget (and refuses the request when it is spent).
import { SortedTerms, type TermAutomaton } from './term-automaton.js';
import { boundedLevenshtein, hasDigit } from './text.js';

export type Visit = (terms: number) => void;

export class TermDictionary {
  /** Term text by id. */
  readonly text: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Term ids by length, words and codes apart: a typo is looked for among words only. */
  private readonly wordsByLength: number[][] = [];
  private readonly codesByLength: number[][] = [];
  /** Term ids (ascending) by trigram (its three code units as one number, see trigramKey). */
  private readonly trigramIndex = new Map<number, { ids: Int32Array; length: number }>();
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
      for (let i = 0; i + 3 <= text.length; i++) {
        const key = trigramKey(text, i);
        let list = this.trigramIndex.get(key);
        if (!list) this.trigramIndex.set(key, (list = { ids: new Int32Array(4), length: 0 }));
        // A trigram that comes back in the same term ('aaaa') is listed once.
        if (list.length > 0 && list.ids[list.length - 1] === id) continue;
        if (list.length === list.ids.length) {
          const ids = new Int32Array(list.ids.length * 2);
          ids.set(list.ids);
          list.ids = ids;
        }
        list.ids[list.length++] = id;
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
    let smallest: { ids: Int32Array; length: number } | undefined;
    for (let i = 0; i + 3 <= fragment.length; i++) {
      const list = this.trigramIndex.get(trigramKey(fragment, i));
      if (!list) return [];
      if (!smallest || list.length < smallest.length) smallest = list;
    }
    visit(smallest?.length ?? 0);
    const out: number[] = [];
    if (smallest) {
      const { ids, length } = smallest;
      for (let i = 0; i < length; i++) if (this.text[ids[i]!]!.includes(fragment)) out.push(ids[i]!);
    }
    return out;
  }

  /**
   * Words (terms without digits) that share at least `minShared` of the distinct trigrams of
   * `word`: the candidates of a typo inside a word or a compound (./correction.ts).
   */
  sharingTrigrams(word: string, minShared: number, visit: Visit): number[] {
    const shared = new Map<number, number>();
    const seen = new Set<number>();
    for (let i = 0; i + 3 <= word.length; i++) {
      const key = trigramKey(word, i);
      if (seen.has(key)) continue;
      seen.add(key);
      const list = this.trigramIndex.get(key);
      if (!list) continue;
      visit(list.length / 4);
      for (let k = 0; k < list.length; k++) shared.set(list.ids[k]!, (shared.get(list.ids[k]!) ?? 0) + 1);
    }
    const out: number[] = [];
    for (const [id, n] of shared) if (n >= minShared && !hasDigit(this.text[id]!)) out.push(id);
    return out;
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

/**
 * The trigram of `text` at `i` as one number: three code units of 10 bits in a small integer
 * (folded text is nearly all ASCII), else of 16 bits each above 2^30.
 */
function trigramKey(text: string, i: number): number {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  const c = text.charCodeAt(i + 2);
  if ((a | b | c) < 1024) return (a << 20) | (b << 10) | c;
  return 1073741824 + a * 4294967296 + b * 65536 + c;
}
