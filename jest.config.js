// `npm run test:unit`: every workspace's Jest project (the e2e suite runs separately).
module.exports = {
  projects: ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth', 'api']
    .map((dir) => `<rootDir>/${dir}`),
};
