// Sending the queued basket changes when the connection is back: once, in the order they were
// made, each with its idempotency key, so that a send cut off halfway and sent again never counts
// twice. A change the server refuses (an answer about the change itself: 400, 404, 409) is kept
// with the server's reason and the next one is sent; anything else (no connection, a server error,
// an ended session) stops the send, and what is left waits for the next attempt.
import type { OfflineQueue, QueuedChange } from './queue';

export type SendChange = (change: QueuedChange) => Promise<unknown>;

const REFUSALS = new Set([400, 404, 409, 422]);

/** The server's answer is about this change (it will not do it), not about the connection: an ApiError (api/http.ts) with such a status. */
export function isRefusal(error: unknown): error is Error & { status: number } {
  const status: unknown = error instanceof Error ? (error as Error & { status?: unknown }).status : undefined;
  return typeof status === 'number' && REFUSALS.has(status);
}

export interface SendOutcome {
  sent: number;
  refused: number;
  /** Stopped before the end (the rest waits). */
  interrupted: boolean;
}

/** Sends the oldest waiting change until none waits: a change queued during the send goes in it too, last. */
export async function sendQueued(queue: OfflineQueue, owner: string, send: SendChange): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, refused: 0, interrupted: false };
  for (;;) {
    const change = (await queue.list(owner)).find((c) => c.state === 'waiting');
    if (!change) return outcome;
    try {
      await send(change);
    } catch (error) {
      if (!isRefusal(error)) return { ...outcome, interrupted: true };
      await queue.refuse(change.seq, error.message);
      outcome.refused++;
      continue;
    }
    await queue.remove(change.seq);
    outcome.sent++;
  }
}
