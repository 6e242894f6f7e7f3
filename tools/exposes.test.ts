// A remote exposes only files under src/exposes/: what the shell may load from a remote is one
// folder of re-exports, so the rest of the remote can change without breaking the shell.
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES } from '../shell/src/remotes/page-modules';

const root = path.join(__dirname, '..');
const REMOTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth'];

test.each(REMOTES)('%s exposes only files under src/exposes/', (remote) => {
  const config = fs.readFileSync(path.join(root, remote, 'rspack.config.ts'), 'utf8');
  const exposed = [...config.matchAll(/'\.\/[A-Za-z]+':\s*'([^']+)'/g)].map(([, file]) => file);
  expect(exposed.length).toBeGreaterThan(0);
  expect(exposed.filter((file) => !file.startsWith('./src/exposes/'))).toEqual([]);
});

// What the shell's route table and header load from each remote (shell/src/remotes/page-modules.ts)
// is exactly what the remote exposes: a release that drops or renames a module the shell loads would
// leave its route showing the fallback; a module nobody loads is a seam nobody checks.
const FOLDER_OF: Record<string, string> = {
  catalog: 'mf-catalog',
  checkout: 'mf-checkout',
  account: 'mf-account',
  auth: 'mf-auth',
};

test.each(REMOTES)("%s exposes the modules the shell's route table names, and only those", (remote) => {
  const config = fs.readFileSync(path.join(root, remote, 'rspack.config.ts'), 'utf8');
  const exposed = [...config.matchAll(/'(\.\/[A-Za-z]+)':\s*'[^']+'/g)].map(([, name]) => name).sort();
  const named = Object.values(PAGE_MODULES)
    .filter((module) => FOLDER_OF[module.remote] === remote)
    .map((module) => module.expose)
    .sort();
  expect(exposed).toEqual([...new Set(named)]);
});
