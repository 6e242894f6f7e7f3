// Every runtime export of every public entry has the version that added it in shared/api-levels.json:
// a remote asks for the highest level among the exports it imports (shared-modules.ts), so a new
// export listed with an old version would let a remote load in a shell that lacks it.
import fs from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, string>;
};
const levels = JSON.parse(fs.readFileSync(path.join(__dirname, '../api-levels.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;
const entries = Object.keys(pkg.exports)
  .filter((key) => !key.endsWith('.css') && key !== './testing')
  .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));

const atMost = (version: string, limit: string) => {
  const [a, b] = [version, limit].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] < b[i];
  return true;
};

test.each(entries)('%s: every runtime export is listed with the version that added it, and no other', async (entry) => {
  const runtime = Object.keys((await import(entry)) as object)
    .filter((name) => name !== '__esModule' && name !== 'default')
    .sort();
  // A new export: add it to shared/api-levels.json with the version that releases it.
  expect(Object.keys(levels[entry] ?? {}).sort()).toEqual(runtime);
  for (const version of Object.values(levels[entry] ?? {})) {
    expect({ version, valid: /^\d+\.\d+\.\d+$/.test(version) && atMost(version, pkg.version) }).toEqual({
      version,
      valid: true,
    });
  }
});

test('lists only the public entries', () => {
  expect(Object.keys(levels).sort()).toEqual([...entries].sort());
});
