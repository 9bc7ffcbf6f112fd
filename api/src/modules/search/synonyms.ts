// Synonym maps in the shape of Azure Search: a named map in Solr's format (one rule a line:
// 'cv-ketel, combiketel' makes the words equivalent, 'douchekop => hoofddouche' maps the left
// words to the right ones), attached to index fields by name (the field's `synonymMaps`).
//
// The engine applies them to the query, in every query mode: a word of the query that a rule
// names (as a simple or full query term, a contains, prefix or exact regular expression, a
// fuzzy term, or a quoted phrase) also matches the rule's other words, as if they had been
// typed with OR beside it ('wc' finds what 'wc' or 'toilet' finds). Alternatives of several
// words match as a phrase. An index without maps, or a query without a rule's word, is
// answered exactly as before.
import { SearchRequestError, type QueryNode } from './query.js';
import { plainPattern } from './query-terms.js';
import { fold } from './text.js';

export interface SynonymMap {
  name: string;
  /** Always 'solr', as in Azure. */
  format: 'solr';
  /** The rules, one a line. */
  synonyms: string;
}

/** Lines and words a map may have (Azure allows 20,000 rules a map). */
export const MAX_SYNONYM_RULES = 20_000;
const MAX_WORDS_PER_RULE = 50;

/** A rule's word: folded, its words separated by one space ('cv-ketel' → 'cv ketel'). */
export function normalizeSynonym(text: string): string {
  return (fold(text).match(/[a-z0-9]+/g) ?? []).join(' ');
}

/** Alternatives by word: what each word of a rule also finds. */
export type SynonymTable = Map<string, string[]>;

/** The rules of a map in Solr's format; a rule it cannot read is a 400 with the line. */
export function parseSynonyms(text: string): SynonymTable {
  const table: SynonymTable = new Map();
  const add = (from: string, to: string[]) => {
    const list = table.get(from) ?? [];
    for (const word of to) if (word !== from && !list.includes(word)) list.push(word);
    if (list.length > 0) table.set(from, list);
  };
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_SYNONYM_RULES) throw new SearchRequestError(`A synonym map has at most ${MAX_SYNONYM_RULES} rules.`);
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const parts = line.split('=>');
    if (parts.length > 2) throw new SearchRequestError(`Synonym rule ${i + 1} ('${raw.slice(0, 80)}') has more than one '=>'.`);
    const words = (part: string) => part.split(',').map(normalizeSynonym).filter(Boolean);
    const left = words(parts[0]!);
    const right = parts.length === 2 ? words(parts[1]!) : left;
    if (left.length === 0 || right.length === 0 || (parts.length === 1 && left.length < 2)) {
      throw new SearchRequestError(`Synonym rule ${i + 1} ('${raw.slice(0, 80)}') needs two words separated by a comma, or words on both sides of '=>'.`);
    }
    if (left.length + right.length > MAX_WORDS_PER_RULE) throw new SearchRequestError(`Synonym rule ${i + 1} has more than ${MAX_WORDS_PER_RULE} words.`);
    for (const from of left) add(from, right);
  });
  return table;
}

/** The words a query node is about, normalised as rules are, when it is one plain word or phrase. */
function wordOf(node: QueryNode): string | undefined {
  if (node.kind === 'phrase') return normalizeSynonym(node.text);
  if (node.kind !== 'term') return undefined;
  if (node.mode === 'regex') {
    const plain = plainPattern(node.text);
    return plain ? normalizeSynonym(plain.text) : undefined;
  }
  if (node.mode === 'wildcard') return undefined;
  return normalizeSynonym(node.text);
}

/** An alternative as a query node: one word analysed as typed words are, several as a phrase. */
function alternative(word: string, node: Extract<QueryNode, { kind: 'term' | 'phrase' }>): QueryNode {
  return word.includes(' ')
    ? { kind: 'phrase', text: word, field: node.field, slop: 0, boost: node.boost }
    : { kind: 'term', text: word, mode: 'analyzed', field: node.field, boost: node.boost };
}

/** The query with every word a rule names widened to its alternatives (the query itself when none). */
export function applySynonyms(node: QueryNode, table: SynonymTable): QueryNode {
  if (table.size === 0) return node;
  switch (node.kind) {
    case 'all':
      return node;
    case 'not': {
      const inner = applySynonyms(node.node, table);
      return inner === node.node ? node : { kind: 'not', node: inner };
    }
    case 'bool': {
      let changed = false;
      const clauses = node.clauses.map((clause) => {
        const inner = applySynonyms(clause.node, table);
        if (inner !== clause.node) changed = true;
        return inner === clause.node ? clause : { occur: clause.occur, node: inner };
      });
      return changed ? { ...node, clauses } : node;
    }
    case 'term':
    case 'phrase': {
      const word = wordOf(node);
      const alternatives = word === undefined ? undefined : table.get(word);
      if (!alternatives) return node;
      return { kind: 'bool', boost: 1, clauses: [node, ...alternatives.map((a) => alternative(a, node))].map((n) => ({ occur: 'should' as const, node: n })) };
    }
  }
}
