// Releases of a remote (docs/contracts.md, "Releases"):
//   node tools/release.mjs publish <app> [--config <rspack config>] [--from <built folder>]
//       builds the app (or takes a finished build) into <app>/releases/<build id>/, beside the
//       releases before it, and keeps the last RELEASES_KEEP (5); nothing goes live
//       (`npm run release -w mf-catalog` is this for mf-catalog)
//   node tools/release.mjs use <app> <id> [--force]
//       makes that release live: the shell's server reads the live-releases file again within a
//       second, and the next page load gets it. Refused (unless --force) when the shell's build
//       (shell/dist, or --shell <manifest file or URL>) cannot run it (tools/shared-compat.cjs)
//   node tools/release.mjs use <app> <id> --remote <remote's public URL> --shell <shell's manifest URL>
//       the same where the releases are not on this machine (Kubernetes: baked into the remote's
//       image): the release is looked up on the remote's origin, where it must already be served,
//       and LIVE_RELEASES_FILE names the file to write (the overlay's live-releases.json)
//   node tools/release.mjs rollback <app>   the release published before the live one goes live
//   node tools/release.mjs list <app>       the releases, oldest first, the live one marked
// RELEASES_DIR and LIVE_RELEASES_FILE move the releases and the live-releases file (tools/releases.cjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { root, FRONTENDS } from './lib/apps.mjs';
import { exec } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { releasesDir, liveReleasesFile, RELEASES_PATH, RELEASE_ID } = require('./releases.cjs');
const store = require('./release-store.cjs');
const { sharedProblems } = require('./shared-compat.cjs');
const { exposeProblems } = require('./expose-compat.cjs');

const USAGE = `Usage:
  node tools/release.mjs publish <app> [--config <rspack config>] [--from <built folder>]
  node tools/release.mjs use <app> <id> [--force] [--shell <shell mf-manifest.json file or URL>]
  node tools/release.mjs use <app> <id> --remote <remote's public URL> --shell <shell mf-manifest.json URL> [--force]
  node tools/release.mjs rollback <app> [--force]
  node tools/release.mjs list <app>`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string' },
    from: { type: 'string' },
    force: { type: 'boolean', default: false },
    shell: { type: 'string' },
    remote: { type: 'string' },
  },
});
const [command, appName, id] = positionals;
const REMOTE_NAMES = FRONTENDS.filter((a) => a.remote).map((a) => a.remote);

/** The remote app named on the command line (its folder: mf-catalog). */
function remoteApp(name) {
  const app = FRONTENDS.find((a) => a.folder === name && a.remote);
  if (!app)
    throw new Error(
      `${name ?? '(none)'} is not a remote: one of ${FRONTENDS.filter((a) => a.remote)
        .map((a) => a.folder)
        .join(', ')}`,
    );
  return app;
}

function describe(release) {
  return `${release.id}  built ${release.builtAt}  from ${release.commit}`;
}

async function publish(app) {
  const dir = releasesDir(app.folder);
  let result;
  if (options.from) {
    result = store.publishBuild({ buildDir: path.resolve(options.from), dir });
  } else {
    // Built beside the releases (same file system: the finished build is renamed into place).
    const staging = path.join(dir, `.building-${process.pid}`);
    fs.mkdirSync(dir, { recursive: true });
    const args = [
      'rspack',
      'build',
      '--mode',
      'production',
      ...(options.config ? ['--config', path.resolve(options.config)] : []),
    ];
    try {
      await exec('npx', args, { cwd: path.join(root, app.folder), env: { ...process.env, BUILD_OUT_DIR: staging } });
      result = store.publishBuild({ buildDir: staging, dir, move: true });
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  const live = store.readLive(liveReleasesFile(), REMOTE_NAMES)[app.remote];
  const removed = store.pruneReleases({ dir, keep: keepCount(), protect: [live, result.id].filter(Boolean) });
  console.log(
    result.existed
      ? `${app.folder}: this build is already release ${result.id} (a release is never written over).`
      : `${app.folder}: published release ${describe(result)}.`,
  );
  if (removed.length > 0) console.log(`Removed the oldest releases: ${removed.join(', ')}.`);
  console.log(`Make it live: node tools/release.mjs use ${app.folder} ${result.id}`);
}

function keepCount() {
  const value = Number(process.env.RELEASES_KEEP ?? store.DEFAULT_KEEP);
  if (!Number.isInteger(value) || value < 2) throw new Error('RELEASES_KEEP must be a whole number of at least 2');
  return value;
}

/** The shell build the release will run in: --shell, or this checkout's shell/dist when built. */
async function shellManifest() {
  const where = options.shell ?? path.join(root, 'shell', 'dist', 'mf-manifest.json');
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${where} answered HTTP ${response.status}`);
    return response.json();
  }
  if (!fs.existsSync(where)) return null;
  return JSON.parse(fs.readFileSync(where, 'utf8'));
}

/** The release's browser manifest, from the releases folder or (--remote) the remote's origin. */
async function releaseManifest(app, releaseId) {
  if (options.remote) return remoteReleaseManifest(app, releaseId);
  const dir = releasesDir(app.folder);
  if (!store.listReleases(dir).some((r) => r.id === releaseId)) {
    const known = store.listReleases(dir).map((r) => r.id);
    throw new Error(`${app.folder} has no release ${releaseId} in ${dir} (releases: ${known.join(', ') || 'none'})`);
  }
  return JSON.parse(fs.readFileSync(path.join(dir, releaseId, 'mf-manifest.json'), 'utf8'));
}

/** The manifest the remote's servers answer for the release: what the shell would load. */
async function remoteReleaseManifest(app, releaseId) {
  if (!RELEASE_ID.test(releaseId)) throw new Error(`${releaseId} is not a release id`);
  if (!options.shell)
    throw new Error("--remote needs --shell <the live shell's mf-manifest.json URL> to check against");
  const base = options.remote.endsWith('/') ? options.remote : `${options.remote}/`;
  const url = new URL(`${RELEASES_PATH}/${releaseId}/mf-manifest.json`, base);
  const response = await fetch(url, { cache: 'no-store' });
  if (response.status === 404) {
    throw new Error(`${url} is not served: deploy an image of ${app.folder} that carries release ${releaseId} first`);
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

async function use(app, releaseId) {
  const remote = await releaseManifest(app, releaseId);
  const info = remote.metaData?.buildInfo ?? {};
  const release = { id: releaseId, builtAt: info.builtAt ?? 'at an unknown time', commit: info.commit ?? 'unknown' };
  const shell = await shellManifest();
  if (shell) {
    const refused = [
      ...sharedProblems(shell, remote)
        .filter((p) => p.refused)
        .map((p) => p.message),
      ...exposeProblems(shell, remote),
    ];
    for (const message of refused) console.error(`✗ ${message}`);
    if (refused.length > 0 && !options.force) {
      throw new Error(
        'The live shell cannot run this release: deploy a shell that has what it needs first (or --force).',
      );
    }
  } else {
    console.log('(no shell build here to check the release against: use --shell <its manifest URL>)');
  }
  store.setLiveRelease({ file: liveReleasesFile(), remotes: REMOTE_NAMES, remote: app.remote, id: releaseId });
  console.log(`${app.folder}: release ${describe(release)} is live from the next page load.`);
}

async function rollback(app) {
  if (options.remote) {
    throw new Error(
      `rollback reads the releases on this machine: with --remote, name the release (use ${app.folder} <id>; list shows them in a pod of ${app.folder})`,
    );
  }
  const live = store.readLive(liveReleasesFile(), REMOTE_NAMES)[app.remote];
  if (!live) throw new Error(`${app.folder} has no live release to roll back from (it serves its plain build)`);
  const previous = store.previousRelease(releasesDir(app.folder), live);
  if (!previous) throw new Error(`${app.folder} has no release before ${live}`);
  await use(app, previous.id);
}

function list(app) {
  const live = store.readLive(liveReleasesFile(), REMOTE_NAMES)[app.remote];
  const releases = store.listReleases(releasesDir(app.folder));
  if (releases.length === 0) console.log(`${app.folder} has no releases yet.`);
  for (const release of releases) console.log(`${release.id === live ? '* ' : '  '}${describe(release)}`);
  if (!live) console.log(`(no live release: ${app.folder} serves its plain build)`);
}

try {
  const commands = {
    publish: () => publish(remoteApp(appName)),
    use: () => (id ? use(remoteApp(appName), id) : Promise.reject(new Error(USAGE))),
    rollback: () => rollback(remoteApp(appName)),
    list: () => list(remoteApp(appName)),
  };
  if (!commands[command]) {
    console.error(USAGE);
    process.exit(2);
  }
  await commands[command]();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
