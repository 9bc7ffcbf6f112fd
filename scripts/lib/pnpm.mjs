// Runs pnpm whether or not it is installed: a fresh machine has only Node and npm, so fall back
// to the exact pnpm the workspace pins (package.json "packageManager"), fetched by npx.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const pinned = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager.split('+')[0];

function pnpmCommand() {
  const v = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (v.status === 0 && `pnpm@${v.stdout.trim()}` === pinned) return ['pnpm', []];
  return ['npx', ['--yes', pinned]];
}

export function pnpm(args, opts = {}) {
  const [cmd, pre] = pnpmCommand();
  const r = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: repoRoot, ...opts });
  if (r.status !== 0) throw new Error(`pnpm ${args.join(' ')} stopte met code ${r.status}`);
}

export function pnpmSpawn(args, opts = {}) {
  const [cmd, pre] = pnpmCommand();
  return spawn(cmd, [...pre, ...args], { stdio: 'inherit', cwd: repoRoot, ...opts });
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(repoRoot, 'node_modules/.modules.yaml');
  const lock = path.join(repoRoot, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('• Afhankelijkheden installeren (pnpm install)…');
  pnpm(['install', '--frozen-lockfile'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}
