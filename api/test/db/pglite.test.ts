// The embedded driver prepares each statement once and runs it by name afterwards. What callers
// see must not change: the same rows and types, errors that leave the next statement unharmed,
// a statement outside a transaction never running inside someone else's open transaction, and a
// bounded number of prepared statements.
import type { Db } from '../../src/db/db.js';
import { openPglite } from '../../src/db/pglite.js';

let db: Db;

beforeAll(async () => {
  db = await openPglite(undefined, { statementCacheSize: 2 });
  await db.exec(`CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL, price numeric(10,2), at timestamptz, tags text[], doc jsonb)`);
});
afterAll(() => db.close());

const preparedNames = async () => (await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).map((r) => r.name);

test('rows come back with their types, the same on the first run and when run by name again', async () => {
  await db.query('INSERT INTO t (id, name, price, at, tags, doc) VALUES ($1, $2, $3, $4, $5, $6)', [1, 'kraan', '12.50', new Date('2026-01-02T03:04:05Z'), ['a', 'b'], JSON.stringify({ k: 1 })]);
  const read = () => db.one('SELECT id, name, price::float8 AS price, at, tags, doc FROM t WHERE id = $1', [1]);
  const first = await read();
  expect(first).toEqual({ id: 1, name: 'kraan', price: 12.5, at: new Date('2026-01-02T03:04:05Z'), tags: ['a', 'b'], doc: { k: 1 } });
  expect(await read()).toEqual(first);
  expect(await db.one('SELECT id FROM t WHERE id = $1', [99])).toBeUndefined();
  expect(await db.query('SELECT name FROM t WHERE id = $1', [null])).toEqual([]);
});

test('at most the cache size of statements stays prepared; an evicted one is prepared again', async () => {
  for (let i = 0; i < 5; i++) expect(await db.one<{ n: number }>(`SELECT $1::int + ${i} AS n`, [10])).toEqual({ n: 10 + i });
  expect((await preparedNames()).length).toBeLessThanOrEqual(2);
  expect(await db.one<{ n: number }>('SELECT $1::int + 0 AS n', [1])).toEqual({ n: 1 });
});

test('a failing statement is reported and the next ones run normally', async () => {
  await expect(db.query('SELEC nothing')).rejects.toThrow(/syntax error/);
  await expect(db.one('SELECT 10 / $1::int AS q', [0])).rejects.toThrow(/division by zero/);
  expect(await db.one('SELECT 10 / $1::int AS q', [2])).toEqual({ q: 5 });
  await expect(db.one('SELECT 10 / $1::int AS q', ['tien'])).rejects.toThrow(/invalid input syntax/);
  expect(await db.one('SELECT 10 / $1::int AS q', [5])).toEqual({ q: 2 });
  await expect(db.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1, 'dubbel'])).rejects.toThrow(/duplicate key/);
  expect(await db.query('SELECT name FROM t ORDER BY id')).toEqual([{ name: 'kraan' }]);
});

test('a statement outside a transaction waits for an open transaction instead of running inside it', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let inserted!: () => void;
  const didInsert = new Promise<void>((r) => (inserted = r));
  const tx = db
    .transaction(async (q) => {
      await q.query('INSERT INTO t (id, name) VALUES ($1, $2)', [2, 'tijdelijk']);
      inserted();
      await held;
      throw new Error('rolled back');
    })
    .catch((e: Error) => e.message);
  await didInsert;
  const outside = db.query<{ id: number }>('SELECT id FROM t ORDER BY id');
  release();
  expect(await tx).toBe('rolled back');
  // Had it run inside the open transaction, it would have seen row 2.
  expect(await outside).toEqual([{ id: 1 }]);
});

test('statements inside a transaction commit together', async () => {
  await db.transaction(async (q) => {
    await q.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'drie']);
    await q.query('UPDATE t SET name = $1 WHERE id = $2', ['drie!', 3]);
  });
  expect(await db.one('SELECT name FROM t WHERE id = $1', [3])).toEqual({ name: 'drie!' });
});
