// Groups the calls that arrive while the previous group is being served into one database round
// trip (DataLoader for reads, group commit for writes). PGlite runs one query at a time and each
// costs about a millisecond, so under load N round trips become one; alone, a call waits only
// one event-loop turn. The calls of one batch come from different customers, so one call must
// never fail another: `run` answers each input on its own (an Error for that input alone), and
// should a whole batch fail all the same, each of its calls is run again alone.
/** Per batcher name: how many batches ran, how many calls they served, and how many batches
 * failed as a whole and were run again call by call (benchmarks and tests read it). */
export const batchStats = new Map<string, { batches: number; calls: number; isolatedRetries: number }>();

export function createBatcher<I, O>(name: string, run: (inputs: I[]) => Promise<(O | Error)[]>, maxBatch = 500) {
  const stats = { batches: 0, calls: 0, isolatedRetries: 0 };
  batchStats.set(name, stats);
  const queue: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    while (queue.length) {
      const batch = queue.splice(0, maxBatch);
      stats.batches++;
      stats.calls += batch.length;
      try {
        const out = await run(batch.map((b) => b.input));
        batch.forEach((b, i) => {
          const o = out[i];
          if (o instanceof Error) b.reject(o);
          else b.resolve(o as O);
        });
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else {
          stats.isolatedRetries++;
          for (const b of batch) {
            try {
              const [o] = await run([b.input]);
              if (o instanceof Error) b.reject(o);
              else b.resolve(o as O);
            } catch (error) {
              b.reject(error);
            }
          }
        }
      }
    }
    running = false;
  }

  return (input: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
}
