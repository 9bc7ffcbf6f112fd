// A small pool of worker threads for the api's CPU-heavy work (tasks.ts): reading uploaded
// files, drawing workbooks and PDFs. The event loop that serves every customer only hands the
// work over and waits; each task has a time limit after which its worker is stopped (and a new
// one started), and callers are served in turn by key (a customer), so one customer's queue of
// tasks does not go before another's single one. Each worker lowers its own OS priority to the
// lowest (tasks.ts), so the cores go to the event loop first when both want them.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TaskFailure, TaskName, Tasks } from './tasks.js';

/** A task that ran past its time limit (its worker was stopped). */
export class TaskTimeoutError extends Error {
  constructor(readonly task: TaskName, readonly ms: number) {
    super(`${task}: stopped after ${ms} ms`);
  }
}

/** A task's own error, as it was thrown in the worker: its class name, message and fields. */
export class TaskError extends Error {
  constructor(readonly failure: TaskFailure) {
    super(failure.message);
  }
}

interface Job {
  key: string;
  task: TaskName;
  input: unknown;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (output: unknown) => void;
  reject: (err: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

const ENTRY = new URL('./tasks.ts', import.meta.url).href;
const BOOTSTRAP = new URL('./bootstrap.mjs', import.meta.url);

export class WorkerPool {
  private readonly slots: Slot[] = [];
  /** Waiting jobs per key, and the keys in the order they are served. */
  private readonly waiting = new Map<string, Job[]>();
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number) {}

  /**
   * Runs a task in a worker; rejects with TaskTimeoutError past timeoutMs of running, with
   * TaskError for the task's own error. `transfer`: memory moved to the worker instead of copied
   * (unusable here afterwards; see ownMemory).
   */
  run<K extends TaskName>(task: K, input: Tasks[K]['input'], opts: { key: string; timeoutMs: number; transfer?: ArrayBuffer[] }): Promise<Tasks[K]['output']> {
    if (this.closed) return Promise.reject(new Error('worker pool closed'));
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(opts.key) ?? [];
      queue.push({ key: opts.key, task, input, transfer: opts.transfer ?? [], timeoutMs: opts.timeoutMs, resolve: resolve as (o: unknown) => void, reject });
      this.waiting.set(opts.key, queue);
      this.dispatch();
    });
  }

  /** Starts every worker now and waits until each is ready (a server, so its first task does not wait for one). */
  async warm() {
    while (this.slots.length < this.size) this.slots.push(this.start());
    await Promise.all(this.slots.map((s) => (s.ready ? undefined : new Promise<void>((resolve) => s.worker.once('message', () => resolve())))));
  }

  /** How many tasks wait for a worker (benchmarks read it). */
  get queued(): number {
    let n = 0;
    for (const q of this.waiting.values()) n += q.length;
    return n;
  }

  async close() {
    this.closed = true;
    for (const q of this.waiting.values()) for (const job of q) job.reject(new Error('worker pool closed'));
    this.waiting.clear();
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private nextJob(): Job | undefined {
    // Round robin over the keys: the first key's first job, that key then goes to the back.
    for (const [key, queue] of this.waiting) {
      const job = queue.shift();
      this.waiting.delete(key);
      if (queue.length) this.waiting.set(key, queue);
      if (job) return job;
    }
    return undefined;
  }

  private dispatch() {
    if (this.closed) return;
    while (this.slots.length < this.size && this.queued > this.slots.filter((s) => !s.job).length) this.slots.push(this.start());
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const job = this.nextJob();
      if (!job) break;
      const id = this.nextId++;
      const timer = setTimeout(() => this.timedOut(slot), job.timeoutMs);
      slot.job = { ...job, id, timer };
      slot.worker.ref();
      slot.worker.postMessage({ id, task: job.task, input: job.input }, job.transfer);
    }
  }

  private start(): Slot {
    const worker = new Worker(BOOTSTRAP, { workerData: { entry: ENTRY } });
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (m: { ready?: true; id?: number; output?: unknown; failure?: TaskFailure }) => {
      if (m.ready) {
        slot.ready = true;
        worker.unref();
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      clearTimeout(job.timer);
      slot.job = null;
      worker.unref();
      if (m.failure) job.reject(new TaskError(m.failure));
      else job.resolve(m.output);
      this.dispatch();
    });
    worker.on('error', (err) => this.lost(slot, err));
    worker.on('exit', () => this.lost(slot, new Error('worker stopped')));
    worker.unref();
    return slot;
  }

  private timedOut(slot: Slot) {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    job.reject(new TaskTimeoutError(job.task, job.timeoutMs));
    this.remove(slot);
    void slot.worker.terminate();
    this.dispatch();
  }

  /** A worker that failed or stopped: its task fails, and the next task gets a new worker. */
  private lost(slot: Slot, err: unknown) {
    if (!this.slots.includes(slot)) return;
    this.remove(slot);
    if (slot.job) {
      clearTimeout(slot.job.timer);
      slot.job.reject(err);
      slot.job = null;
    }
    this.dispatch();
  }

  private remove(slot: Slot) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }
}

/**
 * The memory of bytes that may be moved to a worker rather than copied: only when they are the
 * whole of it (an uploaded file's body is; a small Buffer is a view of a pool other Buffers share).
 * A 5 MB upload is then not held twice while a worker reads it. The bytes are unusable afterwards.
 */
export function ownMemory(bytes: Uint8Array): ArrayBuffer[] {
  const memory = bytes.buffer;
  return memory instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === memory.byteLength ? [memory] : [];
}

/** The api's one pool: one worker per core beyond the event loop's, at least one, at most four. */
export const heavyWork = new WorkerPool(Math.max(1, Math.min(4, availableParallelism() - 1)));

/** The time a workbook or PDF may take to draw in a worker. */
export const EXPORT_TIME_MS = 15_000;

/** A file drawn in a worker (a workbook, a PDF), as a Buffer; the key is whose turn it is (the customer). */
export async function drawFile<K extends 'basketWorkbook' | 'discountWorkbook' | 'customerNumbersWorkbook' | 'invoicePdf' | 'spendWorkbook'>(task: K, input: Tasks[K]['input'], key: string): Promise<Buffer> {
  const bytes = await heavyWork.run(task, input, { key, timeoutMs: EXPORT_TIME_MS });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
