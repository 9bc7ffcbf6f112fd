// jest for the workspace's own tools (build, release, registry, compose file, the federation
// adapter): plain ESM.
export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scripts/**/*.test.mjs', '<rootDir>/tests/**/*.test.mjs', '<rootDir>/tools/**/*.test.mjs'],
  transform: {},
};
