#!/usr/bin/env node
// `npm test`: every check of the workspace, in the order that fails fastest: install, build,
// typecheck, lint, jest in every package, then Playwright against the built site in Chromium.
//   node scripts/test.mjs [--skip-e2e] [--only typecheck|lint|unit|e2e]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const want = (step) => (only ? only === step : !(step === 'e2e' && args.includes('--skip-e2e')));
const timings = [];

function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  fn();
  timings.push([name, (Date.now() - started) / 1000]);
}

function node(script, scriptArgs = [], opts = {}) {
  const r = spawnSync(process.execPath, [script, ...scriptArgs], { stdio: 'inherit', cwd: repoRoot, ...opts });
  if (r.status !== 0) throw new Error(`${path.basename(script)} ${scriptArgs.join(' ')} stopte met code ${r.status}`);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return;
  // Debian's chromium: Playwright's own browser download cannot work on these machines.
  console.log('• Chromium ontbreekt: installeren met apt-get (Debian-pakket chromium)…');
  const r = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
  if (r.status !== 0 || !fs.existsSync(chromium)) throw new Error(`Chromium niet gevonden op ${chromium}; installeer het Debian-pakket 'chromium' of zet CHROMIUM_PATH.`);
}

try {
  step('install', ensureInstalled);
  if (want('e2e') || want('typecheck')) step('build', () => node('scripts/build.mjs'));
  if (want('typecheck')) step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  if (want('lint')) step('lint', () => node(path.join(repoRoot, 'node_modules/eslint/bin/eslint.js'), ['.', '--max-warnings=0']));
  if (want('unit')) {
    // e2e's own test script is Playwright: it runs in its own step below, not here.
    step('jest (packages)', () => pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@kraanvogel/e2e', 'run', 'test']));
    step('jest (workspace tools)', () =>
      node(path.join(repoRoot, 'node_modules/jest/bin/jest.js'), ['-c', 'jest.config.mjs'], {
        env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
      }),
    );
  }
  if (want('e2e')) {
    step('chromium', ensureChromium);
    // A fresh demo database for every run, so the tests see the same data every time.
    for (const d of fs.existsSync(path.join(repoRoot, '.data')) ? fs.readdirSync(path.join(repoRoot, '.data')) : []) {
      if (d.startsWith('e2e-')) fs.rmSync(path.join(repoRoot, '.data', d), { recursive: true, force: true });
    }
    step('e2e (playwright)', () => pnpm(['--filter', '@kraanvogel/e2e', 'run', 'test'], { env: { ...process.env, CI: '1' } }));
  }
} catch (e) {
  console.error(`\n✗ ${e.message}`);
  process.exit(1);
}
console.log('\n✓ Alles geslaagd');
for (const [name, s] of timings) console.log(`  ${name.padEnd(24)} ${s.toFixed(1)} s`);
