#!/usr/bin/env node
// Development mode.
//   pnpm dev                 every app's dev server with live reload (host on :3000, remotes on
//                            :3001–3005) and the api on :8080; open http://localhost:3000
//   pnpm dev <remote> [...]  only those remotes in dev, against the built others, all served by
//                            the one-port server; open http://localhost:8080
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, REMOTES, appName, repoRoot } from './lib/apps.mjs';
import { ensureInstalled } from './lib/pnpm.mjs';

const DEV_PORTS = { host: 3000, catalog: 3001, checkout: 3002, account: 3003, content: 3004, admin: 3005 };
const API_PORT = Number(process.env.PORT ?? 8080);

ensureInstalled();
const picked = process.argv.slice(2).map(appName);
const all = picked.length === 0;
const devApps = all ? Object.keys(APPS) : picked;
if (!all && devApps.includes('host')) {
  console.error('De host draait in ontwikkelmodus alleen samen met alle remotes: gebruik `pnpm dev` zonder argumenten.');
  process.exit(1);
}

const children = [];
function start(name, cmd, args, opts) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  const prefix = `[${name}] `;
  for (const s of [child.stdout, child.stderr]) s.on('data', (d) => process.stdout.write(d.toString().replace(/^(?=.)/gm, prefix)));
  child.on('exit', (code) => console.log(`${prefix}gestopt (${code})`));
  children.push(child);
}

// Built versions of everything not in dev (and the registry the api serves).
if (!all) {
  const build = spawn(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], { stdio: 'inherit' });
  await new Promise((r) => build.on('exit', r));
}

const overrides = (all ? REMOTES : devApps).map((r) => `${r}=http://localhost:${DEV_PORTS[r]}/mf-manifest.json`).join(',');
start('api', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], {
  cwd: path.join(repoRoot, 'api'),
  env: { ...process.env, PORT: String(API_PORT), REMOTE_OVERRIDES: overrides, PUBLIC_URL: all ? 'http://localhost:3000' : `http://localhost:${API_PORT}` },
});
for (const app of devApps) {
  const dir = path.join(repoRoot, APPS[app]);
  const cli = path.join(dir, 'node_modules/webpack-cli/bin/cli.js');
  start(app, process.execPath, [cli, 'serve', '--config', 'webpack.config.cjs'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'development', API_ORIGIN: `http://localhost:${API_PORT}` },
  });
}
console.log(all ? '\n→ Open http://localhost:3000' : `\n→ Open http://localhost:${API_PORT} (${devApps.join(', ')} in ontwikkelmodus)`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { for (const c of children) c.kill(sig); process.exit(0); });
