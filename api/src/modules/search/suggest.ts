// Autocomplete: completions of the last word typed from the suggester's fields, most frequent
// first among the documents that match the words before it (and the filter); twoTerms adds the
// word that most often follows.
import type { Evaluator } from './evaluator.js';
import type { FilterSets } from './filter-sets.js';
import type { IndexContent } from './index-content.js';
import type { CompiledFilter } from './query.js';
import type { ScoredSet } from './scored-set.js';
import type { TermExpander } from './term-expansion.js';
import type { Correction } from './correction.js';
import { fold } from './text.js';

export interface SuggestRequest {
  /** The words typed so far; the last one is being completed. */
  text: string;
  mode: 'oneTerm' | 'twoTerms' | 'oneTermWithContext';
  fuzzy: boolean;
  top: number;
  fields: string[];
  filter?: CompiledFilter;
}

export interface SuggestContext {
  content: IndexContent;
  expander: TermExpander;
  evaluator: Evaluator;
  filters: FilterSets;
  /** The searchable field ids of the request's fields. */
  fieldIds: (names: string[]) => number[];
  /** The weights of the fields without a scoring profile. */
  weights: number[];
  /** The text with its unknown words corrected (./correction.ts), if any. */
  correct: (text: string) => Correction | undefined;
}

/**
 * With `fuzzy`, a text with words the index does not know is corrected first: the corrected text
 * is the first suggestion (queryPlusText; text: its last word), the completions of its last
 * word follow.
 */
export function suggest(request: SuggestRequest, context: SuggestContext): { text: string; queryPlusText: string }[] {
  const correction = request.fuzzy ? context.correct(request.text) : undefined;
  if (!correction) return complete(request, context);
  const first = { text: correction.text.split(' ').pop()!, queryPlusText: correction.text };
  // The shop asks for the correction alone (top 1): no completions looked for.
  if (request.top <= 1) return [first];
  const completions = complete({ ...request, text: correction.text }, context);
  return [first, ...completions.filter((s) => s.queryPlusText !== first.queryPlusText)].slice(0, request.top);
}

function complete(request: SuggestRequest, context: SuggestContext): { text: string; queryPlusText: string }[] {
  const { content, expander, evaluator, filters, weights } = context;
  const words = fold(request.text).trim().split(/\s+/).filter(Boolean);
  const last = words.pop();
  if (!last) return [];
  const fields = context.fieldIds(request.fields);
  let before: ScoredSet | undefined;
  if (request.mode === 'oneTermWithContext' && words.length > 0) {
    before = evaluator.evaluate(
      { kind: 'bool', boost: 1, clauses: words.map((w) => ({ occur: 'must', node: { kind: 'term', text: w, mode: 'analyzed', boost: 1 } })) },
      fields,
      weights,
    );
  }
  if (request.filter) before = filters.apply(before ?? content.all(), request.filter);
  let candidates = expander.expand('prefix', last);
  if (request.fuzzy) {
    const known = new Set(candidates.map((e) => e.termId));
    candidates = [...candidates, ...expander.expand('fuzzyPrefix', last).filter((e) => !known.has(e.termId))];
  }
  if (candidates.length === 0) candidates = expander.expand('analyzed', last);
  const contextBits = before ? new Uint8Array(content.docs.length) : undefined;
  if (before && contextBits) for (const doc of before.docs) contextBits[doc] = 1;
  const text = content.dictionary.text;
  const scored: { termId: number; docs: Set<number> }[] = [];
  for (const { termId } of candidates) {
    const docs = new Set<number>();
    for (const sfi of fields) {
      const { pool, start, end } = content.postings.range(termId, sfi);
      for (let i = start; i < end; i += 2) {
        const doc = pool[i]!;
        if (!contextBits || contextBits[doc] === 1) docs.add(doc);
      }
    }
    if (docs.size > 0) scored.push({ termId, docs });
  }
  scored.sort((a, b) => b.docs.size - a.docs.size || (text[a.termId]! < text[b.termId]! ? -1 : 1));
  const prefix = words.length > 0 ? `${words.join(' ')} ` : '';
  const out: { text: string; queryPlusText: string }[] = [];
  for (const { termId, docs } of scored) {
    if (out.length >= request.top) break;
    const term = text[termId]!;
    if (request.mode === 'twoTerms') {
      const next = nextTerm(content, termId, docs, fields);
      const completion = next ? `${term} ${next}` : term;
      out.push({ text: completion, queryPlusText: prefix + completion });
    } else {
      out.push({ text: term, queryPlusText: prefix + term });
    }
  }
  return out;
}

/** The word that most often follows `termId` in the given documents' suggester fields. */
function nextTerm(content: IndexContent, termId: number, docs: Set<number>, fields: number[]): string | undefined {
  const counts = new Map<number, number>();
  let n = 0;
  for (const doc of docs) {
    if (n++ > 500) break;
    for (const sfi of fields) {
      const tokens = content.docTokens[sfi]!.get(doc);
      if (!tokens) continue;
      for (let i = 0; i + 1 < tokens.length; i++) {
        if (tokens[i] === termId) counts.set(tokens[i + 1]!, (counts.get(tokens[i + 1]!) ?? 0) + 1);
      }
    }
  }
  let best: number | undefined;
  for (const [id, count] of counts) if (best === undefined || count > counts.get(best)!) best = id;
  return best === undefined ? undefined : content.dictionary.text[best];
}
