// The one lint configuration of the workspace. Besides code quality it holds DESIGN.md's house
// rules: a remote never imports another remote or the host, shared/ imports no app, and the
// host reaches remotes only through the federation runtime.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content'];

/** Forbids importing any app folder or package except the importing app itself. */
function appBoundary(self) {
  const others = APPS.filter((a) => a !== self);
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((a) => [`**/${a}/**`, `@kraanvogel/${a}`, `@kraanvogel/${a}/**`]),
              message: 'Apps meet only through shared/ and exposed modules (DESIGN.md rule 1–2); load remotes with the federation runtime.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', '**/dist/**', '.data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'shared/src/api/generated/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
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
  ...APPS.map(appBoundary),
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
