// The lint rules that keep each app's imports one way (app layer → features → the app's own
// shared code) and free of cycles, shown on probe files: a deliberate cycle, a feature importing
// the app layer (through the '@/' alias), a feature importing another feature, an import that
// climbs two folders and a promise left floating fail; ordinary imports pass.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { ESLint } = require('eslint');

const probe = `lintprobe${process.pid}`;
const featureA = path.join(root, 'host/src/features', `${probe}a`);
const featureB = path.join(root, 'host/src/features', `${probe}b`);
const files = {
  [path.join(featureA, 'first.ts')]: "import { second } from './second';\nexport const first = () => second();\n",
  [path.join(featureA, 'second.ts')]: "import { first } from './first';\nexport const second = (): unknown => first;\n",
  [path.join(featureA, 'uses-app.ts')]: "import { PAGE_ROUTE_ID } from '@/app/router';\nexport const r = PAGE_ROUTE_ID;\n",
  [path.join(featureA, 'climbs.ts')]: "import { texts } from '../../texts';\nexport const t = texts;\n",
  [path.join(featureA, 'clean.ts')]: "import { texts } from '@/texts';\nimport { Button } from '@kraanvogel/shared';\nexport const ok = [texts, Button];\n",
  [path.join(featureA, 'floating.ts')]: 'export async function later(): Promise<number> {\n  return 1;\n}\nexport function start(): void {\n  later();\n}\n',
  [path.join(featureB, 'uses-other.ts')]: `import { ok } from '../${probe}a/clean';\nexport const again = ok;\n`,
};

let results;
beforeAll(async () => {
  fs.mkdirSync(featureA, { recursive: true });
  fs.mkdirSync(featureB, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(file, text);
  // The config reads the feature folders when it loads: the probes exist by then.
  const eslint = new ESLint({ cwd: root });
  results = await eslint.lintFiles(Object.keys(files));
}, 60000);

afterAll(() => {
  fs.rmSync(featureA, { recursive: true, force: true });
  fs.rmSync(featureB, { recursive: true, force: true });
});

const messagesOf = (name) => results.find((r) => r.filePath.endsWith(name)).messages.map((m) => `${m.ruleId}: ${m.message}`);

test('an import cycle fails', () => {
  expect(messagesOf('first.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  expect(messagesOf('second.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
});

test('a feature importing the app layer fails', () => {
  expect(messagesOf('uses-app.ts')).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*does not import the app layer/)]);
});

test('a feature importing another feature fails', () => {
  expect(messagesOf('uses-other.ts')).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/)]);
});

test("an import that climbs two folders fails: the app's own code is '@/…'", () => {
  expect(messagesOf('climbs.ts')).toEqual([expect.stringMatching(/^no-restricted-imports: .*'@\/…'/)]);
});

test('a promise nobody awaits or catches fails', () => {
  expect(messagesOf('floating.ts')).toEqual([expect.stringMatching(/^@typescript-eslint\/no-floating-promises: /)]);
});

test("a feature importing the app's texts and shared/ passes", () => {
  expect(messagesOf('clean.ts')).toEqual([]);
});
