// The query language in SQL, for the answers from the database while the index is built
// (./database-search.ts): a query tree (./query.ts, the engine's own parser) and a parsed $filter
// (./odata-filter.ts) as conditions and a score over the article_search_documents view (d), and
// the candidates an index of migration 031 finds. Matching follows the engine: the same folding
// (search_fold, migration 030), and the same reading of query words (./query-terms.ts).
// What the database cannot do the same way is refused with a 503 (notYet), never answered
// differently. Every value reaches the database as a parameter; only field names of the index
// definition and fixed SQL are written into the statement.
import type { SqlParam } from '../../db/db.js';
import { SearchHttpError } from './azure.js';
import type { FilterNode } from './odata-filter.js';
import { type QueryNode, SearchRequestError } from './query.js';
import { matchesContaining, plainPattern, wildcardPrefix, wordParts } from './query-terms.js';
import type { FieldDefinition, IndexDefinition } from './schema.js';
import { fold, hasDigit, tokenize } from './text.js';

/** Tokens are runs of letters and digits (folded). */
export const TERM = /^[a-z0-9]+$/;

export function notYet(what: string): never {
  throw new SearchHttpError(
    503,
    `The search index is still being built; until it is ready, searches are answered from the database, which cannot do ${what}. Try again in a minute.`,
  );
}

/** Parameters and the statement text that refers to them. */
export class Statement {
  readonly params: SqlParam[] = [];
  param(value: SqlParam, type: string): string {
    this.params.push(value);
    return `$${this.params.length}::${type}`;
  }
}

/** How one query word is matched against the tokens of a field. */
export interface WordMatch {
  kind: 'contains' | 'exact' | 'prefix';
  /** Folded, letters and digits only. */
  text: string;
  /** An analysed word: the engine retries it with a typo when no term at all contains it. */
  typoTolerant?: boolean;
}

interface Translated {
  where: string;
  /** Score expression (0 when the document does not match). */
  score: string;
  /**
   * A condition on the view's row (d) that holds for a superset of the documents that match, on
   * columns the indexes of migration 031 answer; absent: any document may match. Written (and
   * its parameters added) only when called: a statement may have no parameter it does not use.
   */
  candidates?: Candidates;
}

type Candidates = () => string;

/** A filter's candidates, and whether they are exactly the documents the filter keeps. */
interface FilterCandidates {
  candidates: Candidates;
  exact: boolean;
}

/** Fields in the articles' search_text (migration 031), which a trigram index covers. */
const OWN_TEXT_FIELDS = new Set(['CodeName', 'Code', 'Omschrijving', 'ProductDescription', 'ProductCode', 'EAN']);
/** Fields named through another table: the table and the view's column that refers to it. */
const NAMED_FIELDS: Record<string, { table: string; column: string }> = {
  ProductBrand: { table: 'brands', column: 'brand_id' },
  ProductSeries: { table: 'series', column: 'series_id' },
  ProductType: { table: 'product_types', column: 'product_type_id' },
  ProductClassName: { table: 'product_classes', column: 'product_class_id' },
};

export function intersectCandidates(sets: (Candidates | undefined)[]): Candidates | undefined {
  const known = sets.filter((c): c is Candidates => c !== undefined);
  if (known.length <= 1) return known[0];
  return () => known.map((c) => `(${c()})`).join(' AND ');
}

function unionCandidates(sets: (Candidates | undefined)[]): Candidates | undefined {
  if (sets.length === 0 || sets.some((c) => c === undefined)) return undefined;
  if (sets.length === 1) return sets[0];
  return () => sets.map((c) => `(${c!()})`).join(' OR ');
}

export const q = (name: string) => `"${name}"`;

export class SqlTranslator {
  readonly fields = new Map<string, FieldDefinition>();
  readonly searchable: FieldDefinition[];

  constructor(definition: IndexDefinition) {
    for (const field of definition.fields) this.fields.set(field.name, field);
    this.searchable = definition.fields.filter((f) => f.searchable);
  }

  /** A field's tokens matching a word: the conditions that mirror the engine's analysers. */
  fieldMatches(field: FieldDefinition, word: WordMatch, st: Statement): string {
    const folded = `search_fold(${q(field.name)})`;
    const p = st.param(word.text, 'text');
    // Text fields: tokens are the runs of letters and digits. Code fields: those, plus each
    // whitespace-separated chunk with its separators removed ('GE-115.882' → 'ge115882').
    const joined = `regexp_replace(${folded}, '[^a-z0-9\\s]+', '', 'g')`;
    const code = field.analyzer === 'code';
    let sql: string;
    switch (word.kind) {
      case 'contains':
        sql = code ? `strpos(${joined}, ${p}) > 0` : `strpos(${folded}, ${p}) > 0`;
        break;
      case 'exact':
        sql = `${folded} ~ ('(^|[^a-z0-9])' || ${p} || '([^a-z0-9]|$)')`;
        if (code) sql += ` OR ${joined} ~ ('(^|\\s)' || ${p} || '(\\s|$)')`;
        break;
      case 'prefix':
        sql = `${folded} ~ ('(^|[^a-z0-9])' || ${p})`;
        if (code) sql += ` OR ${joined} ~ ('(^|\\s)' || ${p})`;
        break;
    }
    return `coalesce(${sql}, false)`;
  }

  /** A word in the given fields: matched in any of them, scored by the best field's weight. */
  private wordIn(fields: FieldDefinition[], word: WordMatch, weights: Map<string, number>, st: Statement, words: WordMatch[]): Translated {
    words.push(word);
    if (fields.length === 0) return { where: 'false', score: '0' };
    const matches = fields.map((f) => this.fieldMatches(f, word, st));
    return {
      where: `(${matches.join(' OR ')})`,
      score: `GREATEST(${fields.map((f, i) => `CASE WHEN ${matches[i]} THEN ${Number(weights.get(f.name) ?? 1)} ELSE 0 END`).join(', ')})`,
      candidates: this.wordCandidates(fields, word.text, st),
    };
  }

  /**
   * The articles in which one of the fields could match a word (letters and digits): those whose
   * own text contains it (the trigram index; a word of fewer than three characters has no
   * trigram and is not narrowed), and those of a brand, series, type or class whose name does.
   */
  wordCandidates(fields: FieldDefinition[], text: string, st: Statement): Candidates | undefined {
    if (text.length < 3 || !TERM.test(text) || fields.length === 0) return undefined;
    if (fields.some((f) => !OWN_TEXT_FIELDS.has(f.name) && !NAMED_FIELDS[f.name])) return undefined;
    return () => {
      const parts: string[] = [];
      if (fields.some((f) => OWN_TEXT_FIELDS.has(f.name))) parts.push(`d.search_text LIKE ${st.param(`%${text}%`, 'text')}`);
      let word: string | undefined;
      for (const field of fields) {
        const named = NAMED_FIELDS[field.name];
        word ??= named && st.param(text, 'text');
        // = ANY(ARRAY(…)): one array of ids, which an index scan takes (IN (…) would be a join).
        if (named) parts.push(`d.${named.column} = ANY(ARRAY(SELECT id FROM ${named.table} WHERE strpos(search_fold(name), ${word}) > 0))`);
      }
      return parts.join(' OR ');
    };
  }

  /**
   * The articles a filter could keep, where an index finds them: a category (and its
   * subcategories) of CombinedParentKeys/any(k: k eq '…'), a brand; and / or of those.
   */
  filterCandidates(node: FilterNode, st: Statement): FilterCandidates | undefined {
    switch (node.kind) {
      case 'and': {
        const left = this.filterCandidates(node.left, st);
        const right = this.filterCandidates(node.right, st);
        const candidates = intersectCandidates([left?.candidates, right?.candidates]);
        return candidates && { candidates, exact: !!left?.exact && !!right?.exact };
      }
      case 'or': {
        const left = this.filterCandidates(node.left, st);
        const right = this.filterCandidates(node.right, st);
        const candidates = unionCandidates([left?.candidates, right?.candidates]);
        return candidates && { candidates, exact: !!left?.exact && !!right?.exact };
      }
      case 'compare':
      case 'searchIn': {
        if (!('field' in node.path) || node.path.field !== 'ProductBrand') return undefined;
        const values = node.kind === 'searchIn' ? [...node.values] : node.op === 'eq' && typeof node.value === 'string' ? [node.value] : undefined;
        if (!values) return undefined;
        // The brand's name is the field's value: exactly the documents the filter keeps.
        return { candidates: () => `d.brand_id = ANY(ARRAY(SELECT id FROM brands WHERE name = ANY(${st.param(values, 'text[]')})))`, exact: true };
      }
      case 'lambda': {
        const body = node.body;
        if (node.quantifier !== 'any' || node.field !== 'CombinedParentKeys' || !body) return undefined;
        // The lambda's own variable (not one of an enclosing lambda) equal to a key.
        const own = (path: { field: string } | { variable: string }) => 'variable' in path && path.variable === node.variable;
        const keys =
          body.kind === 'searchIn' && own(body.path)
            ? [...body.values]
            : body.kind === 'compare' && body.op === 'eq' && own(body.path) && typeof body.value === 'string'
              ? [body.value]
              : undefined;
        if (!keys) return undefined;
        // The view's combined_parent_keys: the paths of the category's ancestors (and its own),
        // plus 'outlet' for outlet articles; exactly the documents the filter keeps.
        const candidates = () => {
          const p = st.param(keys, 'text[]');
          const categories = `SELECT cat.id FROM categories cat JOIN categories anc ON cat.path = anc.path OR cat.path LIKE anc.path || '/%' WHERE anc.path = ANY(${p})`;
          return `d.category_id = ANY(ARRAY(${categories}))${keys.includes('outlet') ? ' OR d.is_outlet' : ''}`;
        };
        return { candidates, exact: true };
      }
      default:
        return undefined;
    }
  }

  private fieldSet(field: string | undefined, fieldNames: string[]): FieldDefinition[] {
    if (field === undefined) return fieldNames.map((name) => this.fields.get(name)!);
    const def = this.fields.get(field);
    if (!def?.searchable) {
      if (def) throw new SearchRequestError(`Field '${field}' is not searchable.`);
      throw new SearchRequestError(`Unknown field '${field}' in search query.`);
    }
    return [def];
  }

  /** The engine's analysed word: the terms that contain it; short words and numbers only whole. */
  analyzedWord(part: string): WordMatch {
    return matchesContaining(part) ? { kind: 'contains', text: part, typoTolerant: true } : { kind: 'exact', text: part };
  }

  translateQuery(node: QueryNode, fieldNames: string[], weights: Map<string, number>, st: Statement, words: WordMatch[], negated: boolean): Translated {
    const none: Translated = { where: 'false', score: '0' };
    const quiet = (t: Translated): Translated => (negated ? { where: t.where, score: '0' } : t);
    switch (node.kind) {
      case 'all':
        return { where: 'true', score: '1' };
      case 'not': {
        const inner = this.translateQuery(node.node, fieldNames, weights, st, words, true);
        return { where: `NOT (${inner.where})`, score: '0' };
      }
      case 'bool': {
        const parts = node.clauses.map((c) => ({ occur: c.occur, t: this.translateQuery(c.node, fieldNames, weights, st, words, negated || c.occur === 'mustNot') }));
        const must = parts.filter((p) => p.occur === 'must').map((p) => p.t);
        const should = parts.filter((p) => p.occur === 'should').map((p) => p.t);
        const mustNot = parts.filter((p) => p.occur === 'mustNot').map((p) => p.t);
        let where: string;
        if (must.length > 0) where = must.map((t) => `(${t.where})`).join(' AND ');
        else if (should.length > 0) where = should.map((t) => `(${t.where})`).join(' OR ');
        else where = 'true';
        for (const t of mustNot) where = `(${where}) AND NOT (${t.where})`;
        const scored = [...must, ...should].map((t) => t.score);
        const candidates = must.length > 0 ? intersectCandidates(must.map((t) => t.candidates)) : unionCandidates(should.map((t) => t.candidates));
        return { where, score: scored.length > 0 ? `(${scored.join(' + ')})` : '1', candidates };
      }
      case 'phrase': {
        if (node.slop !== 0) notYet('phrases with slop');
        const fields = this.fieldSet(node.field, fieldNames);
        const tokens = tokenize(node.text);
        if (tokens.length === 0) return none;
        if (tokens.length === 1) return quiet(this.wordIn(fields, { kind: 'exact', text: tokens[0]! }, weights, st, words));
        words.push(...tokens.map((text) => ({ kind: 'exact' as const, text })));
        const matches = fields.map((f) => {
          // The words in a row, within one field; in a code field within one chunk.
          const gap = f.analyzer === 'code' ? '[^a-z0-9\\s]+' : '[^a-z0-9]+';
          const pattern = st.param(`(^|[^a-z0-9])${tokens.join(gap)}([^a-z0-9]|$)`, 'text');
          return `coalesce(search_fold(${q(f.name)}) ~ ${pattern}, false)`;
        });
        // Each word of the phrase is in the field: the longest narrows most.
        const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a));
        return quiet({
          where: `(${matches.join(' OR ')})`,
          score: `1.5 * GREATEST(${fields.map((f, i) => `CASE WHEN ${matches[i]} THEN ${Number(weights.get(f.name) ?? 1)} ELSE 0 END`).join(', ')})`,
          candidates: this.wordCandidates(fields, longest, st),
        });
      }
      case 'term': {
        const fields = this.fieldSet(node.field, fieldNames);
        const word = (w: WordMatch) => quiet(this.wordIn(fields, w, weights, st, words));
        switch (node.mode) {
          case 'analyzed': {
            // One query word may hold several tokens ('wc-pot', 'GR-32.12'): all must match; a
            // code-like word also matches its joined form.
            const parts = wordParts(node.text);
            if (parts.length === 0) return none;
            const each = parts.map((part) => word(this.analyzedWord(part)));
            let result: Translated = {
              where: each.map((t) => `(${t.where})`).join(' AND '),
              score: `(${each.map((t) => t.score).join(' + ')})`,
              candidates: intersectCandidates(each.map((t) => t.candidates)),
            };
            if (parts.length > 1 && hasDigit(fold(node.text))) {
              const joined = word(this.analyzedWord(parts.join('')));
              result = {
                where: `(${result.where}) OR (${joined.where})`,
                score: `GREATEST(${result.score}, ${joined.score})`,
                candidates: unionCandidates([result.candidates, joined.candidates]),
              };
            }
            return result;
          }
          case 'prefix': {
            const text = fold(node.text);
            return TERM.test(text) ? word({ kind: 'prefix', text }) : none;
          }
          case 'wildcard': {
            const head = wildcardPrefix(fold(node.text));
            if (head === undefined) notYet('wildcard terms other than word*');
            return TERM.test(head) ? word({ kind: 'prefix', text: head }) : none;
          }
          case 'regex': {
            const match = plainPattern(node.text);
            if (!match) notYet('regular expressions other than /.*word.*/ and /word.*/');
            // Terms hold letters and digits only: a pattern with anything else matches none.
            return TERM.test(match.text) ? word(match) : none;
          }
          case 'fuzzy':
            return notYet('fuzzy terms (~)');
        }
      }
    }
  }

  /** The parsed filter as a condition that is never NULL, so that `not` means what it says. */
  translateFilter(node: FilterNode, st: Statement, variables: Record<string, string>): string {
    const path = (p: { field: string } | { variable: string }) => ('field' in p ? q(p.field) : variables[p.variable]!);
    const typeOf = (p: { field: string } | { variable: string }) => ('field' in p ? this.fields.get(p.field)!.type : 'Edm.String');
    switch (node.kind) {
      case 'const':
        return node.value ? 'true' : 'false';
      case 'and':
        return `(${this.translateFilter(node.left, st, variables)}) AND (${this.translateFilter(node.right, st, variables)})`;
      case 'or':
        return `(${this.translateFilter(node.left, st, variables)}) OR (${this.translateFilter(node.right, st, variables)})`;
      case 'not':
        return `NOT (${this.translateFilter(node.operand, st, variables)})`;
      case 'bool':
        return `coalesce(${path(node.path)} = ${st.param(node.value, 'boolean')}, false)`;
      case 'searchIn':
        return `coalesce(${path(node.path)} = ANY(${st.param([...node.values], 'text[]')}), false)`;
      case 'compare': {
        const column = path(node.path);
        const type = typeOf(node.path);
        if (node.value === null) {
          if (node.op === 'eq') return `${column} IS NULL`;
          if (node.op === 'ne') return `${column} IS NOT NULL`;
          return 'false';
        }
        const numeric = type === 'Edm.Double' || type === 'Edm.Int32' || type === 'Edm.Int64';
        const left = numeric ? `${column}::float8` : type === 'Edm.String' ? `${column} COLLATE "C"` : column;
        const right = st.param(node.value, numeric ? 'float8' : type === 'Edm.Boolean' ? 'boolean' : 'text');
        if (node.op === 'eq') return `${left} IS NOT DISTINCT FROM ${right}`;
        if (node.op === 'ne') return `${left} IS DISTINCT FROM ${right}`;
        const op = { gt: '>', lt: '<', ge: '>=', le: '<=' }[node.op];
        return `coalesce(${left} ${op} ${right}, false)`;
      }
      case 'lambda': {
        const collection = q(node.field);
        if (!node.body) return `cardinality(${collection}) > 0`;
        const alias = `lv${Object.keys(variables).length}`;
        const body = this.translateFilter(node.body, st, { ...variables, [node.variable!]: `${alias}.x` });
        return node.quantifier === 'any'
          ? `EXISTS (SELECT 1 FROM unnest(${collection}) AS ${alias}(x) WHERE ${body})`
          : `NOT EXISTS (SELECT 1 FROM unnest(${collection}) AS ${alias}(x) WHERE NOT (${body}))`;
      }
    }
  }
}
