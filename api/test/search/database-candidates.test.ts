// The answers from the database (while the index is built) narrow the articles through the indexes
// of migration 031 before testing each one: a word through the articles' search_text (trigrams)
// and the names of brands, series, types and classes; a category or brand filter through the
// articles of those. The narrowing changes no answer: each request here is answered from the
// database as the finished index answers it (scores aside), on the forms that narrow and those
// that must not (a negation, a short word, an outer lambda's variable, an 'or' with an
// unindexed side), and the index is what finds the words.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/db.js';
import { parseSearchRequest, runAutocomplete, runSearch, searchResponse, parseAutocompleteRequest, autocompleteResponse } from '../../src/modules/search/azure.js';
import { searchOnFreshDatabase } from './helpers.js';

type Json = Record<string, any>;

let db: Db;
let app: FastifyInstance;
const server = searchOnFreshDatabase();
beforeAll(() => ({ app, db } = server));

/** The answer without scores; ranked by score: its documents as a set. */
function comparable(body: Json, byScore: boolean): Json {
  const value = (body.value as Json[]).map(({ '@search.score': _score, ...doc }) => doc);
  if (byScore) value.sort((a, b) => (a.CodeName < b.CodeName ? -1 : 1));
  return { ...body, value };
}

async function fromBoth(body: Json) {
  const search = app.searchIndex;
  const request = parseSearchRequest(search.index, body);
  const database = searchResponse(search.index, request, await search.database!.search(request));
  const engine = runSearch(search.index, body);
  const byScore = !body.orderby;
  return { database: comparable(database, byScore), engine: comparable(engine, byScore) };
}

async function facts() {
  const row = (await db.one<{ code: string; ean: string; product_code: string; product_brand: string; product_series: string; product_type: string; keys: string[] }>(
    `SELECT code, ean, product_code, product_brand, product_series, product_type, combined_parent_keys AS keys
       FROM article_search_documents WHERE ean IS NOT NULL AND product_code <> '' AND product_series IS NOT NULL ORDER BY code OFFSET 11 LIMIT 1`,
  ))!;
  const brands = (await db.query<{ b: string }>('SELECT name AS b FROM brands ORDER BY id LIMIT 3')).map((r) => r.b);
  // A word of five letters or more of a series' and a brand's name.
  const nameWord = async (table: string) =>
    (await db.one<{ w: string }>(`SELECT lower(substring(name from '[A-Za-z]{5,}')) AS w FROM ${table} WHERE name ~ '[A-Za-z]{5,}' ORDER BY id LIMIT 1`))!.w;
  return { ...row, brands, seriesWord: await nameWord('series'), brandWord: await nameWord('brands') };
}

it('answers as the index does for the forms the indexes narrow and those they must not', async () => {
  const f = await facts();
  const word = (text: string) => text.toLowerCase().match(/[a-z]{5,}/)![0];
  const { seriesWord, brandWord } = f;
  const typeWord = word(f.product_type);
  const [top, sub] = [f.keys[0]!, f.keys[f.keys.length - 1]!];
  const all = { top: 1000, count: true, select: 'CodeName,ProductBrand,CombinedParentKeys', facets: ['ProductBrand', 'ProductType,count:0'] };
  const requests: Json[] = [
    // words: contains in a text field, a series, a type, a brand; a part of a code field that
    // has separators (joined form); an EAN part; a short word (not narrowed)
    { search: `/.*${typeWord.slice(1, 5)}.*/`, queryType: 'full' },
    { search: seriesWord },
    { search: `ProductSeries:${seriesWord}`, queryType: 'full' },
    { search: brandWord, searchFields: 'ProductBrand,Omschrijving' },
    { search: f.product_code.replace(/[^A-Za-z0-9]/g, '').slice(0, 6) },
    { search: f.ean.slice(2, 9) },
    { search: 'ab' },
    { search: `${typeWord.slice(0, 4)}*` },
    // and / or / not of words, phrases
    { search: `${typeWord} ${brandWord}`, searchMode: 'all' },
    { search: `${typeWord} | ${seriesWord}`, queryType: 'full' },
    { search: `${typeWord} -${brandWord}`, searchMode: 'all' },
    { search: `-${typeWord}`, searchMode: 'all' },
    { search: `"${f.product_type}"` },
    { search: `${typeWord} OR ab`, queryType: 'full' },
    // category and brand filters: exact through the indexes, combined, negated, the outlet
    { search: '*', filter: `CombinedParentKeys/any(k: k eq '${top}')`, orderby: 'UDF_vrdsoort asc, Code asc' },
    { search: '*', filter: `CombinedParentKeys/any(k: k eq '${sub}')`, orderby: 'Code desc' },
    { search: '*', filter: `CombinedParentKeys/any(k: search.in(k, '${top}|outlet', '|'))`, orderby: 'Code asc' },
    { search: '*', filter: "CombinedParentKeys/any(k: k eq 'outlet')", orderby: 'Code asc' },
    { search: '*', filter: `not CombinedParentKeys/any(k: k eq '${top}')`, orderby: 'Code asc' },
    { search: '*', filter: `CombinedParentKeys/any(k: k eq '${top}') and ProductBrand eq '${f.brands[0]}'`, orderby: 'Code asc' },
    { search: '*', filter: `CombinedParentKeys/any(k: k eq '${sub}') or search.in(ProductBrand, '${f.brands[1]}|${f.brands[2]}', '|')`, orderby: 'Code asc' },
    { search: '*', filter: `CombinedParentKeys/any(k: k eq '${top}') or GrossPricePerOrderUnit lt 20`, orderby: 'Code asc' },
    { search: '*', filter: `CombinedParentKeys/any(k: k eq '${top}') and GrossPricePerOrderUnit lt 50`, orderby: 'Code asc' },
    { search: '*', filter: `CombinedParentKeys/any(o: CombinedParentKeys/any(k: o eq '${sub}'))`, orderby: 'Code asc' },
    { search: '*', filter: `CombinedParentKeys/any(k: k ne '${top}')`, orderby: 'Code asc' },
    { search: '*', filter: "ProductBrand eq 'Geen bestaand merk'", orderby: 'Code asc' },
    // words and filters together, paged and sorted
    { search: `/.*${typeWord.slice(0, 4)}.*/`, queryType: 'full', filter: `CombinedParentKeys/any(k: k eq '${top}')`, orderby: 'GrossPricePerOrderUnit desc', skip: 2, top: 5 },
  ];
  const total = (await fromBoth({ search: '*', count: true, top: 0 })).engine['@odata.count'];
  let some = 0;
  for (const request of requests) {
    const body = { ...all, ...request };
    const { database, engine } = await fromBoth(body);
    expect({ request, answer: database }).toEqual({ request, answer: engine });
    if (database['@odata.count'] > 0 && database['@odata.count'] < total) some++;
  }
  // The requests prove something: most find some of the articles, not none or all.
  expect(some).toBeGreaterThan(requests.length / 2);

  for (const body of [
    { search: typeWord.slice(0, 3), suggesterName: 'default' },
    { search: `${brandWord} ${typeWord.slice(0, 3)}`, suggesterName: 'default', autocompleteMode: 'oneTermWithContext' },
    { search: 'zz', suggesterName: 'default' },
  ]) {
    const search = app.searchIndex;
    const request = parseAutocompleteRequest(search.index, body);
    expect({ body, answer: autocompleteResponse(request, await search.database!.autocomplete(request)) }).toEqual({ body, answer: runAutocomplete(search.index, body) });
  }
});

it('finds a word through the trigram index of search_text (PostgreSQL and PGlite alike)', async () => {
  const f = await facts();
  // The test assortment is small enough to read whole: the plan is asked without that choice.
  const plan = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT item_no FROM articles WHERE search_text LIKE $1', [`%${f.ean.slice(2, 9)}%`]);
  });
  expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('articles_search_text_trgm_idx');
});
