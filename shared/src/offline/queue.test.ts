/**
 * @jest-environment node
 */
// The offline basket queue: changes keep their order and their own idempotency keys, survive a
// reload (a new queue on the same IndexedDB), are sent once in order, and a send cut off halfway
// resumes where it stopped without sending a done change again; a change queued during a send goes
// in it, last; a change keeps the key it was first sent with; a line shows its latest change.
import 'fake-indexeddb/auto';
import { ApiError } from '@kraanvogel/shared';
import { createOfflineQueue, type QueuedChange } from './queue';
import { sendQueued } from './sync';
import { linesAfter, pendingLines } from './pending';

let n = 0;
const dbName = () => `kraanvogel:offline-queue-test-${++n}`;
const owner = 'user-1';

test('changes are kept in the order they were made, each with its own key, per user', async () => {
  const queue = createOfflineQueue(dbName());
  await queue.add(owner, { basketId: '7', kind: 'add', itemNo: 'A', amount: 1 });
  await queue.add('someone-else', { basketId: '9', kind: 'add', itemNo: 'X', amount: 1 });
  await queue.add(owner, { basketId: '7', kind: 'add', itemNo: 'B', amount: 2 });
  await queue.add(owner, { basketId: '7', kind: 'set', itemNo: 'A', amount: 5 });
  const changes = await queue.list(owner);
  expect(changes.map((c) => [c.kind, c.itemNo, c.amount])).toEqual([
    ['add', 'A', 1],
    ['add', 'B', 2],
    ['set', 'A', 5],
  ]);
  expect(new Set(changes.map((c) => c.key)).size).toBe(3);
  for (const c of changes) expect(c.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  queue.close();
});

test('a reload while offline keeps the queue', async () => {
  const name = dbName();
  const before = createOfflineQueue(name);
  await before.add(owner, { basketId: '7', kind: 'add', itemNo: 'A', amount: 1 });
  await before.add(owner, { basketId: '7', kind: 'remove', itemNo: 'B', amount: 0 });
  const keys = (await before.list(owner)).map((c) => c.key);
  before.close();
  const after = createOfflineQueue(name);
  const changes = await after.list(owner);
  expect(changes.map((c) => c.key)).toEqual(keys);
  expect(changes.map((c) => c.state)).toEqual(['waiting', 'waiting']);
  after.close();
});

test('a send goes in order; cut off halfway, the next send resumes with the same keys and sends nothing twice', async () => {
  const queue = createOfflineQueue(dbName());
  for (const itemNo of ['A', 'B', 'C']) await queue.add(owner, { basketId: '7', kind: 'add', itemNo, amount: 1 });
  await queue.add(owner, { basketId: '7', kind: 'set', itemNo: 'B', amount: 4 });
  // A server that counts each key once, as the api does.
  const done = new Map<string, QueuedChange>();
  const sent: string[] = [];
  let cutAfter = 2;
  const send = async (c: QueuedChange) => {
    sent.push(c.key);
    if (!done.has(c.key)) done.set(c.key, c);
    // The connection drops once the server has done it, before the answer arrives.
    if (--cutAfter === 0) throw new TypeError('Failed to fetch');
  };
  const keys = (await queue.list(owner)).map((c) => c.key);
  expect(await sendQueued(queue, owner, send)).toEqual({ sent: 1, refused: 0, interrupted: true });
  expect((await queue.list(owner)).map((c) => c.key)).toEqual(keys.slice(1));
  expect(await sendQueued(queue, owner, send)).toEqual({ sent: 3, refused: 0, interrupted: false });
  expect(sent).toEqual([keys[0], keys[1], keys[1], keys[2], keys[3]]);
  expect([...done.values()].map((c) => [c.kind, c.itemNo, c.amount])).toEqual([
    ['add', 'A', 1],
    ['add', 'B', 1],
    ['add', 'C', 1],
    ['set', 'B', 4],
  ]);
  expect(await queue.list(owner)).toEqual([]);
  queue.close();
});

test('a refused change keeps its reason and does not stop the others; a server error stops the send', async () => {
  const queue = createOfflineQueue(dbName());
  for (const itemNo of ['A', 'B', 'C']) await queue.add(owner, { basketId: '7', kind: 'add', itemNo, amount: 1 });
  const reason = 'Artikel B bestaat niet.';
  const send = async (c: QueuedChange) => {
    if (c.itemNo === 'B') throw new ApiError(404, reason);
    if (c.itemNo === 'C') throw new ApiError(503, 'Service unavailable');
  };
  expect(await sendQueued(queue, owner, send)).toEqual({ sent: 1, refused: 1, interrupted: true });
  const left = await queue.list(owner);
  expect(left.map((c) => [c.itemNo, c.state, c.reason])).toEqual([
    ['B', 'refused', reason],
    ['C', 'waiting', undefined],
  ]);
  // A refused change is not sent again.
  const again = jest.fn(async () => undefined);
  expect(await sendQueued(queue, owner, again)).toEqual({ sent: 1, refused: 0, interrupted: false });
  expect(again).toHaveBeenCalledTimes(1);
  queue.close();
});

test('the basket as seen: the server lines with the waiting changes applied, new lines counted', async () => {
  const queue = createOfflineQueue(dbName());
  await queue.add(owner, { basketId: '7', kind: 'add', itemNo: 'A', amount: 2, description: 'Knelkoppeling' });
  await queue.add(owner, { basketId: '7', kind: 'add', itemNo: 'S', amount: 3 });
  await queue.add(owner, { basketId: '7', kind: 'set', itemNo: 'A', amount: 6 });
  await queue.add(owner, { basketId: '7', kind: 'remove', itemNo: 'R', amount: 0 });
  await queue.add(owner, { basketId: '8', kind: 'add', itemNo: 'Z', amount: 1 });
  const changes = await queue.list(owner);
  const server = new Map([
    ['S', 1],
    ['R', 4],
  ]);
  expect(pendingLines(changes, '7', server)).toEqual([
    { itemNo: 'A', description: 'Knelkoppeling', amount: 6, isNew: true, state: 'waiting', reason: undefined },
    { itemNo: 'S', description: undefined, amount: 4, isNew: false, state: 'waiting', reason: undefined },
    { itemNo: 'R', description: undefined, amount: 0, isNew: false, state: 'waiting', reason: undefined },
  ]);
  expect(linesAfter(changes, '7', server)).toBe(2);
  queue.close();
});

test('a change keeps the key it was first sent with; a new change to a line replaces its refused ones', async () => {
  const queue = createOfflineQueue(dbName());
  const key = 'sentOnlineBeforeAnswerLost1';
  const kept = await queue.add(owner, { basketId: '7', kind: 'add', itemNo: 'A', amount: 2, key });
  expect(kept.key).toBe(key);
  const refused = await queue.add(owner, { basketId: '7', kind: 'set', itemNo: 'K', amount: 4 });
  await queue.add(owner, { basketId: '8', kind: 'set', itemNo: 'K', amount: 4 });
  await queue.refuse(refused.seq, 'Dit artikel bestelt u vanaf 3.');
  await queue.add(owner, { basketId: '7', kind: 'set', itemNo: 'K', amount: 5 });
  expect((await queue.list(owner)).map((c) => [c.basketId, c.itemNo, c.amount, c.state, c.key === key])).toEqual([
    ['7', 'A', 2, 'waiting', true],
    ['8', 'K', 4, 'waiting', false],
    ['7', 'K', 5, 'waiting', false],
  ]);
  queue.close();
});

test('a change queued while a send is under way goes in that send, last', async () => {
  const queue = createOfflineQueue(dbName());
  await queue.add(owner, { basketId: '7', kind: 'set', itemNo: 'A', amount: 5 });
  const sent: string[] = [];
  const send = async (c: QueuedChange) => {
    sent.push(`${c.kind} ${c.itemNo}`);
    if (sent.length === 1) await queue.add(owner, { basketId: '7', kind: 'add', itemNo: 'A', amount: 2 });
  };
  expect(await sendQueued(queue, owner, send)).toEqual({ sent: 2, refused: 0, interrupted: false });
  expect(sent).toEqual(['set A', 'add A']);
  expect(await queue.list(owner)).toEqual([]);
  queue.close();
});

test("a line's state is its latest change's: a correction after a refusal waits, without the old reason", () => {
  const change = (seq: number, c: Partial<QueuedChange>): QueuedChange => ({ seq, key: `key-${seq}-0123456789abcdef`, owner, basketId: '7', kind: 'set', itemNo: 'K', amount: 0, at: seq, state: 'waiting', ...c });
  const reason = 'Dit artikel bestelt u vanaf 3, per 2.';
  const refusedThenCorrected = [change(1, { kind: 'add', amount: 3 }), change(2, { amount: 4, state: 'refused', reason }), change(3, { amount: 5 })];
  expect(pendingLines(refusedThenCorrected, '7', new Map())).toEqual([{ itemNo: 'K', description: undefined, amount: 5, isNew: true, state: 'waiting', reason: undefined }]);
  // The latest change refused: the line shows it, with its reason, at the amount before it.
  const correctedThenRefused = [change(1, { amount: 5 }), change(2, { amount: 4, state: 'refused', reason })];
  expect(pendingLines(correctedThenRefused, '7', new Map([['K', 3]]))).toEqual([{ itemNo: 'K', description: undefined, amount: 5, isNew: false, state: 'refused', reason }]);
});
