// API tests build the app in-process against a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set); each file opens a database of its own.
const base = require('../jest.preset').preset(__dirname, 'node');
// Dependencies of Fastify's plugins that ship ES modules only (Node's require(esm) loads them at
// runtime, Jest does not): SWC compiles them for the tests.
const ESM_ONLY = ['content-disposition', 'cookie'].join('|');

module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!(@storefront|${ESM_ONLY})/)(?!.*/node_modules/(${ESM_ONLY})/)`],
  // The security suite is a project of its own: jest.security.config.js.
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, '<rootDir>/test/security/'],
  testEnvironment: '<rootDir>/test/jest/node-environment.js',
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // PGlite is loaded outside Jest's sandbox: see test/jest/node-environment.js.
    '^@electric-sql/pglite$': '<rootDir>/test/jest/pglite.js',
    '^@electric-sql/pglite/contrib/pg_trgm$': '<rootDir>/test/jest/pglite-pg-trgm.js',
  },
  setupFilesAfterEnv: [
    ...base.setupFilesAfterEnv,
    '<rootDir>/test/jest/timeout.js',
    // Opt-in (API_ANSWER_LOG): logs every injected request and its answer, for refactorings.
    '<rootDir>/test/jest/record-answers.js',
  ],
};
