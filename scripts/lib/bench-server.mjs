// The shop a browser benchmark measures: the built shop started as `npm start` starts it, on a
// port and data folder of the benchmark's own (BENCH_PORT changes the port), or a running shop
// named by BENCH_URL. Resolves once the server answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/** @param {{ port: number, data: string }} o data: the data folder's name under .data/ */
export async function startBenchServer({ port: defaultPort, data }) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} };
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: path.join(repoRoot, '.data', data), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('De server startte niet binnen 4 minuten');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}
