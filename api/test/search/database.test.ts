// The search index is fed from the database (the article_search_documents view) at start and
// follows the articles when they change.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/db.js';
import { codeSet, search, searchOnFreshDatabase } from './helpers.js';

let db: Db;
let app: FastifyInstance;
const server = searchOnFreshDatabase();
beforeAll(() => ({ app, db } = server));

async function oneArticle() {
  const row = await db.one<{ code: string; omschrijving: string; product_brand: string; combined_parent_keys: string[] }>(
    'SELECT code, omschrijving, product_brand, combined_parent_keys FROM article_search_documents ORDER BY code LIMIT 1',
  );
  return row!;
}

it('loads every listed article of the view at start', async () => {
  const count = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM article_search_documents');
  const { body } = await search(app, { count: true, top: 0 });
  expect(body['@odata.count']).toBe(count!.n);
  expect(count!.n).toBeGreaterThan(0);
});

it('maps the columns to the index fields', async () => {
  const row = await oneArticle();
  const { body } = await search(app, { filter: `CodeName eq '${row.code}'` });
  expect(body.value).toHaveLength(1);
  const doc = body.value[0];
  expect(doc).toMatchObject({ Code: row.code, CodeName: row.code, Omschrijving: row.omschrijving, ProductBrand: row.product_brand });
  expect(doc.CombinedParentKeys).toEqual(row.combined_parent_keys);
  expect(typeof doc.GrossPricePerOrderUnit).toBe('number');
  expect(await codeSet(app, { search: row.code })).toContain(row.code);
});

it('picks up changed and withdrawn articles with syncChanges and articlesChanged', async () => {
  const row = await oneArticle();
  await db.query("UPDATE articles SET description = 'Zeldzame vlinderkraan', updated_at = now() + interval '1 second' WHERE item_no = $1", [row.code]);
  expect(await codeSet(app, { search: 'vlinderkraan' })).toEqual([]);
  expect(await app.searchIndex.syncChanges()).toBeGreaterThanOrEqual(1);
  expect(await codeSet(app, { search: 'vlinderkraan' })).toEqual([row.code]);

  await db.query("UPDATE articles SET is_active = false, updated_at = now() + interval '2 seconds' WHERE item_no = $1", [row.code]);
  await app.searchIndex.syncChanges();
  expect(await codeSet(app, { search: 'vlinderkraan' })).toEqual([]);

  await db.query("UPDATE articles SET is_active = true, description = 'Zeldzame libellekraan' WHERE item_no = $1", [row.code]);
  await app.searchIndex.articlesChanged([row.code]);
  expect(await codeSet(app, { search: 'libellekraan' })).toEqual([row.code]);
});

it('rebuilds from the database with reload', async () => {
  const before = (await search(app, { count: true, top: 0 })).body['@odata.count'];
  expect(await app.searchIndex.reload()).toBe(before);
});
