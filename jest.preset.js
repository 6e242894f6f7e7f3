// One Jest setup for every workspace: SWC turns TS/TSX into CommonJS; jsdom for the apps.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir the workspace folder; @param {'jsdom'|'node'} env */
function preset(dir, env = 'jsdom') {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    transform: { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(@storefront)/)'],
    setupFiles: env === 'jsdom' ? [path.join(__dirname, 'jest.polyfills.js')] : [],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.setup.js')] : [],
    moduleNameMapper: { '\\.(css|less|scss)$': path.join(__dirname, 'jest.style-mock.js') },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}
module.exports = { preset };
