// The basket as the user sees it while changes wait: the server's lines with the queued changes
// applied in order, each changed line marked as its latest change is: waiting, or refused with the
// server's reason (a later change to the line is the user's answer to an earlier refusal).
import type { QueuedChange } from './queue';

export interface PendingLine {
  itemNo: string;
  description?: string;
  /** The amount after the waiting changes; 0: removed. */
  amount: number;
  /** The line is not (yet) on the server. */
  isNew: boolean;
  state: 'waiting' | 'refused';
  /** The server's reason, for a refused change. */
  reason?: string;
}

/** Per article: the line after the basket's queued changes. `lines`: the server's lines (itemNo → amount). */
export function pendingLines(changes: QueuedChange[], basketId: string, lines: ReadonlyMap<string, number>): PendingLine[] {
  const result = new Map<string, PendingLine>();
  for (const c of changes) {
    if (c.basketId !== basketId) continue;
    const before = result.get(c.itemNo);
    const amount = before?.amount ?? lines.get(c.itemNo) ?? 0;
    const next = c.state === 'refused' ? amount : c.kind === 'add' ? amount + c.amount : c.kind === 'set' ? c.amount : 0;
    result.set(c.itemNo, {
      itemNo: c.itemNo,
      description: c.description ?? before?.description,
      amount: next,
      isNew: !lines.has(c.itemNo),
      state: c.state,
      reason: c.state === 'refused' ? c.reason : undefined,
    });
  }
  return [...result.values()];
}

/** The basket's number of lines after its waiting changes. */
export function linesAfter(changes: QueuedChange[], basketId: string, lines: ReadonlyMap<string, number>): number {
  let count = lines.size;
  for (const p of pendingLines(changes, basketId, lines)) {
    if (p.isNew && p.amount > 0) count++;
    if (!p.isNew && p.amount === 0) count--;
  }
  return count;
}
