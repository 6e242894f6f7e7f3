// The releases of one app on disk (docs/contracts.md, "Releases"): publishing a build as a release,
// listing them, keeping the last few, and choosing the live one. tools/release.mjs is its command
// line; tools/releases.cjs holds the layout and the live-releases file's format.
const fs = require('node:fs');
const path = require('node:path');
const { RELEASE_ID, parseLiveReleases } = require('./releases.cjs');

/** Releases kept per app when RELEASES_KEEP does not say: a page open for hours still has its files. */
const DEFAULT_KEEP = 5;

/** The build's identity, from its browser manifest (tools/build/build-info-plugin.cjs). */
function readBuildInfo(buildDir) {
  const file = path.join(buildDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const info = manifest.metaData?.buildInfo ?? {};
  if (typeof info.buildVersion !== 'string' || !RELEASE_ID.test(info.buildVersion) || !info.builtAt) {
    throw new Error(`${file} carries no build id: build it with a production build of this version`);
  }
  return { id: info.buildVersion, commit: info.commit ?? 'unknown', builtAt: info.builtAt };
}

/** The app's releases, oldest first (by build time). */
function listReleases(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
    .flatMap((entry) => {
      try {
        return [{ ...readBuildInfo(path.join(dir, entry.name)), id: entry.name }];
      } catch {
        return []; // not a release (a build copied in by hand, half written): left alone
      }
    })
    .sort((a, b) => (a.builtAt < b.builtAt ? -1 : a.builtAt > b.builtAt ? 1 : 0));
}

/**
 * Publishes a finished build as a release named after its build id. A release is never written
 * over: the same build published again is the same release. `move` takes the build's folder (a
 * staging folder); otherwise it is copied (a build that stays where it is, such as dist/).
 * Written beside the releases, then renamed: a server never sees half a release.
 * @returns {{ id: string, commit: string, builtAt: string, existed: boolean }}
 */
function publishBuild({ buildDir, dir, move = false }) {
  const info = readBuildInfo(buildDir);
  const target = path.join(dir, info.id);
  fs.mkdirSync(dir, { recursive: true });
  if (fs.existsSync(target)) {
    if (move) fs.rmSync(buildDir, { recursive: true, force: true });
    return { ...info, existed: true };
  }
  if (move) {
    fs.renameSync(buildDir, target);
  } else {
    const partial = path.join(dir, `.partial-${info.id}-${process.pid}`);
    fs.cpSync(buildDir, partial, { recursive: true });
    fs.renameSync(partial, target);
  }
  return { ...info, existed: false };
}

/**
 * Removes the oldest releases beyond `keep`, never one in `protect` (the live one): a page opened
 * before the last few releases may still ask for their files.
 * @returns {string[]} the ids removed
 */
function pruneReleases({ dir, keep = DEFAULT_KEEP, protect = [] }) {
  const releases = listReleases(dir);
  const removable = releases.slice(0, Math.max(0, releases.length - keep)).filter((r) => !protect.includes(r.id));
  for (const release of removable) fs.rmSync(path.join(dir, release.id), { recursive: true, force: true });
  return removable.map((r) => r.id);
}

/** The release built just before `id` (what a rollback goes back to), or null. */
function previousRelease(dir, id) {
  const releases = listReleases(dir);
  const index = releases.findIndex((r) => r.id === id);
  return index > 0 ? releases[index - 1] : null;
}

/** The live releases in the file, as written (none when there is no file). */
function readLive(file, remotes) {
  return fs.existsSync(file) ? parseLiveReleases(fs.readFileSync(file, 'utf8'), remotes) : {};
}

/**
 * Makes `id` the live release of `remote` in the live-releases file, the others as they were.
 * Written to a temporary file then renamed, so the shell's server never reads half a file.
 */
function setLiveRelease({ file, remotes, remote, id }) {
  const live = { ...readLive(file, remotes), [remote]: id };
  parseLiveReleases(JSON.stringify(live), remotes);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(live, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return live;
}

module.exports = {
  DEFAULT_KEEP,
  readBuildInfo,
  listReleases,
  publishBuild,
  pruneReleases,
  previousRelease,
  readLive,
  setLiveRelease,
};
