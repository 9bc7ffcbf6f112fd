// shared/ is one singleton for five apps, loaded with a strict version check: a change of its
// exports without a new version would let an app run against a shared/ that lacks what it was
// built with. exports.json records the exported names of the current version; this test fails
// when the exports and that record differ. After a change: raise the version in package.json
// (minor for additions, major for removals or renames), then record the new exports with
//   UPDATE_SHARED_EXPORTS=1 pnpm --filter @kraanvogel/shared test -- exports-version
// which refuses to record changed exports under an unchanged version.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
const recordFile = path.join(root, 'exports.json');

/** The package's entries (package.json "exports"): the names of every entry but the main one carry its path. */
const ENTRIES: [prefix: string, file: string][] = [
  ['', 'src/index.ts'],
  ['forms:', 'src/forms.ts'],
  ['rules:', 'src/rules.ts'],
  ['screens:', 'src/screens.ts'],
  ['status:', 'src/status.ts'],
  ['scanner:', 'src/scanner.ts'],
  ['offline:', 'src/offline.ts'],
];

function currentExports(): string[] {
  const program = ts.createProgram(ENTRIES.map(([, file]) => path.join(root, file)), {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    // Only the names matter: no default library, no @types packages.
    noLib: true,
    types: [],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  return ENTRIES.flatMap(([prefix, file]) => {
    const entry = program.getSourceFile(path.join(root, file))!;
    return checker.getExportsOfModule(checker.getSymbolAtLocation(entry)!).map((s) => `${prefix}${s.getName()}`);
  }).sort();
}

const parse = (v: string) => v.split('.').map(Number) as [number, number, number];
const greater = (a: string, b: string) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
  return false;
};

test('the exports of shared/ are those recorded for its version', () => {
  const version: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  const record: { version: string; exports: string[] } = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  const exports = currentExports();
  const same = JSON.stringify(exports) === JSON.stringify(record.exports);

  if (process.env.UPDATE_SHARED_EXPORTS === '1' && !same) {
    if (!greater(version, record.version)) {
      throw new Error(`shared/'s exports changed but its version is still ${version}: raise it in shared/package.json first.`);
    }
    fs.writeFileSync(recordFile, `${JSON.stringify({ version, exports }, null, 2)}\n`);
    return;
  }

  const added = exports.filter((e) => !record.exports.includes(e));
  const removed = record.exports.filter((e) => !exports.includes(e));
  expect({ version, added, removed }).toEqual({ version: record.version, added: [], removed: [] });
});
