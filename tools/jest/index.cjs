// The jest setup every frontend package shares: TypeScript/TSX through @swc/jest, jsdom,
// Testing Library's matchers.
const path = require('node:path');

module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@kraanvogel))'],
    moduleNameMapper: {
      '\\.(woff2?|png|svg|jpe?g)$': path.join(__dirname, 'file-stub.cjs'),
      // '@/…' is the app's own src/, as in its tsconfig and webpack config.
      '^@/(.*)$': '<rootDir>/src/$1',
      // The workspace's ES-module packages (packages/rules) import './x.js': the .ts beside it.
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: [path.join(__dirname, 'polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    ...overrides,
  };
};
