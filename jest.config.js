// `npm run test:unit`: every workspace's Jest project (the e2e suite runs separately).
module.exports = {
  // Jest honours this only here, not in a project's config. Generous: CI machines have 2 cores.
  testTimeout: 20000,
  projects: [
    ...['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth', 'api', 'tools'].map(
      (dir) => `<rootDir>/${dir}`,
    ),
    // The API's security suite (api/test/security), run by `npm test` as a stage of its own.
    '<rootDir>/api/jest.security.config.js',
  ],
};
