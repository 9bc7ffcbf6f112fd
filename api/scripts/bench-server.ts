// The server of the load benchmark: the embedded default (PGlite in this process) on its own
// port, in its own process so the load generator does not share its event loop.
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { batchStats } from '../src/lib/batcher.js';

const config = loadConfig();
const app = await buildApp({ config });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true, driver: config.database.url ? 'PostgreSQL' : 'PGlite' });
// The load generator asks for this process's CPU time around each scenario.
process.on('message', (m) => {
  if (m === 'cpu') process.send?.({ cpu: process.cpuUsage(), batches: Object.fromEntries(batchStats) });
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
