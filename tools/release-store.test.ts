// Releases on disk (tools/release-store.cjs): published once under their build id, the oldest
// pruned, the live one chosen in the live-releases file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const store = require('./release-store.cjs') as {
  publishBuild: (o: { buildDir: string; dir: string; move?: boolean }) => { id: string; existed: boolean };
  listReleases: (dir: string) => { id: string; builtAt: string; commit: string }[];
  pruneReleases: (o: { dir: string; keep?: number; protect?: string[] }) => string[];
  previousRelease: (dir: string, id: string) => { id: string } | null;
  setLiveRelease: (o: { file: string; remotes: string[]; remote: string; id: string }) => Record<string, string>;
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
const dir = path.join(work, 'releases');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A finished build (what rspack writes, reduced to what a release needs). */
function build(id: string, builtAt: string, chunk = `chunk of ${id}`) {
  const out = path.join(work, `build-${id}-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(path.join(out, 'server'), { recursive: true });
  const buildInfo = { buildVersion: id, commit: 'c0ffee', builtAt };
  fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({ name: 'catalog', metaData: { buildInfo } }));
  fs.writeFileSync(path.join(out, 'main.12345678.js'), chunk);
  fs.writeFileSync(path.join(out, 'server', 'mf-manifest.json'), '{}');
  return out;
}

test('a build is published under its id, whole, and never written over', () => {
  const first = store.publishBuild({ buildDir: build('aaa111', '2026-01-01T10:00:00.000Z'), dir, move: true });
  expect(first).toMatchObject({ id: 'aaa111', existed: false });
  expect(fs.readFileSync(path.join(dir, 'aaa111', 'main.12345678.js'), 'utf8')).toBe('chunk of aaa111');
  expect(fs.existsSync(path.join(dir, 'aaa111', 'server', 'mf-manifest.json'))).toBe(true);

  const again = store.publishBuild({ buildDir: build('aaa111', '2026-01-02T10:00:00.000Z', 'other'), dir });
  expect(again).toMatchObject({ id: 'aaa111', existed: true });
  expect(fs.readFileSync(path.join(dir, 'aaa111', 'main.12345678.js'), 'utf8')).toBe('chunk of aaa111');
});

test('a build without a build id is not published', () => {
  const out = build('bbb222', '2026-01-02T10:00:00.000Z');
  fs.writeFileSync(
    path.join(out, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.0.0' } } }),
  );
  expect(() => store.publishBuild({ buildDir: out, dir })).toThrow(/carries no build id/);
});

test('releases are listed by build time; the oldest beyond the kept number go, never the protected one', () => {
  store.publishBuild({ buildDir: build('ccc333', '2026-01-03T10:00:00.000Z'), dir, move: true });
  store.publishBuild({ buildDir: build('bbb222', '2026-01-02T10:00:00.000Z'), dir, move: true });
  store.publishBuild({ buildDir: build('ddd444', '2026-01-04T10:00:00.000Z'), dir, move: true });
  expect(store.listReleases(dir).map((r) => r.id)).toEqual(['aaa111', 'bbb222', 'ccc333', 'ddd444']);
  expect(store.previousRelease(dir, 'ccc333')?.id).toBe('bbb222');
  expect(store.previousRelease(dir, 'aaa111')).toBeNull();

  expect(store.pruneReleases({ dir, keep: 2, protect: ['aaa111'] })).toEqual(['bbb222']);
  expect(store.listReleases(dir).map((r) => r.id)).toEqual(['aaa111', 'ccc333', 'ddd444']);
});

test('choosing a live release keeps the other remotes’ and replaces the file whole', () => {
  const file = path.join(work, 'live', 'live-releases.json');
  const remotes = ['catalog', 'auth'];
  store.setLiveRelease({ file, remotes, remote: 'auth', id: 'eee555' });
  expect(store.setLiveRelease({ file, remotes, remote: 'catalog', id: 'ccc333' })).toEqual({
    auth: 'eee555',
    catalog: 'ccc333',
  });
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ auth: 'eee555', catalog: 'ccc333' });
  expect(fs.readdirSync(path.dirname(file))).toEqual(['live-releases.json']);
  expect(() => store.setLiveRelease({ file, remotes, remote: 'catalog', id: '../x' })).toThrow(/not a release id/);
});
