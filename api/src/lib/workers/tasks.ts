// What a worker thread of the heavy-work pool runs: reading quick-order files and drawing
// workbooks and PDFs, each CPU work that would otherwise hold up every other request on the
// api's one event loop. The libraries are loaded once per worker, when a task first needs them.
// Each worker thread runs at the lowest OS priority (nice 19, this thread only): when the cores
// are busy, the event loop that serves every customer's ordinary calls goes first.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { NumberedOrderLineText, OrderLineText } from '@kraanvogel/rules';
import type { ExcelBasket } from '../basket-excel.js';
import type { DiscountRow } from '../discount-excel.js';
import type { CustomerNumberRow } from '../customer-numbers-excel.js';
import type { InvoicePdfInput } from '../invoice-pdf.js';
import type { SpendWorkbookInput } from '../spend-excel.js';
import type { FileLimits, SheetRow } from '../order-files.js';

/** Every task: its input and its answer. */
export interface Tasks {
  readCsv: { input: Uint8Array; output: OrderLineText[] };
  readXlsx: { input: Uint8Array; output: OrderLineText[] };
  readXlsxRows: { input: Uint8Array; output: SheetRow[] };
  readNumberedLines: { input: { kind: 'csv' | 'xlsx'; data: Uint8Array; limits: FileLimits }; output: NumberedOrderLineText[] };
  basketWorkbook: { input: { basket: ExcelBasket; customerNumber: string }; output: Uint8Array };
  discountWorkbook: { input: DiscountRow[]; output: Uint8Array };
  customerNumbersWorkbook: { input: CustomerNumberRow[]; output: Uint8Array };
  invoicePdf: { input: InvoicePdfInput; output: Uint8Array };
  spendWorkbook: { input: SpendWorkbookInput; output: Uint8Array };
}
export type TaskName = keyof Tasks;

/** A task's failure as it crosses to the main thread: the error's class name and its fields. */
export interface TaskFailure {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

const run: { [K in TaskName]: (input: Tasks[K]['input']) => Promise<Tasks[K]['output']> } = {
  readCsv: async (data) => (await import('../order-files.js')).readCsv(data),
  readXlsx: async (data) => (await import('../order-files.js')).readXlsx(data),
  readXlsxRows: async (data) => (await import('../order-files.js')).readXlsxRows(data),
  readNumberedLines: async ({ kind, data, limits }) => (await import('../order-files.js')).readNumberedLines(kind, data, limits),
  basketWorkbook: async ({ basket, customerNumber }) => (await import('../basket-excel.js')).basketWorkbook(basket, customerNumber),
  discountWorkbook: async (rows) => (await import('../discount-excel.js')).discountWorkbook(rows),
  customerNumbersWorkbook: async (rows) => (await import('../customer-numbers-excel.js')).customerNumbersWorkbook(rows),
  invoicePdf: async (input) => (await import('../invoice-pdf.js')).invoicePdf(input),
  spendWorkbook: async (input) => (await import('../spend-excel.js')).spendWorkbook(input),
};

/** The nice value of a heavy-work thread: the lowest priority, taken only by the thread itself. */
export const HEAVY_WORK_NICE = 19;

const port = parentPort;
if (port) {
  // Without a pid: the calling thread (on Linux the nice value is per thread, setpriority with
  // PRIO_PROCESS and 0), so the api's event loop and the other threads keep theirs.
  try {
    setPriority(HEAVY_WORK_NICE);
  } catch {
    // A system that does not allow it: the work runs at the process's priority.
  }
  port.on('message', async ({ id, task, input }: { id: number; task: TaskName; input: never }) => {
    try {
      const output = await run[task](input);
      // Copied, not transferred: a small Buffer is a view of a pool that other Buffers share.
      port.postMessage({ id, output });
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      const failure: TaskFailure = { name: e.constructor.name, message: e.message, fields: { ...e } };
      port.postMessage({ id, failure });
    }
  });
  port.postMessage({ ready: true });
}
