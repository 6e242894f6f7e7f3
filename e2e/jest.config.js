// End-to-end tests: production builds served as in production (each remote on its own origin),
// the API on a fresh embedded database, driven through headless Debian chromium.
const base = require('../jest.preset').preset(__dirname, 'node');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // A failed test prints what its pages showed (support/failure-report.ts).
  testEnvironment: '<rootDir>/support/failure-environment.ts',
  setupFilesAfterEnv: ['<rootDir>/support/failure-report.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
