#!/usr/bin/env node
// `npm start`: from a fresh clone, install, build what is not built, and serve the whole shop
// (apps, runtime config, remote registry and every API) with demo data on one port (PORT, 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { ensureInstalled } from './lib/pnpm.mjs';

ensureInstalled();
const { spawnSync } = await import('node:child_process');
const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// `--import tsx` resolves from the api folder, where tsx is a dependency.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  stdio: 'inherit',
  cwd: path.join(repoRoot, 'api'),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
