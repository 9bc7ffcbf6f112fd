// The search service's answers while its in-memory index is still being built: the same requests
// (checked by ./azure.ts), answered with SQL over the article_search_documents view (the query
// language in SQL: ./database-sql.ts; the fields' columns: ./article-columns.ts).
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
import type { Db, Queryable, SqlParam } from '../../db/db.js';
import { articleColumns } from './article-columns.js';
import type { ParsedAutocomplete, ParsedSearch, SearchOutcome } from './azure.js';
import { intersectCandidates, notYet, q, SqlTranslator, Statement, TERM, type WordMatch } from './database-sql.js';
import { parseFilter } from './odata-filter.js';
import type { QueryNode } from './query.js';
import { typoTolerant } from './query-terms.js';
import type { FieldDefinition, IndexDefinition, SearchDocument } from './schema.js';
import { orderFacetValues } from './sort-and-facets.js';
import { fold } from './text.js';

/** Query words at most in one request (each is a few conditions per searchable field). */
const MAX_WORDS = 32;

export class DatabaseSearch {
  private readonly sql: SqlTranslator;
  private readonly fields: Map<string, FieldDefinition>;
  private readonly searchable: FieldDefinition[];
  private readonly docsSql: string;

  constructor(
    readonly definition: IndexDefinition,
    private readonly db: Queryable,
  ) {
    this.sql = new SqlTranslator(definition);
    this.fields = this.sql.fields;
    this.searchable = this.sql.searchable;
    this.docsSql = `SELECT ${articleColumns(definition)} FROM article_search_documents d`;
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
    const query = this.sql.translateQuery(request.query, fieldNames, weights, st, words, false);
    if (words.length > MAX_WORDS) notYet(`a query of more than ${MAX_WORDS} words`);
    await this.refuseTypos(words);
    const parsedFilter = request.filterText ? parseFilter(request.filterText, this.fields) : undefined;
    const byIndex = parsedFilter && this.sql.filterCandidates(parsedFilter, st);
    // A filter its candidates say exactly (a category, a brand) is not tested again per document.
    const filter = parsedFilter && !byIndex?.exact ? this.sql.translateFilter(parsedFilter, st, {}) : 'true';
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
      facets[facet.field] = orderFacetValues(values, facet);
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
    const candidates = [...new Set(words.filter((w) => w.typoTolerant && typoTolerant(w.text)).map((w) => w.text))];
    for (const text of candidates) {
      const st = new Statement();
      const any = this.searchable.map((f) => this.sql.fieldMatches(f, { kind: 'contains', text }, st)).join(' OR ');
      const found = await this.db.one(`WITH docs AS (${this.docsNarrowedTo(text, st)}) SELECT 1 FROM docs WHERE ${any} LIMIT 1`, st.params);
      if (!found) notYet(`typo-tolerant matching ('${text}' is in no article)`);
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
    const analyzed = TERM.test(last) ? this.sql.analyzedWord(last) : undefined;
    if (analyzed?.kind === 'contains' || !analyzed) {
      if ((!analyzed || !(await this.anyToken(analyzed))) && typoTolerant(last)) {
        notYet(`typo-tolerant completion ('${last}' is in no article)`);
      }
    }
    return analyzed ? out(await this.completions(request, fields, typed, analyzed)) : [];
  }

  /** The documents in which one of the fields could match the word (through the indexes). */
  private docsNarrowedTo(text: string, st: Statement, fields = this.searchable): string {
    const candidates = this.sql.wordCandidates(fields, text, st);
    return candidates ? `${this.docsSql} WHERE ${candidates()}` : this.docsSql;
  }

  /** Whether any searchable field of any document has a token matching the word. */
  private async anyToken(word: WordMatch): Promise<boolean> {
    const st = new Statement();
    const any = this.searchable.map((f) => this.sql.fieldMatches(f, word, st)).join(' OR ');
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
      conditions.push(this.sql.translateQuery(node, fields.map((f) => f.name), weights, st, words, false).where);
      await this.refuseTypos(words);
    }
    if (request.filterText) conditions.push(this.sql.translateFilter(parseFilter(request.filterText, this.fields), st, {}));
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
