// The search service's answers while its in-memory index is still being built: the same requests
// (checked by ./azure.ts), answered with SQL over the article_search_documents view.
//
// Matching follows the engine (./engine.ts): the same folding (search_fold, migration 030), a
// word matches the terms that contain it (short words and numbers only whole), `word*` and
// `/word.*\/` the terms that start with it, `/.*word.*\/` the terms that contain it, "phrases"
// their words in a row; `+ | - ( )`, AND OR NOT, searchMode, field:term and searchFields as the
// engine reads them; $filter, $orderby, top/skip, count, facets, $select, documents by key and
// autocomplete (oneTerm, oneTermWithContext) exactly. Relevance is simpler: a document scores the
// sum, over the query's words it matches, of the highest scoring-profile weight among the fields
// it matched in (no BM25), so `search.score()` orders differ from the engine's. What the
// database cannot do the same way (fuzzy terms, a word with a typo that matches nothing, other
// regular expressions and wildcards, phrases with slop, highlighting, twoTerms, fuzzy
// autocomplete) is refused with a 503 until the index is ready, never answered differently.
// Every value reaches the database as a parameter; only field names of the index definition
// and fixed SQL are written into the statement.
import type { Db, Queryable, SqlParam } from '../../db/db.js';
import { type ParsedAutocomplete, type ParsedSearch, type SearchOutcome, SearchHttpError } from './azure.js';
import { type FilterNode, parseFilter } from './odata-filter.js';
import { type QueryNode, SearchRequestError } from './query.js';
import type { FieldDefinition, IndexDefinition, SearchDocument } from './schema.js';
import { compareValues } from './sort-and-facets.js';
import { MAX_PATTERN_LENGTH } from './term-automaton.js';
import { fold, hasDigit, tokenize } from './text.js';

/** Each index field as an expression over the view (the same mapping as documentFromRow). */
const COLUMNS: Record<string, string> = {
  CodeName: 'd.code',
  Code: 'd.code',
  Omschrijving: 'd.omschrijving',
  ProductDescription: "coalesce(d.product_description, '')",
  ProductBrand: 'd.product_brand',
  ProductSeries: 'd.product_series',
  ProductType: 'd.product_type',
  ProductClassName: 'd.product_class_name',
  ProductCode: "nullif(d.product_code, '')",
  EAN: 'd.ean',
  Image: 'd.image',
  GrossPricePerOrderUnit: 'd.gross_price_per_order_unit::float8',
  OrderUnit: 'd.order_unit',
  UDF_vrdsoort: 'd.udf_vrdsoort',
  StepQuantity: 'd.step_quantity',
  MinOrderQuantity: 'd.min_order_quantity',
  CombinedParentKeys: "coalesce(d.combined_parent_keys, '{}'::text[])",
  ConditionGroupCode: 'd.condition_group_code',
  IsOutlet: 'coalesce(d.is_outlet, false)',
};

/** Characters with a meaning in Lucene's regular expressions (as the engine reads them). */
const REGEX_META = /[.*+?{}()|[\]\\~&<>#@"]/;
const TERM = /^[a-z0-9]+$/;
/** Query words at most in one request (each is a few conditions per searchable field). */
const MAX_WORDS = 32;

function notYet(what: string): never {
  throw new SearchHttpError(
    503,
    `The search index is still being built; until it is ready, searches are answered from the database, which cannot do ${what}. Try again in a minute.`,
  );
}

/** Parameters and the statement text that refers to them. */
class Statement {
  readonly params: SqlParam[] = [];
  param(value: SqlParam, type: string): string {
    this.params.push(value);
    return `$${this.params.length}::${type}`;
  }
}

/** How one query word is matched against the tokens of a field. */
interface WordMatch {
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

function intersectCandidates(sets: (Candidates | undefined)[]): Candidates | undefined {
  const known = sets.filter((c): c is Candidates => c !== undefined);
  if (known.length <= 1) return known[0];
  return () => known.map((c) => `(${c()})`).join(' AND ');
}

function unionCandidates(sets: (Candidates | undefined)[]): Candidates | undefined {
  if (sets.length === 0 || sets.some((c) => c === undefined)) return undefined;
  if (sets.length === 1) return sets[0];
  return () => sets.map((c) => `(${c!()})`).join(' OR ');
}

const q = (name: string) => `"${name}"`;

export class DatabaseSearch {
  private readonly fields = new Map<string, FieldDefinition>();
  private readonly searchable: FieldDefinition[];
  private readonly docsSql: string;

  constructor(
    readonly definition: IndexDefinition,
    private readonly db: Queryable,
  ) {
    for (const field of definition.fields) {
      if (!COLUMNS[field.name]) throw new Error(`the database search has no column for the field ${field.name}`);
      this.fields.set(field.name, field);
    }
    this.searchable = definition.fields.filter((f) => f.searchable);
    this.docsSql = `SELECT ${definition.fields.map((f) => `${COLUMNS[f.name]} AS ${q(f.name)}`).join(', ')} FROM article_search_documents d`;
  }

  private get keyField(): string {
    return this.definition.fields.find((f) => f.key)!.name;
  }

  // ------------------------------------------------------------------------ documents

  async get(key: string): Promise<SearchDocument | undefined> {
    const row = await this.db.one<{ doc: SearchDocument }>(
      `WITH docs AS (${this.docsSql}) SELECT row_to_json(docs) AS doc FROM docs WHERE ${q(this.keyField)} = $1`,
      [key],
    );
    return row?.doc;
  }

  async count(): Promise<number> {
    const row = await this.db.one<{ n: number }>('SELECT count(*)::int AS n FROM article_search_documents');
    return row?.n ?? 0;
  }

  // ------------------------------------------------------------------------ search

  async search(request: ParsedSearch): Promise<SearchOutcome> {
    if (request.highlightFields) notYet('highlighting');
    const st = new Statement();
    const words: WordMatch[] = [];
    const fieldNames = request.searchFields ?? this.searchable.map((f) => f.name);
    const weights = new Map(fieldNames.map((name) => [name, request.weights?.[name] ?? 1]));
    const query = this.translateQuery(request.query, fieldNames, weights, st, words, false);
    if (words.length > MAX_WORDS) notYet(`a query of more than ${MAX_WORDS} words`);
    await this.refuseTypos(words);
    const parsedFilter = request.filterText ? parseFilter(request.filterText, this.fields) : undefined;
    const byIndex = parsedFilter && this.filterCandidates(parsedFilter, st);
    // A filter its candidates say exactly (a category, a brand) is not tested again per document.
    const filter = parsedFilter && !byIndex?.exact ? this.translateFilter(parsedFilter, st, {}) : 'true';
    const candidates = intersectCandidates([query.candidates, byIndex?.candidates]);

    const order = (request.orderBy && request.orderBy.length > 0 ? request.orderBy : [{ desc: true }]).map((clause) => {
      if (clause.field === undefined) return `score ${clause.desc ? 'DESC' : 'ASC'}`;
      const field = this.fields.get(clause.field)!;
      const collate = field.type === 'Edm.String' ? ' COLLATE "C"' : '';
      // Nulls first ascending, as the engine (and Azure) sort them.
      return `${q(field.name)}${collate} ${clause.desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`;
    });
    // Equal keys keep document order: the order the index is built in.
    order.push(q(this.keyField));
    const orderSql = order.join(', ');
    const limit = st.param(request.top, 'int');
    const offset = st.param(request.skip, 'int');
    const facetSql = request.facets.map((facet, i) => {
      const field = this.fields.get(facet.field)!;
      const counted = field.type.startsWith('Collection(')
        ? `SELECT v, count(*)::int AS n FROM hits, LATERAL (SELECT DISTINCT x FROM unnest(hits.${q(field.name)}) AS x) AS u(v) WHERE v IS NOT NULL GROUP BY v`
        : `SELECT ${q(field.name)} AS v, count(*)::int AS n FROM hits WHERE ${q(field.name)} IS NOT NULL GROUP BY 1`;
      return `, (SELECT coalesce(json_agg(json_build_array(f.v, f.n)), '[]'::json) FROM (${counted}) f) AS facet_${i}`;
    });
    // The hits keep only what the count, the facets and the order need; the page's documents are
    // read again by key (a category's 200,000 whole documents, sorted whole for 12 of them, spilled
    // to disk at 500,000 articles).
    const kept = new Set([this.keyField, ...(request.orderBy ?? []).flatMap((c) => (c.field ? [c.field] : [])), ...request.facets.map((f) => f.field)]);
    const key = q(this.keyField);
    const sql = `WITH docs AS NOT MATERIALIZED (${this.docsSql}${candidates ? ` WHERE ${candidates()}` : ''}),
      hits AS MATERIALIZED (SELECT ${[...kept].map((name) => `docs.${q(name)}`).join(', ')}, ${query.score} AS score FROM docs WHERE (${query.where}) AND (${filter})),
      page AS (SELECT ${key}, score, row_number() OVER (ORDER BY ${orderSql}) AS rn FROM (SELECT * FROM hits ORDER BY ${orderSql} LIMIT ${limit} OFFSET ${offset}) h)
      SELECT (SELECT count(*)::int FROM hits) AS total,
        (SELECT coalesce(json_agg(row_to_json(p) ORDER BY p.rn), '[]'::json) FROM (
          SELECT docs.*, page.score, page.rn FROM page JOIN docs ON docs.${key} = page.${key}
        ) p) AS page${facetSql.join('')}`;
    const row = (await this.run(sql, st.params))!;
    const facets: SearchOutcome['facets'] = {};
    request.facets.forEach((facet, i) => {
      const values = (row[`facet_${i}`] as [unknown, number][]).map(([value, count]) => ({ value, count }));
      facets[facet.field] = sortFacet(values, facet.sort, facet.count);
    });
    const hits = (row.page as Record<string, unknown>[]).map(({ score, rn: _rn, ...doc }) => ({ doc, score: Number(score) }));
    return { total: Number(row.total), hits, facets };
  }

  /**
   * Runs the search's statement. On a PostgreSQL server without just-in-time compilation: its
   * estimates for these statements are far off (a word's candidates), and compiling took 0.9 s
   * for an answer found in 2 ms at 500,000 articles (PGlite has no JIT).
   */
  private async run(sql: string, params: SqlParam[]): Promise<Record<string, unknown> | undefined> {
    const db = this.db as Queryable & Partial<Pick<Db, 'transaction' | 'driver'>>;
    if (db.driver !== 'postgres' || !db.transaction) return db.one(sql, params);
    return db.transaction(async (tx) => {
      await tx.query('SET LOCAL jit = off');
      return tx.one(sql, params);
    });
  }

  /** The engine retries a word that matches no term at all with a typo; the database cannot. */
  private async refuseTypos(words: WordMatch[]): Promise<void> {
    const candidates = [...new Set(words.filter((w) => w.typoTolerant && w.text.length >= 5 && !hasDigit(w.text)).map((w) => w.text))];
    for (const text of candidates) {
      const st = new Statement();
      const any = this.searchable.map((f) => this.fieldMatches(f, { kind: 'contains', text }, st)).join(' OR ');
      const found = await this.db.one(`WITH docs AS (${this.docsNarrowedTo(text, st)}) SELECT 1 FROM docs WHERE ${any} LIMIT 1`, st.params);
      if (!found) notYet(`typo-tolerant matching ('${text}' is in no article)`);
    }
  }

  // ------------------------------------------------------------------------ full text

  /** A field's tokens matching a word: the conditions that mirror the engine's analysers. */
  private fieldMatches(field: FieldDefinition, word: WordMatch, st: Statement): string {
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
  private wordCandidates(fields: FieldDefinition[], text: string, st: Statement): Candidates | undefined {
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
  private filterCandidates(node: FilterNode, st: Statement): FilterCandidates | undefined {
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
  private analyzedWord(part: string): WordMatch {
    const minContains = hasDigit(part) && !/[a-z]/.test(part) ? 4 : 3;
    return part.length >= minContains ? { kind: 'contains', text: part, typoTolerant: true } : { kind: 'exact', text: part };
  }

  private translateQuery(node: QueryNode, fieldNames: string[], weights: Map<string, number>, st: Statement, words: WordMatch[], negated: boolean): Translated {
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
            const folded = fold(node.text);
            const parts = folded.match(/[a-z0-9]+/g) ?? [];
            if (parts.length === 0) return none;
            const each = parts.map((part) => word(this.analyzedWord(part)));
            let result: Translated = {
              where: each.map((t) => `(${t.where})`).join(' AND '),
              score: `(${each.map((t) => t.score).join(' + ')})`,
              candidates: intersectCandidates(each.map((t) => t.candidates)),
            };
            if (parts.length > 1 && hasDigit(folded)) {
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
            const text = fold(node.text);
            if (!/^[^*?]+\*$/.test(text)) notYet('wildcard terms other than word*');
            const head = text.slice(0, -1);
            return TERM.test(head) ? word({ kind: 'prefix', text: head }) : none;
          }
          case 'regex': {
            const source = node.text;
            if (source.length > MAX_PATTERN_LENGTH) throw new SearchRequestError(`The regular expression /${source.slice(0, 50)}…/ is too long.`);
            const contains = /^\.\*(.+?)\.\*$/.exec(source);
            const prefix = /^(.+?)\.\*$/.exec(source);
            let match: WordMatch;
            if (contains && !REGEX_META.test(contains[1]!)) match = { kind: 'contains', text: fold(contains[1]!) };
            else if (prefix && !REGEX_META.test(prefix[1]!)) match = { kind: 'prefix', text: fold(prefix[1]!) };
            else if (!REGEX_META.test(source)) match = { kind: 'exact', text: fold(source) };
            else notYet('regular expressions other than /.*word.*/ and /word.*/');
            // Terms hold letters and digits only: a pattern with anything else matches none.
            return TERM.test(match.text) ? word(match) : none;
          }
          case 'fuzzy':
            return notYet('fuzzy terms (~)');
        }
      }
    }
  }

  // ------------------------------------------------------------------------ $filter

  /** The parsed filter as a condition that is never NULL, so that `not` means what it says. */
  private translateFilter(node: FilterNode, st: Statement, variables: Record<string, string>): string {
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

  // ------------------------------------------------------------------------ autocomplete

  /**
   * Completions of the last word typed, as the engine makes them: the terms of the suggester's
   * fields that start with it, most documents first (among those matching the words before it
   * and the filter), then alphabetical.
   */
  async autocomplete(request: ParsedAutocomplete): Promise<{ text: string; queryPlusText: string }[]> {
    if (request.mode === 'twoTerms') notYet("autocompleteMode 'twoTerms'");
    if (request.fuzzy) notYet('fuzzy autocomplete');
    const fields = request.fields.map((name) => this.fields.get(name)!);
    if (fields.some((f) => f.analyzer === 'code')) notYet('autocomplete over code fields');
    const typed = fold(request.search).trim().split(/\s+/).filter(Boolean);
    const last = typed.pop();
    if (!last) return [];
    const prefix = typed.length > 0 ? `${typed.join(' ')} ` : '';
    const out = (terms: string[]) => terms.map((term) => ({ text: term, queryPlusText: prefix + term }));

    const byPrefix = await this.completions(request, fields, typed, TERM.test(last) ? { kind: 'prefix', text: last } : undefined);
    if (byPrefix.length > 0) return out(byPrefix);
    // No completion in these documents: the engine falls back to the terms containing the word
    // only when no term of the whole index starts with it.
    if (TERM.test(last) && (await this.anyToken({ kind: 'prefix', text: last }))) return [];
    const analyzed = TERM.test(last) ? this.analyzedWord(last) : undefined;
    if (analyzed?.kind === 'contains' || !analyzed) {
      if ((!analyzed || !(await this.anyToken(analyzed))) && last.length >= 5 && !hasDigit(last)) {
        notYet(`typo-tolerant completion ('${last}' is in no article)`);
      }
    }
    return analyzed ? out(await this.completions(request, fields, typed, analyzed)) : [];
  }

  /** The documents in which one of the fields could match the word (through the indexes). */
  private docsNarrowedTo(text: string, st: Statement, fields = this.searchable): string {
    const candidates = this.wordCandidates(fields, text, st);
    return candidates ? `${this.docsSql} WHERE ${candidates()}` : this.docsSql;
  }

  /** Whether any searchable field of any document has a token matching the word. */
  private async anyToken(word: WordMatch): Promise<boolean> {
    const st = new Statement();
    const any = this.searchable.map((f) => this.fieldMatches(f, word, st)).join(' OR ');
    return (await this.db.one(`WITH docs AS (${this.docsNarrowedTo(word.text, st)}) SELECT 1 FROM docs WHERE ${any} LIMIT 1`, st.params)) !== undefined;
  }

  private async completions(request: ParsedAutocomplete, fields: FieldDefinition[], context: string[], word: WordMatch | undefined): Promise<string[]> {
    if (!word) return [];
    const st = new Statement();
    const conditions: string[] = [];
    if (request.mode === 'oneTermWithContext' && context.length > 0) {
      const weights = new Map(fields.map((f) => [f.name, 1]));
      const node: QueryNode = { kind: 'bool', boost: 1, clauses: context.map((w) => ({ occur: 'must', node: { kind: 'term', text: w, mode: 'analyzed', boost: 1 } })) };
      const words: WordMatch[] = [];
      conditions.push(this.translateQuery(node, fields.map((f) => f.name), weights, st, words, false).where);
      await this.refuseTypos(words);
    }
    if (request.filterText) conditions.push(this.translateFilter(parseFilter(request.filterText, this.fields), st, {}));
    // A token of these fields that starts with or contains the word: the field contains it.
    const docs = this.docsNarrowedTo(word.text, st, fields);
    const text = fields.map((f) => `coalesce(search_fold(${q(f.name)}), '')`).join(` || ' ' || `);
    const p = st.param(word.text, 'text');
    const tokenTest =
      word.kind === 'prefix' ? `starts_with(t, ${p})` : word.kind === 'contains' ? `strpos(t, ${p}) > 0` : `t = ${p}`;
    const top = st.param(request.top, 'int');
    const rows = await this.db.query<{ t: string }>(
      `WITH docs AS (${docs}),
        ctx AS (SELECT * FROM docs WHERE ${conditions.length > 0 ? conditions.map((c) => `(${c})`).join(' AND ') : 'true'}),
        tokens AS (SELECT DISTINCT ctx.${q(this.keyField)} AS k, t FROM ctx, LATERAL regexp_split_to_table(${text}, '[^a-z0-9]+') AS t WHERE t <> '' AND ${tokenTest})
      SELECT t FROM tokens GROUP BY t ORDER BY count(*) DESC, t COLLATE "C" LIMIT ${top}`,
      st.params,
    );
    return rows.map((r) => r.t);
  }
}

/** Facet values in the requested order, as the engine sorts them. */
function sortFacet(values: { value: unknown; count: number }[], sort: 'count' | '-count' | 'value' | '-value', count: number) {
  const byValue = (a: { value: unknown }, b: { value: unknown }) => compareValues(a.value, b.value);
  switch (sort) {
    case 'count':
      values.sort((a, b) => b.count - a.count || byValue(a, b));
      break;
    case '-count':
      values.sort((a, b) => a.count - b.count || byValue(a, b));
      break;
    case 'value':
      values.sort(byValue);
      break;
    case '-value':
      values.sort((a, b) => byValue(b, a));
      break;
  }
  return count > 0 ? values.slice(0, count) : values;
}
