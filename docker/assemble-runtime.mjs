// Gathers what one front-end app's server needs at run time, and nothing else, into one folder:
// the static server (tools/serve-static.mjs and the files it loads), the release tool
// (tools/release.mjs: an operator lists, or in docker-compose publishes and switches, releases in
// the container), the app's build and its releases (<app>/releases/, made if there are none), and
// the packages those require (with everything they depend on), copied from the installed tree at
// their exact paths, so the versions are the lock file's. The shell's server build keeps its
// packages external (rspack.server.ts), so its bare requires are roots too.
// frontend.Dockerfile copies the result into the runtime image; tools/frontend-runtime.test.ts runs
// a server from such a folder.
// Usage: node docker/assemble-runtime.mjs --app <folder> --out <dir> [--root <repo>]
import fs from 'node:fs';
import path from 'node:path';
import { isBuiltin } from 'node:module';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

/** What a file loads: require('x'), import ... from 'x', import 'x'. */
const LOADS = /\brequire\(\s*["']([^"']+)["']\s*\)|^\s*import\s+(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
/** Files of a package that nothing loads at run time: source maps, type declarations, prose. */
const NOT_RUN = /\.(map|d\.[cm]?ts|md|markdown)$/i;

/** Package name of a bare specifier ('@a/b/c' → '@a/b', 'a/b' → 'a'); null for relative and builtins. */
function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The specifiers a file loads. */
function loads(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(LOADS)].map(([, required, imported]) => required ?? imported);
}

/** Relative loads followed from `entry`: the static server's (or release tool's) own files. */
function localFiles(entry, found = new Set()) {
  if (found.has(entry)) return found;
  found.add(entry);
  for (const spec of loads(entry)) {
    if (spec.startsWith('./') || spec.startsWith('../')) localFiles(path.join(path.dirname(entry), spec), found);
  }
  return found;
}

/** Bare package names required by these files. */
function requiredPackages(files) {
  const names = new Set();
  for (const file of files) {
    for (const spec of loads(file)) {
      const name = packageName(spec);
      if (name) names.add(name);
    }
  }
  return names;
}

/** The folder Node would load `name` from, looking up from `fromDir` as far as `root`. */
function findPackage(name, fromDir, root) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return null;
  }
}

/**
 * Every package folder reachable from the roots through dependencies and installed optional ones.
 * Peers are not followed: they are the requiring side's to provide (a build plugin's peer is the
 * compiler), and what this server's code requires at run time is a root already.
 */
function packageClosure(roots, root) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const { name, from, optional } = queue.shift();
    const dir = findPackage(name, from, root);
    if (!dir) {
      if (optional) continue;
      throw new Error(`${name} (needed from ${path.relative(root, from) || '.'}) is not installed`);
    }
    if (seen.has(dir)) continue;
    // A workspace link would pull the repository's sources into the image.
    if (fs.lstatSync(dir).isSymbolicLink()) throw new Error(`${name} is a workspace link, not a package`);
    seen.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dep, from: dir });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {}))
      queue.push({ name: dep, from: dir, optional: true });
  }
  return [...seen];
}

/** Compiled add-ons are built for the build stage's C library, not the runtime image's (Alpine). */
function assertNoAddons(dir) {
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    if (entry.endsWith('.node') || path.basename(entry) === 'binding.gyp') {
      throw new Error(`${path.join(dir, entry)} is a native add-on: the runtime image cannot load it`);
    }
  }
}

export function assembleRuntime({ app, out, root }) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) throw new Error(`${app} is not built (no ${path.relative(root, dist)})`);
  const serverFiles = [
    ...localFiles(path.join(root, 'tools', 'release.mjs'), localFiles(path.join(root, 'tools', 'serve-static.mjs'))),
  ];
  // The shell's page renderer (dist/server/render.js and its chunks) requires its packages at run
  // time; a remote's server build is fetched over HTTP by the shell's server, never required here.
  const serverBuild = path.join(dist, 'server');
  const bundles =
    app === 'shell' && fs.existsSync(serverBuild)
      ? fs
          .readdirSync(serverBuild)
          .filter((f) => f.endsWith('.js'))
          .map((f) => path.join(serverBuild, f))
      : [];
  const roots = [
    ...[...requiredPackages(serverFiles)].map((name) => ({ name, from: path.join(root, 'tools') })),
    ...[...requiredPackages(bundles)].map((name) => ({ name, from: serverBuild })),
  ];
  const packages = packageClosure(roots, root);

  fs.rmSync(out, { recursive: true, force: true });
  for (const file of serverFiles) fs.cpSync(file, path.join(out, path.relative(root, file)));
  fs.cpSync(dist, path.join(out, app, 'dist'), { recursive: true });
  // A remote's releases, served under /releases/; a half-written one (a dot folder) is left out.
  const releases = path.join(root, app, 'releases');
  fs.mkdirSync(path.join(out, app, 'releases'), { recursive: true });
  if (fs.existsSync(releases)) {
    fs.cpSync(releases, path.join(out, app, 'releases'), {
      recursive: true,
      filter: (src) => src === releases || !path.relative(releases, src).startsWith('.'),
    });
  }
  for (const dir of packages) {
    const nested = path.join(dir, 'node_modules');
    // A package's own node_modules holds other packages, copied (or not) on their own merits.
    fs.cpSync(dir, path.join(out, path.relative(root, dir)), {
      recursive: true,
      filter: (src) => src !== nested && !NOT_RUN.test(src),
    });
  }
  assertNoAddons(path.join(out, 'node_modules'));
  return { packages: packages.map((dir) => path.relative(root, dir)).sort() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { app: { type: 'string' }, out: { type: 'string' }, root: { type: 'string' } },
  });
  if (!values.app || !values.out) {
    console.error('Usage: node docker/assemble-runtime.mjs --app <folder> --out <dir> [--root <repo>]');
    process.exit(2);
  }
  const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { packages } = assembleRuntime({ app: values.app, out: path.resolve(values.out), root });
  console.log(`${values.app}: server, build and ${packages.length} packages in ${values.out}`);
}
