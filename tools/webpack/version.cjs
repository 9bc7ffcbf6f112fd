// An app's version is its package version plus a hash of everything its build reads: its own
// sources, shared/, the workspace packages shared/ bundles (packages/*), the lockfile, this
// build tooling, and the names every app imports from the tree-shaken shared packages (each
// app's build of them keeps those: shared-deps.cjs). Same inputs, same folder; so a version folder, once published, is never
// overwritten, and an unchanged app is not rebuilt.
const nodeCrypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { TREE_SHAKEN, importedNames } = require('./shared-deps.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results', '__tests__']);

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(e.name) || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (!/\.test\.[cm]?[jt]sx?$/.test(e.name)) out.push(p);
  }
}

function appVersion(appDir) {
  const files = [];
  for (const d of ['src', 'public']) walk(path.join(appDir, d), files);
  walk(path.join(repoRoot, 'shared/src'), files);
  const packages = path.join(repoRoot, 'packages');
  for (const p of fs.existsSync(packages) ? fs.readdirSync(packages).sort() : []) walk(path.join(packages, p, 'src'), files);
  walk(__dirname, files);
  files.push(path.join(appDir, 'package.json'), path.join(appDir, 'webpack.config.cjs'));
  files.push(path.join(repoRoot, 'pnpm-lock.yaml'));
  const h = nodeCrypto.createHash('sha256');
  for (const f of files) {
    if (!fs.existsSync(f)) continue;
    h.update(path.relative(repoRoot, f));
    h.update(fs.readFileSync(f));
  }
  for (const pkg of TREE_SHAKEN) h.update(`${pkg}:${importedNames(pkg).join(',')}`);
  h.update(process.env.NODE_ENV || 'production');
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${pkg.version}-${h.digest('hex').slice(0, 8)}`;
}

module.exports = { appVersion };
