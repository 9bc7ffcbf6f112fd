// The entry of a worker thread: loads the TypeScript module it is given (workerData.entry) the
// way the api's own sources are loaded (tsx), so the worker runs the same code under `tsx`,
// `node --import tsx` and the tests alike.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
