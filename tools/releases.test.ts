// The release layout and the live-releases file (tools/releases.cjs): what a live release makes of
// the runtime config, and how the shell's server sees the file change while it runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigMapVolume } from './lib/configmap-volume';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const releases = require('./releases.cjs') as {
  parseLiveReleases: (text: string, remotes: string[]) => Record<string, string>;
  releaseUrl: (url: string, id: string) => string;
  withLiveReleases: (
    plain: { runtimeConfig: { remotes: Record<string, string> }; serverManifests: Record<string, string> },
    live: Record<string, string>,
  ) => { runtimeConfig: { remotes: Record<string, string> }; serverManifests: Record<string, string> };
  watchLiveReleases: (options: {
    file: string;
    remotes: string[];
    recheckMs?: number;
    now?: () => number;
    log?: (message: string) => void;
  }) => () => Record<string, string>;
  releasesDir: (app: string, env: Record<string, string>) => string;
};

const REMOTES = ['catalog', 'checkout', 'account', 'auth'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('releaseUrl', () => {
  it.each([
    ['http://localhost:3001/mf-manifest.json', 'http://localhost:3001/releases/3f2a9c1d4e5b/mf-manifest.json'],
    [
      'http://localhost:3001/server/mf-manifest.json',
      'http://localhost:3001/releases/3f2a9c1d4e5b/server/mf-manifest.json',
    ],
    [
      'https://cdn.example.pk/catalog/mf-manifest.json',
      'https://cdn.example.pk/catalog/releases/3f2a9c1d4e5b/mf-manifest.json',
    ],
  ])('%s of release 3f2a9c1d4e5b is %s', (url, expected) => {
    expect(releases.releaseUrl(url, '3f2a9c1d4e5b')).toBe(expected);
  });
});

describe('parseLiveReleases', () => {
  it('reads release ids by remote name', () => {
    expect(releases.parseLiveReleases('{ "catalog": "3f2a9c1d4e5b" }', REMOTES)).toEqual({ catalog: '3f2a9c1d4e5b' });
  });

  it.each([
    ['not json', /not JSON/],
    ['[]', /must be an object/],
    ['{ "search": "3f2a9c1d4e5b" }', /unknown remote "search"/],
    ['{ "catalog": "../../etc" }', /not a release id/],
    ['{ "catalog": 12 }', /not a release id/],
  ])('refuses %s, saying why', (text, message) => {
    expect(() => releases.parseLiveReleases(text, REMOTES)).toThrow(message);
  });
});

test('a live release moves both of its manifests into its release; the other remotes stay', () => {
  const plain = {
    runtimeConfig: {
      remotes: { catalog: 'http://localhost:3001/mf-manifest.json', auth: 'http://localhost:3004/mf-manifest.json' },
    },
    serverManifests: {
      catalog: 'http://catalog.internal/server/mf-manifest.json',
      auth: 'http://localhost:3004/server/mf-manifest.json',
    },
  };
  expect(releases.withLiveReleases(plain, { catalog: 'abc123' })).toEqual({
    runtimeConfig: {
      remotes: {
        catalog: 'http://localhost:3001/releases/abc123/mf-manifest.json',
        auth: 'http://localhost:3004/mf-manifest.json',
      },
    },
    serverManifests: {
      catalog: 'http://catalog.internal/releases/abc123/server/mf-manifest.json',
      auth: 'http://localhost:3004/server/mf-manifest.json',
    },
  });
});

test('releases are kept under the app, or under RELEASES_DIR', () => {
  expect(releases.releasesDir('mf-catalog', {})).toBe(path.join(__dirname, '..', 'mf-catalog', 'releases'));
  expect(releases.releasesDir('mf-catalog', { RELEASES_DIR: work })).toBe(path.join(work, 'mf-catalog'));
});

describe('watchLiveReleases', () => {
  const file = path.join(work, 'live-releases.json');
  let clock = 0;
  const logged: string[] = [];
  const watch = () =>
    releases.watchLiveReleases({ file, remotes: REMOTES, now: () => clock, log: (m) => logged.push(m) });

  it('has none without a file, and sees one written later at its next look (after a second)', () => {
    fs.rmSync(file, { force: true });
    const current = watch();
    expect(current()).toEqual({});
    fs.writeFileSync(file, '{ "catalog": "aaa111" }');
    expect(current()).toEqual({});
    clock += 1_000;
    expect(current()).toEqual({ catalog: 'aaa111' });
  });

  it('keeps the last good releases when the file is broken, and says so', () => {
    fs.writeFileSync(file, '{ "catalog": "aaa111" }');
    const current = watch();
    fs.writeFileSync(file, '{ "catalog": ');
    clock += 1_000;
    expect(current()).toEqual({ catalog: 'aaa111' });
    expect(logged.at(-1)).toMatch(/kept as they were/);
    fs.writeFileSync(file, '{ "catalog": "bbb222", "auth": "ccc333" }');
    clock += 1_000;
    expect(current()).toEqual({ catalog: 'bbb222', auth: 'ccc333' });
  });

  it('stops a server at start on a file it cannot read', () => {
    fs.writeFileSync(file, '{ "catalogue": "aaa111" }');
    expect(watch).toThrow(/unknown remote "catalogue"/);
  });
});

describe('watchLiveReleases on a Kubernetes ConfigMap volume', () => {
  it('sees each update of the mounted key, the file being a link that never changes', () => {
    const volume = new ConfigMapVolume(path.join(work, 'configmap'), 'live-releases.json');
    volume.write('{ "catalog": "aaa111" }');
    let clock = 0;
    const current = releases.watchLiveReleases({ file: volume.file, remotes: REMOTES, now: () => clock });
    expect(current()).toEqual({ catalog: 'aaa111' });
    const firstTime = fs.statSync(volume.file).mtime;

    // The same size and the same time as before: only the folder the key resolves to tells them apart.
    volume.write('{ "catalog": "bbb222" }', firstTime);
    clock += 1_000;
    expect(current()).toEqual({ catalog: 'bbb222' });

    // Rolled back: the first text again.
    volume.write('{ "catalog": "aaa111" }', firstTime);
    clock += 1_000;
    expect(current()).toEqual({ catalog: 'aaa111' });
    expect(fs.lstatSync(volume.file).isSymbolicLink()).toBe(true);
  });
});
