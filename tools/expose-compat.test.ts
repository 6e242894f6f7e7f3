// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { exposeProblems } = require('./expose-compat.cjs') as {
  exposeProblems: (shell: unknown, remote: unknown) => string[];
};

const shell = { metaData: { remoteModules: ['catalog/HomePage', 'catalog/SearchBox', 'auth/LoginPage'] } };

test("a remote exposing every module the shell loads from it passes; the others' modules are not its business", () => {
  const catalog = { name: 'catalog', exposes: [{ path: './HomePage' }, { path: './SearchBox' }, { path: './Extra' }] };
  expect(exposeProblems(shell, catalog)).toEqual([]);
});

test('a release that lost a module the shell loads is named', () => {
  expect(exposeProblems(shell, { name: 'catalog', exposes: [{ path: './HomePage' }] })).toEqual([
    'catalog does not expose catalog/SearchBox, which the shell loads',
  ]);
});

test('a shell build that names nothing (an older build) checks nothing', () => {
  expect(exposeProblems({ metaData: {} }, { name: 'catalog', exposes: [] })).toEqual([]);
});
