// The floor of first-load JavaScript: the shared libraries the apps use (react, react-dom,
// react-router, TanStack Query, styled-components, zustand, oidc-client-ts, react-hot-toast)
// bundled alone by webpack, tree-shaken to exactly the names the apps' sources import from them,
// minified, gzipped. No federation runtime, no app code: what no build of the shop can go below.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { repoRoot } from './apps.mjs';

const require = createRequire(path.join(repoRoot, 'tools/webpack/package.json'));
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');

const APP_DIRS = ['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content', 'mf-admin', 'shared'];
const LIBRARIES = ['react', 'react-dom', 'react-dom/client', 'react-router', '@tanstack/react-query', 'styled-components', 'zustand', 'zustand/middleware', 'oidc-client-ts', 'react-hot-toast'];

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    // Tests and their helpers (src/testing/) are not shipped.
    if (e.name === 'node_modules' || e.name === '__tests__' || e.name === 'testing') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(tsx?|jsx?|mjs)$/.test(e.name) && !/\.test\./.test(e.name)) out.push(p);
  }
  return out;
}

/** Per library: the value names (and `default`) the apps' sources import. */
export function importsOfApps() {
  const used = new Map(LIBRARIES.map((l) => [l, new Set()]));
  const re = /import\s+(type\s+)?([\w$]+)?\s*,?\s*(\{[^}]*\}|\*\s+as\s+[\w$]+)?\s*from\s*['"]([^'"]+)['"]/g;
  for (const dir of APP_DIRS) {
    for (const file of sourceFiles(path.join(repoRoot, dir, 'src'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(re)) {
        const [, typeOnly, def, braces, from] = m;
        const names = used.get(from);
        if (!names || typeOnly) continue;
        if (def) names.add('default');
        if (braces?.startsWith('*')) names.add('*');
        else if (braces) {
          for (const part of braces.slice(1, -1).split(',')) {
            const p = part.trim();
            if (!p || p.startsWith('type ')) continue;
            names.add(p.split(/\s+as\s+/)[0].trim());
          }
        }
      }
    }
  }
  // The automatic JSX runtime every .tsx file uses.
  used.set('react/jsx-runtime', new Set(['jsx', 'jsxs', 'Fragment']));
  return used;
}

/** Builds the floor bundle; returns its gzip size and the per-library names it kept. */
export async function floorSize() {
  const used = importsOfApps();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kraanvogel-floor-'));
  const lines = [];
  let i = 0;
  for (const [lib, names] of used) {
    if (names.size === 0) continue;
    if (names.has('*')) lines.push(`export * as lib${i++} from '${lib}';`);
    else lines.push(`export { ${[...names].map((n) => `${n} as lib${i++}`).join(', ')} } from '${lib}';`);
  }
  const entry = path.join(dir, 'entry.mjs');
  fs.writeFileSync(entry, lines.join('\n'));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry,
    devtool: false,
    output: { path: path.join(dir, 'out'), filename: 'floor.js', library: { type: 'module' } },
    experiments: { outputModule: true },
    resolve: { modules: [...APP_DIRS.map((d) => path.join(repoRoot, d, 'node_modules')), 'node_modules'] },
    // In this process, no worker processes: one small bundle.
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false, terserOptions: { compress: { passes: 2 } } })] },
    performance: { hints: false },
  });
  await new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || stats.hasErrors()) reject(err ?? new Error(stats.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  const out = fs.readFileSync(path.join(dir, 'out/floor.js'));
  fs.rmSync(dir, { recursive: true, force: true });
  return { gzip: zlib.gzipSync(out, { level: 6 }).length, libraries: Object.fromEntries([...used].map(([l, n]) => [l, n.size])) };
}
