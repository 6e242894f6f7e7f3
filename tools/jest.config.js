// Tests of the tools: the production static server (with its /api proxy) against a real upstream.
const base = require('../jest.preset').preset(__dirname, 'node');
// ES-module-only dependencies of @fastify/static, which Jest loads as CommonJS (as the API's config).
const ESM_ONLY = ['content-disposition', 'cookie'].join('|');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/*.test.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(@storefront|${ESM_ONLY})/)(?!.*/node_modules/(${ESM_ONLY})/)`],
};
