// A query term's dictionary terms, each with a weight: the exact term weighs most, a term that
// contains, starts with or is within a typo of it less; wildcards, regular expressions, fuzzy
// terms and prefixes expand through the dictionary (./term-dictionary.ts, ./term-automaton.ts).
// Expansions are kept until the dictionary changes; the work is charged to the request.
import type { LruCache } from './lru-cache.js';
import { type QueryNode, SearchRequestError } from './query.js';
import type { RequestWork } from './request-work.js';
import type { TermDictionary } from './term-dictionary.js';
import { matchesContaining, plainPattern, typoTolerant, wildcardPrefix, wordParts } from './query-terms.js';
import { compileRegex, compileWildcard } from './term-automaton.js';
import { fold } from './text.js';

export interface Expansion {
  termId: number;
  weight: number;
}

export type TermNode = Extract<QueryNode, { kind: 'term' }>;
type Mode = TermNode['mode'] | 'fuzzyPrefix';

export class TermExpander {
  private cacheVersion = -1;

  constructor(
    private readonly dictionary: TermDictionary,
    private readonly cache: LruCache<string, Expansion[]>,
    private readonly work: RequestWork,
  ) {}

  /** Drops the kept expansions when the dictionary changed. */
  sync(): void {
    if (this.cacheVersion === this.dictionary.version) return;
    this.cacheVersion = this.dictionary.version;
    this.cache.clear();
  }

  /**
   * The dictionary terms one term node is scored over, or undefined for an analysed word of
   * several tokens (scored part by part, see Evaluator.evaluateTerm).
   */
  ofNode(node: TermNode): Expansion[] | undefined {
    if (node.mode === 'analyzed') {
      const parts = wordParts(node.text);
      if (parts.length === 0) return [];
      return parts.length === 1 ? this.expand('analyzed', parts[0]!) : undefined;
    }
    if (node.mode === 'wildcard') {
      const text = fold(node.text);
      const prefix = wildcardPrefix(text);
      return prefix === undefined ? this.expand('wildcard', text) : this.expand('prefix', prefix);
    }
    if (node.mode === 'fuzzy') return this.expand('fuzzy', fold(node.text), node.distance ?? 2);
    const text = node.mode === 'prefix' ? fold(node.text) : node.text;
    return this.expand(node.mode, text);
  }

  expand(mode: Mode, text: string, distance = 2): Expansion[] {
    const cacheKey = `${mode}\u0000${distance}\u0000${text}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const { dictionary } = this;
    const visit = this.work.visit;
    let out: Expansion[];
    switch (mode) {
      case 'analyzed':
        out = this.expandAnalyzed(text);
        break;
      case 'prefix':
        out = dictionary.withPrefix(text, visit).map((id) => ({ termId: id, weight: dictionary.text[id] === text ? 1 : 0.8 }));
        break;
      case 'fuzzy':
        out = dictionary.within(text, distance, visit).map(({ id, distance: d }) => ({ termId: id, weight: d === 0 ? 1 : 0.7 / d }));
        break;
      case 'regex':
        out = this.expandRegex(text);
        break;
      case 'wildcard':
        out = dictionary.matching(compileWildcard(text), visit).map((id) => ({ termId: id, weight: 0.6 }));
        break;
      case 'fuzzyPrefix':
        out = dictionary.withFuzzyPrefix(text, visit).map((id) => ({ termId: id, weight: 0.5 }));
        break;
      default:
        throw new SearchRequestError(`unknown term mode ${String(mode)}`);
    }
    return this.cache.set(cacheKey, out);
  }

  /**
   * The analysed form of one token: the exact term weighs most; a term that contains it weighs
   * less, most when it ends in it (the head of a Dutch compound: 'wastafel|mengkraan'). Short
   * numbers only match whole. A word that matches nothing at all is retried with one typo.
   */
  private expandAnalyzed(token: string): Expansion[] {
    const { dictionary } = this;
    const out: Expansion[] = [];
    const exact = dictionary.find(token);
    if (matchesContaining(token)) {
      for (const id of dictionary.containing(token, this.work.visit)) {
        const text = dictionary.text[id]!;
        const weight = id === exact ? 1 : text.endsWith(token) ? 0.6 : text.startsWith(token) ? 0.5 : 0.35;
        out.push({ termId: id, weight });
      }
    } else if (exact !== undefined) {
      out.push({ termId: exact, weight: 1 });
    }
    if (out.length === 0 && typoTolerant(token)) {
      for (const { id, distance } of dictionary.within(token, token.length >= 8 ? 2 : 1, this.work.visit)) {
        out.push({ termId: id, weight: 0.4 / distance });
      }
    }
    return out;
  }

  /** Lucene regular expressions match whole terms; plain ones take the fast paths (plainPattern). */
  private expandRegex(source: string): Expansion[] {
    const { dictionary } = this;
    const visit = this.work.visit;
    const plain = plainPattern(source);
    if (plain?.kind === 'contains') {
      return dictionary.containing(plain.text, visit).map((id) => ({ termId: id, weight: dictionary.text[id] === plain.text ? 1 : 0.6 }));
    }
    if (plain?.kind === 'prefix') return dictionary.withPrefix(plain.text, visit).map((id) => ({ termId: id, weight: 0.8 }));
    if (plain?.kind === 'exact') {
      const id = dictionary.find(plain.text);
      return id === undefined ? [] : [{ termId: id, weight: 1 }];
    }
    return dictionary.matching(compileRegex(source), visit).map((id) => ({ termId: id, weight: 0.6 }));
  }
}
