// A remote exposes only files under src/exposes/: what the shell may load from a remote is one
// folder of re-exports, so the rest of the remote can change without breaking the shell.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
const REMOTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth'];

test.each(REMOTES)('%s exposes only files under src/exposes/', (remote) => {
  const config = fs.readFileSync(path.join(root, remote, 'rspack.config.ts'), 'utf8');
  const exposed = [...config.matchAll(/'\.\/[A-Za-z]+':\s*'([^']+)'/g)].map(([, file]) => file);
  expect(exposed.length).toBeGreaterThan(0);
  expect(exposed.filter((file) => !file.startsWith('./src/exposes/'))).toEqual([]);
});
