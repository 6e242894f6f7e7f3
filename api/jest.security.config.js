// The security suite (test/security): a Jest project of its own, so `npm test` runs it as a stage
// of its own (PGlite, then PostgreSQL) and prints what it covered. Same setup as the API's tests.
const api = require('./jest.config');

module.exports = {
  ...api,
  displayName: 'api-security',
  testMatch: ['<rootDir>/test/security/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
