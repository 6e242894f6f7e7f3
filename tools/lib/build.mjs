// Builds the front-end apps that are missing a production build or whose sources changed since.
import fs from 'node:fs';
import path from 'node:path';
import { root, FRONTENDS } from './apps.mjs';
import { exec } from './processes.mjs';

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function isStale(folder) {
  const marker = path.join(root, folder, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = [
    path.join(root, folder, 'src'),
    path.join(root, folder, 'public'),
    path.join(root, 'shared', 'src'),
    // Build plugins of rspack.shared.ts (the precompressed .br/.gz files).
    path.join(root, 'tools', 'build'),
  ].map(newestMtime);
  // The lock file and package.json files change when dependencies do: the build bundles them and
  // takes the shared singletons' version ranges from them.
  const configs = [
    path.join(root, 'rspack.shared.ts'),
    path.join(root, 'rspack.server.ts'),
    path.join(root, 'rspack.rules.ts'),
    path.join(root, 'shared-modules.ts'),
    path.join(root, 'index.template.html'),
    path.join(root, folder, 'rspack.config.ts'),
    path.join(root, 'package-lock.json'),
    path.join(root, 'shared', 'package.json'),
    // The API level each export came in: the remotes' shared version ranges (shared-modules.ts).
    path.join(root, 'shared', 'api-levels.json'),
    path.join(root, folder, 'package.json'),
  ]
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.statSync(f).mtimeMs);
  return Math.max(...inputs, ...configs) > built;
}

export async function buildFrontends({ force = false } = {}) {
  for (const app of FRONTENDS) {
    if (!force && !isStale(app.folder)) continue;
    console.log(`Building ${app.folder} (production)…`);
    await exec('npx', ['rspack', 'build', '--mode', 'production'], { cwd: path.join(root, app.folder) });
  }
}
