// The heavy-work pool's threads run at the lowest OS priority, each thread for itself: while the
// cores are busy, the event loop that serves every customer's ordinary calls goes first. Linux
// keeps a nice value per thread (/proc/<pid>/task/<tid>/stat, field 19).
import fs from 'node:fs';
import { WorkerPool } from '../../src/lib/workers/pool.js';
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
