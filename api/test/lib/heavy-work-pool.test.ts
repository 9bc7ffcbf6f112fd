// The heavy-work pool's threads run at the lowest OS priority, each thread for itself: while the
// cores are busy, the event loop that serves every customer's ordinary calls goes first. Linux
// keeps a nice value per thread (/proc/<pid>/task/<tid>/stat, field 19). An upload's bytes move
// to the worker rather than being copied, unless they share their memory with other bytes.
import fs from 'node:fs';
import { ownMemory, WorkerPool } from '../../src/lib/workers/pool.js';
import { HEAVY_WORK_NICE } from '../../src/lib/workers/tasks.js';

const linux = process.platform === 'linux';

/** This process's threads and their nice values. */
function threadNices(): Map<string, number> {
  const nices = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${process.pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
      // After the command's closing parenthesis: field 3 onwards; the nice value is field 19.
      nices.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19 - 3]));
    } catch {
      // A thread that ended while we read.
    }
  }
  return nices;
}

(linux ? test : test.skip)('each worker thread of the heavy-work pool runs at nice 19, the process\'s main thread keeps its priority', async () => {
  const mainNice = threadNices().get(String(process.pid));
  const before = [...threadNices().values()].filter((n) => n === HEAVY_WORK_NICE).length;
  const pool = new WorkerPool(2);
  try {
    await pool.warm();
    // A task still runs, and its answer comes back.
    const csv = new TextEncoder().encode('1000001;3\n');
    expect(await pool.run('readCsv', csv, { key: 'test', timeoutMs: 10_000 })).toHaveLength(1);
    const after = threadNices();
    expect([...after.values()].filter((n) => n === HEAVY_WORK_NICE).length).toBe(before + 2);
    expect(after.get(String(process.pid))).toBe(mainNice);
    expect(mainNice).not.toBe(HEAVY_WORK_NICE);
  } finally {
    await pool.close();
  }
  expect([...threadNices().values()].filter((n) => n === HEAVY_WORK_NICE).length).toBe(before);
});

test('an upload\'s bytes move to the worker (not held twice); bytes that share their memory are copied and stay intact', async () => {
  const pool = new WorkerPool(1);
  try {
    const own = Buffer.from(Array.from({ length: 500 }, (_, i) => `${1_000_000 + i};1\n`).join(''));
    expect(own.byteLength).toBeGreaterThan(4096);
    const whole = new Uint8Array(own.byteLength);
    whole.set(own);
    expect(ownMemory(whole)).toEqual([whole.buffer]);
    expect(await pool.run('readCsv', whole, { key: 'test', timeoutMs: 10_000, transfer: ownMemory(whole) })).toHaveLength(500);
    expect(whole.byteLength).toBe(0);

    // A small Buffer is a view of a pool that other Buffers share: copied, so they keep their bytes.
    const shared = Buffer.from('1000001;2\n');
    expect(ownMemory(shared)).toEqual([]);
    expect(await pool.run('readCsv', shared, { key: 'test', timeoutMs: 10_000, transfer: ownMemory(shared) })).toHaveLength(1);
    expect(shared.toString()).toBe('1000001;2\n');
  } finally {
    await pool.close();
  }
});
