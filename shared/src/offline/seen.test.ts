/**
 * @jest-environment node
 */
// The seen store: what a user saw comes back only to him (user and customer), across a reload (a
// new store on the same IndexedDB), with the time it was fetched; the old and the many go; an
// article is found by its code too; logout deletes everything.
import 'fake-indexeddb/auto';
import { authStore, loadSeen, runSessionResets } from '@kraanvogel/shared';
import { keepSeen, recallSeen, recallSeenByEan } from './seen-access';

beforeAll(() => loadSeen());
import { createSeenStore, SEEN_MAX_AGE_MS, SEEN_MAX_PER_OWNER, seenStore } from './seen';

test('the limits are a week and a few hundred', () => {
  expect(SEEN_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
  expect(SEEN_MAX_PER_OWNER).toBeGreaterThanOrEqual(100);
});

let n = 0;
const dbName = () => `kraanvogel:offline-seen-test-${++n}`;
const anna = 'sub-anna|100001';
const bert = 'sub-bert|100002';
const knel = { itemNo: '9003002', description: 'Demo knelkoppeling', grossPrice: 1.25 };

test('what a user saw comes back to him across a reload, with the time it was fetched, and to nobody else', async () => {
  const name = dbName();
  const before = createSeenStore(name, { now: () => 1_500_000 });
  await before.keep(anna, 'article', knel.itemNo, knel, 1_000_000, '8719990030028');
  await before.keep(anna, 'listing', '/zoeken?phrase=knel', { count: 1 }, 1_000_500);
  before.close();
  const after = createSeenStore(name, { now: () => 2_000_000 });
  expect(await after.recall(anna, 'article', knel.itemNo)).toEqual({ data: knel, at: 1_000_000 });
  expect(await after.recall(anna, 'listing', '/zoeken?phrase=knel')).toEqual({ data: { count: 1 }, at: 1_000_500 });
  expect(await after.recallByEan(anna, '8719990030028')).toEqual({ data: knel, at: 1_000_000 });
  // Another user, or the same user for another customer: nothing.
  expect(await after.recall(bert, 'article', knel.itemNo)).toBeNull();
  expect(await after.recall('sub-anna|100002', 'article', knel.itemNo)).toBeNull();
  expect(await after.recallByEan(bert, '8719990030028')).toBeNull();
  after.close();
});

test('what is older than the age limit is not read, and goes at the next keep', async () => {
  let now = 0;
  const store = createSeenStore(dbName(), { now: () => now });
  await store.keep(anna, 'article', 'OLD', { itemNo: 'OLD' }, 0, '8700000000001');
  now = SEEN_MAX_AGE_MS + 1;
  expect(await store.recall(anna, 'article', 'OLD')).toBeNull();
  expect(await store.recallByEan(anna, '8700000000001')).toBeNull();
  await store.keep(anna, 'article', 'NEW', { itemNo: 'NEW' }, now);
  expect(await store.count(anna)).toBe(1);
  store.close();
});

test('per user at most the limit stays, the longest ago fetched go first, and another user keeps his', async () => {
  const store = createSeenStore(dbName(), { now: () => 100, maxPerOwner: 10 });
  await store.keep(bert, 'article', 'B', { itemNo: 'B' }, 1);
  for (let i = 0; i < 15; i++) await store.keep(anna, 'listing', `/zoeken?phrase=${i}`, { i }, i + 1);
  expect(await store.count(anna)).toBe(10);
  expect(await store.recall(anna, 'listing', '/zoeken?phrase=0')).toBeNull();
  expect(await store.recall(anna, 'listing', '/zoeken?phrase=4')).toBeNull();
  expect(await store.recall(anna, 'listing', '/zoeken?phrase=5')).toEqual({ data: { i: 5 }, at: 6 });
  expect(await store.recall(bert, 'article', 'B')).toEqual({ data: { itemNo: 'B' }, at: 1 });
  store.close();
});

test("the signed-in user's pages are kept under him and customer, read back only by him, and logout deletes them", async () => {
  authStore.setState({ user: { sub: 'sub-anna', customerNumber: '100001' } as never, customer: { number: '100001' } });
  keepSeen('article', knel.itemNo, knel, Date.now(), '8719990030028');
  await new Promise((r) => setTimeout(r, 50));
  expect((await recallSeen('article', knel.itemNo))?.data).toEqual(knel);
  expect((await recallSeenByEan('8719990030028'))?.data).toEqual(knel);

  authStore.setState({ user: { sub: 'sub-bert', customerNumber: '100002' } as never, customer: { number: '100002' } });
  expect(await recallSeen('article', knel.itemNo)).toBeNull();

  authStore.setState({ user: { sub: 'sub-anna', customerNumber: '100001' } as never, customer: { number: '100001' } });
  await runSessionResets();
  expect(await recallSeen('article', knel.itemNo)).toBeNull();
  expect(await seenStore.count('sub-anna|100001')).toBe(0);
  seenStore.close();
});

test('nobody signed in: nothing is kept or read', async () => {
  authStore.setState({ user: null, customer: null });
  keepSeen('article', knel.itemNo, knel, Date.now());
  await new Promise((r) => setTimeout(r, 50));
  expect(await recallSeen('article', knel.itemNo)).toBeNull();
  seenStore.close();
});
