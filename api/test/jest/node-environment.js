// Jest's node environment plus a way to load a package with Node's own require, outside Jest's
// module sandbox. PGlite's CommonJS build loads Node built-ins with dynamic import(), which the
// sandbox refuses unless Node runs with --experimental-vm-modules.
const { TestEnvironment } = require('jest-environment-node');

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__requireOutsideSandbox = require;
  }
}

module.exports = ApiTestEnvironment;
