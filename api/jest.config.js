// The api's tests run as ES modules (the package is "type": "module"): node's
// --experimental-vm-modules with @swc/jest emitting ES modules. One global setup makes the
// template databases that every test file copies (PGlite) or clones (PostgreSQL).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  // Sources import './x.js' (NodeNext); jest resolves the .ts beside it.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // light-my-request (app.inject) require()s cookie 2, which is ESM-only; jest's module system
    // cannot require ESM before Node 24.9. cookie 1.1 is the same API as CommonJS.
    '^cookie$': require.resolve('cookie-cjs'),
    // The same for @fastify/static's content-disposition 3 (ESM-only); 0.5 is the same API.
    '^content-disposition$': require.resolve('content-disposition-cjs'),
  },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/quiet.js'],
  // The PGlite and PostgreSQL runs go side by side on two cores (scripts/test.mjs).
  testTimeout: 120_000,
  // Each run is one worker process, replaced once a test file leaves it holding more than this:
  // the module graphs and embedded databases of finished files are not all given back, and in one
  // process kept for the whole run the garbage collector's work grows with them.
  maxWorkers: 1,
  workerIdleMemoryLimit: '1200MB',
};
