// Jest reads `testTimeout` only from the top-level config, not from a project's, so a project
// config's value is ignored under the root run. API tests build an app on a fresh database per file
// (seconds on a busy 2-core machine): their hooks and tests get a minute.
jest.setTimeout(60000);
