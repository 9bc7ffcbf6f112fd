// The one lint configuration of the workspace. Besides code quality it holds DESIGN.md's house
// rules: a remote never imports another remote or the host, shared/ imports no app, and the
// host reaches remotes only through the federation runtime. Inside an app the imports go one
// way — app layer → features → shared code of the app (components, lib, stores, texts) — and
// no import cycles: a feature never imports the app layer or another feature.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content', 'mf-admin'];

/** Forbids importing any app folder or package except the importing app itself. */
function appBoundary(self) {
  const others = APPS.filter((a) => a !== self);
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Schemas are written with 'zod/mini', the dialect of '@kraanvogel/shared/forms': one zod per app (the classic build is 10 KB gzip more)." },
            { name: '@hookform/resolvers/zod', message: "Forms are made with useShopForm from '@kraanvogel/shared/forms': one form library for every remote." },
          ],
          patterns: [
            {
              group: others.flatMap((a) => [`**/${a}/**`, `@kraanvogel/${a}`, `@kraanvogel/${a}/**`]),
              message: 'Apps meet only through shared/ and exposed modules (DESIGN.md rule 1–2); load remotes with the federation runtime.',
            },
            {
              group: ['@kraanvogel/rules', '@kraanvogel/rules/**', '**/packages/**'],
              message: "Apps take the business rules from '@kraanvogel/shared/rules' (shared/src/rules.ts re-exports them), so shared/ stays the one singleton they run.",
            },
            {
              regex: '^\\.\\./\\.\\./',
              message: "Import the app's own code as '@/…' (its src/), not by climbing folders.",
            },
          ],
        },
      ],
    },
  };
}

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FRONTENDS = [...APPS, 'shared'];
const BROWSER_CODE = FRONTENDS.map((a) => `${a}/src/**/*.{ts,tsx}`);
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/testing/**', '**/test-utils/**'];

/** The feature folders of an app, read from disk so a new feature is covered at once. */
function featuresOf(app) {
  const dir = path.join(ROOT, app, 'src/features');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

/** app → features → the app's shared code: features import neither the app layer nor each other. */
function oneWay(app) {
  const zones = featuresOf(app).flatMap((feature) => [
    {
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/app`,
      message: 'A feature does not import the app layer (routes, registration): the app layer imports features.',
    },
    {
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other: move what both need to the app\'s components/ or lib/, or to shared/.',
    },
  ]);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    // The rule is about the running app's module graph; a test may look at two features at once.
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
  };
}

export const importRules = [
  {
    files: FRONTENDS.map((a) => `${a}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      // Each app's tsconfig maps '@/…' to its own src/: the resolver reads the tsconfig of the
      // importing file's app.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: FRONTENDS.map((a) => path.join(ROOT, a, 'tsconfig.json')), alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...APPS.map(oneWay),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', '**/dist/**', '.data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'shared/src/api/generated/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node's globals everywhere but in the code that runs in the browser (below).
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Browser code: the DOM only. webpack replaces process.env.NODE_ENV at build time.
    files: BROWSER_CODE,
    ignores: TEST_FILES,
    languageOptions: { globals: { ...globals.browser, process: 'readonly' } },
  },
  {
    // Benchmarks drive a page: part of their code runs inside it.
    files: ['scripts/bench-*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['host/src/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // A promise nobody awaits hides its failure: type-aware, over the apps' own code.
    files: [...BROWSER_CODE, 'api/src/**/*.ts'],
    ignores: TEST_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }] },
  },
  ...APPS.map(appBoundary),
  ...importRules,
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: APPS.flatMap((a) => [`**/${a}/**`, `@kraanvogel/${a}`]), message: 'shared/ imports no app.' }] },
      ],
    },
  },
  {
    // A page's first Intl formatter loads the locale's data (~17 ms of main thread, four times
    // that on a phone): made when a module is evaluated, it is part of the boot of every page that
    // loads the module. Formatters are made on first use (shared's dutchNumberFormat/dutchDateFormat).
    files: [...BROWSER_CODE, 'packages/rules/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration > VariableDeclarator', 'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'].map((at) => ({
          selector: `${at} > NewExpression[callee.object.name='Intl']`,
          message: "No Intl formatter at module level: use shared's dutchNumberFormat/dutchDateFormat, or make it on first use.",
        })),
      ],
    },
  },
  {
    // The rules package is framework-free: it imports nothing but its own files.
    files: ['packages/rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'packages/rules imports nothing outside itself (no framework, no app, no api code).' }] }],
    },
  },
  {
    // End-to-end tests wait for what the page does (a request, the DOM, an event) or move the
    // page's clock (page.clock): never a fixed sleep, which is too short on a loaded machine and
    // too long everywhere else.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for the observable event (a request, the DOM state) with expect/waitForResponse, or move the page\'s clock with page.clock.' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs,cjs}', '**/__tests__/**', '**/test/**', '**/jest.*.{cjs,mjs}', 'tools/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read JSON bodies whose shape is what they assert.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
