// The offline basket queue at run time, online: a change queued while the browser is online (the
// answer of its first send was lost, or older changes still wait) is sent at once, with the key it
// was given; while an older change waits after a server error, a new basket change belongs in the
// queue (queueBasketChanges) and arrives after it, in order.
import 'fake-indexeddb/auto';
import v8 from 'node:v8';
import { authStore } from '../auth/auth-store';
import { loadOfflineQueue, newChangeKey, queueBasketChanges, type OfflineQueueModule } from './offline-state';

interface Arrived {
  key: string | undefined;
  body: unknown;
}
let arrived: Arrived[] = [];
/** The server fails (500) on the requests this picks. */
let failing: (body: { overwrite?: boolean }) => boolean = () => false;
let queue: OfflineQueueModule;

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not so in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
/** Until a send finds nothing to send (a send under way is waited for first). */
async function settled() {
  for (let outcome = await queue.syncQueue(); outcome !== null; outcome = await queue.syncQueue()) {
    // a send was under way, or found something: look again
  }
}

beforeAll(async () => {
  // fake-indexeddb copies values with structuredClone, which jsdom's window lacks.
  globalThis.structuredClone ??= ((value: unknown) => v8.deserialize(v8.serialize(value))) as typeof structuredClone;
  authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u-offline', name: 'Jan de Vries' }, role: [] });
  global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { overwrite?: boolean };
    if (failing(body)) return new Response(JSON.stringify({ error: { message: 'Storing' } }), { status: 500 });
    arrived.push({ key: (init?.headers as Record<string, string>)['Idempotency-Key'], body });
    return new Response(JSON.stringify({ id: 7, name: 'Project', basketItems: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  queue = await loadOfflineQueue();
  await settled();
});
beforeEach(() => {
  arrived = [];
  failing = () => false;
});

test('a change queued while online is sent at once, with the key it was first sent with', async () => {
  const key = newChangeKey();
  await queue.queueChange({ basketId: '7', kind: 'add', itemNo: 'A', amount: 2, key });
  await until(() => arrived.length === 1);
  expect(arrived).toEqual([{ key, body: { basketId: 7, itemNo: 'A', amount: 2, overwrite: false } }]);
  await settled();
  expect(await queueBasketChanges()).toBe(false);
});

test('online while an older change waits after a server error, a new change goes after it, in order', async () => {
  const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(await queueBasketChanges()).toBe(true);
  await queue.queueChange({ basketId: '7', kind: 'set', itemNo: 'X', amount: 5 });
  offline.mockRestore();

  failing = (body) => !!body.overwrite;
  expect(await queue.syncQueue()).toEqual({ sent: 0, refused: 0, interrupted: true });
  // The 5 waits for its next try: a new change must not overtake it.
  expect(await queueBasketChanges()).toBe(true);
  failing = () => false;
  await queue.queueChange({ basketId: '7', kind: 'add', itemNo: 'X', amount: 2 });
  await until(() => arrived.length === 2);
  expect(arrived.map((a) => a.body)).toEqual([
    { basketId: 7, itemNo: 'X', amount: 5, overwrite: true },
    { basketId: 7, itemNo: 'X', amount: 2, overwrite: false },
  ]);
  await settled();
  expect(await queueBasketChanges()).toBe(false);
});
