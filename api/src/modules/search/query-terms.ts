// How a query word is matched against the index's terms, as both the engine (./term-expansion.ts)
// and the answers from the database (./database-sql.ts) read it: a word's tokens, which words
// match the terms that contain them, which are retried with a typo, and which wildcards and
// regular expressions are a plain prefix, fragment or term.
import { SearchRequestError } from './query.js';
import { MAX_PATTERN_LENGTH } from './term-automaton.js';
import { fold, hasDigit } from './text.js';

/** Characters with a meaning in Lucene's regular expressions. */
const REGEX_META = /[.*+?{}()|[\]\\~&<>#@"]/;

/** The letter and digit runs of a folded query word (its tokens). */
export function wordParts(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

/** Whether an analysed token matches the terms that contain it (short words and numbers: only whole). */
export function matchesContaining(token: string): boolean {
  return token.length >= (hasDigit(token) && !/[a-z]/.test(token) ? 4 : 3);
}

/** Whether an analysed token that matches no term at all is retried with a typo. */
export function typoTolerant(token: string): boolean {
  return token.length >= 5 && !hasDigit(token);
}

/** The prefix of a folded wildcard term of the form `word*`, or undefined. */
export function wildcardPrefix(folded: string): string | undefined {
  return /^[^*?]+\*$/.test(folded) ? folded.slice(0, -1) : undefined;
}

/** A regular expression that is a plain word, fragment or prefix: folded. */
export interface PlainPattern {
  kind: 'contains' | 'prefix' | 'exact';
  text: string;
}

/**
 * Lucene regular expressions match whole terms; `/.*x.*\/` (terms containing x), `/x.*\/` (terms
 * starting with x) and `/x/` without operators are plain; undefined: a pattern to run through
 * the term automaton. Refuses a pattern that is too long.
 */
export function plainPattern(source: string): PlainPattern | undefined {
  if (source.length > MAX_PATTERN_LENGTH) throw new SearchRequestError(`The regular expression /${source.slice(0, 50)}…/ is too long.`);
  const contains = /^\.\*(.+?)\.\*$/.exec(source);
  if (contains && !REGEX_META.test(contains[1]!)) return { kind: 'contains', text: fold(contains[1]!) };
  const prefix = /^(.+?)\.\*$/.exec(source);
  if (prefix && !REGEX_META.test(prefix[1]!)) return { kind: 'prefix', text: fold(prefix[1]!) };
  if (!REGEX_META.test(source)) return { kind: 'exact', text: fold(source) };
  return undefined;
}
