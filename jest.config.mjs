// jest for the workspace's own tools (build, release, registry, compose file): plain ESM.
export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scripts/**/*.test.mjs', '<rootDir>/tests/**/*.test.mjs'],
  transform: {},
};
