// A build's identity in its manifest (tools/build/build-info-plugin.cjs): the same files give the
// same id, whatever order they come in; any changed byte gives another.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { buildId, withBuildInfo, currentCommit } = require('./build/build-info-plugin.cjs') as {
  buildId: (files: { name: string; content: Buffer }[]) => string;
  withBuildInfo: (json: string, info: { id: string; extra: object }, metaData?: object) => string;
  currentCommit: (cwd: string, env: Record<string, string>) => string;
};

const file = (name: string, text: string) => ({ name, content: Buffer.from(text) });

test('the build id is a hash of the files: stable across orders, new for any change', () => {
  const id = buildId([file('remoteEntry.js', 'a'), file('main.12345678.js', 'b')]);
  expect(id).toMatch(/^[0-9a-f]{12}$/);
  expect(buildId([file('main.12345678.js', 'b'), file('remoteEntry.js', 'a')])).toBe(id);
  expect(buildId([file('remoteEntry.js', 'a'), file('main.12345678.js', 'c')])).not.toBe(id);
  // The same bytes under another name are another build.
  expect(buildId([file('remoteEntry.js', 'a'), file('main.87654321.js', 'b')])).not.toBe(id);
});

test('the manifest gets the id, commit and build time in metaData.buildInfo, and what the app adds', () => {
  const manifest = JSON.stringify({
    name: 'shell',
    metaData: { buildInfo: { buildVersion: '1.0.0', buildName: 'shell' } },
  });
  const written = JSON.parse(
    withBuildInfo(
      manifest,
      { id: '3f2a9c1d4e5b', extra: { commit: 'c0ffee', builtAt: '2026-01-01T00:00:00.000Z' } },
      { remoteModules: ['catalog/HomePage'] },
    ),
  ) as { metaData: object };
  expect(written.metaData).toEqual({
    buildInfo: {
      buildVersion: '3f2a9c1d4e5b',
      buildName: 'shell',
      commit: 'c0ffee',
      builtAt: '2026-01-01T00:00:00.000Z',
    },
    remoteModules: ['catalog/HomePage'],
  });
});

test('BUILD_COMMIT names the commit where the build has no git checkout (an image build)', () => {
  expect(currentCommit('/', { BUILD_COMMIT: 'abc1234' })).toBe('abc1234');
  expect(currentCommit(__dirname, {})).toMatch(/^([0-9a-f]{40}(-dirty)?|unknown)$/);
});
