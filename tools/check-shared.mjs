// Deploy check for one remote: node tools/check-shared.mjs <shell manifest> <remote manifest>...
// Each argument is a URL (the live shell's https://…/mf-manifest.json) or a file (a new build's
// dist/mf-manifest.json). Exits 1, naming each problem, when the shell lacks what a remote needs:
// '✗' for what the shell would refuse to load (deploy the shell first) or a module the shell loads
// that the remote does not expose, '!' for a singleton older than the one the remote was built with
// (docs/architecture-notes.md). `npm test` runs it on the
// builds of one commit; `tools/release.mjs use` applies the same rule before a release goes live.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { sharedProblems } = require('./shared-compat.cjs');
const { exposeProblems } = require('./expose-compat.cjs');

async function readManifest(where) {
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${where} answered HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(fs.readFileSync(where, 'utf8'));
}

const [shellWhere, ...remoteWheres] = process.argv.slice(2);
if (!shellWhere || remoteWheres.length === 0) {
  console.error('Usage: node tools/check-shared.mjs <shell mf-manifest.json> <remote mf-manifest.json>...');
  process.exit(2);
}
try {
  const shell = await readManifest(shellWhere);
  let failed = false;
  for (const where of remoteWheres) {
    const remote = await readManifest(where);
    const problems = [
      ...sharedProblems(shell, remote).map((p) => `${p.refused ? '✗' : '!'} ${p.message}`),
      ...exposeProblems(shell, remote).map((message) => `✗ ${message}`),
    ];
    failed ||= problems.length > 0;
    console.log(
      problems.length
        ? problems.join('\n')
        : `✓ ${remote.name}: every singleton the shell loads is one it can use, and it exposes what the shell loads`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} catch (err) {
  console.error(err.message);
  process.exitCode = 2;
}
