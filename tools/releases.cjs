// Releases of the remotes (docs/contracts.md, "Releases"), in one place:
//  - where an app's releases are kept: <app>/releases/<id>/ (RELEASES_DIR/<app>/<id>/ when set),
//    each a whole build (browser build, server build under server/), never overwritten;
//  - which release of each remote is live: the live-releases file (shell/live-releases.json, or
//    LIVE_RELEASES_FILE), { "catalog": "<id>", ... }, written by `node tools/release.mjs use`; a
//    remote it does not name serves its plain build (dist/) as before;
//  - what a live release makes of the runtime config: the remote's manifest URLs point into
//    /releases/<id>/ on its origin.
// The shell's server reads the file again when it changes (watchLiveReleases), so a release goes
// live, or is rolled back, at the next page load without a restart.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
/** The path of releases on a remote's origin, and their folder in the app. */
const RELEASES_PATH = 'releases';
/** A build id (tools/build/build-info-plugin.cjs) or an operator's name for a release: never a path. */
const RELEASE_ID = /^[0-9a-z][0-9a-z._-]{0,63}$/i;

/** The folder holding an app's releases, one subfolder per release id. */
function releasesDir(app, env = process.env) {
  const base = env.RELEASES_DIR?.trim();
  return base ? path.join(path.resolve(base), app) : path.join(root, app, RELEASES_PATH);
}

/** The file naming each remote's live release. */
function liveReleasesFile(env = process.env) {
  const file = env.LIVE_RELEASES_FILE?.trim();
  return file ? path.resolve(file) : path.join(root, 'shell', 'live-releases.json');
}

/**
 * The live releases in `text` (the file's content), by remote name; throws, saying what is wrong,
 * on anything else, so a mistyped file is never half applied.
 * @param {string} text
 * @param {string[]} remotes the remotes there are
 * @returns {Record<string, string>}
 */
function parseLiveReleases(text, remotes) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`the live releases are not JSON: ${err.message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('the live releases must be an object such as { "catalog": "<release id>" }');
  }
  for (const [remote, id] of Object.entries(value)) {
    if (!remotes.includes(remote)) throw new Error(`the live releases name an unknown remote "${remote}"`);
    if (typeof id !== 'string' || !RELEASE_ID.test(id)) {
      throw new Error(`the live release of ${remote} is not a release id (got ${JSON.stringify(id)})`);
    }
  }
  return value;
}

/** The live releases in the file, or none when there is no file. Throws on a file it cannot read. */
function readLiveReleases(file, remotes) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return {};
    throw err;
  }
  return parseLiveReleases(text, remotes);
}

/**
 * A release's copy of a file the remote's plain build has at `url` (its browser manifest, or the
 * server manifest under server/): the same name under /releases/<id>/ at the same place.
 */
function releaseUrl(url, id) {
  const parsed = new URL(url);
  const server = parsed.pathname.match(/\/server\/[^/]*$/);
  const dir = server ? new URL('../', parsed) : new URL('./', parsed);
  const file = parsed.pathname.slice(parsed.pathname.lastIndexOf('/') + 1);
  return new URL(`${RELEASES_PATH}/${id}/${server ? 'server/' : ''}${file}`, dir).href;
}

/**
 * The runtime config and server manifests with each live release's manifests in place of the
 * remote's plain build.
 */
function withLiveReleases({ runtimeConfig, serverManifests }, live) {
  const remotes = { ...runtimeConfig.remotes };
  const servers = { ...serverManifests };
  for (const [remote, id] of Object.entries(live)) {
    if (remotes[remote]) remotes[remote] = releaseUrl(remotes[remote], id);
    if (servers[remote]) servers[remote] = releaseUrl(servers[remote], id);
  }
  return { runtimeConfig: { ...runtimeConfig, remotes }, serverManifests: servers };
}

/**
 * The live releases as the file says now. The file is looked at again at most every `recheckMs`
 * (a stat), and read again when it changed. A file that cannot be read keeps the last good
 * releases (and is reported once per change): a typo never takes a section down.
 */
function watchLiveReleases({ file, remotes, recheckMs = 1_000, now = Date.now, log = () => {} }) {
  let live = readLiveReleases(file, remotes);
  let seen = signature(file);
  let checkedAt = now();
  return function current() {
    if (now() - checkedAt < recheckMs) return live;
    checkedAt = now();
    const next = signature(file);
    if (next === seen) return live;
    seen = next;
    try {
      live = readLiveReleases(file, remotes);
      log(`Live releases now ${JSON.stringify(live)}`);
    } catch (err) {
      log(`Live releases kept as they were: ${file}: ${err.message}`, err);
    }
    return live;
  };
}

/**
 * What changes when the file is written again (or goes). The file is followed through symlinks:
 * Kubernetes mounts a ConfigMap's key as a link into a `..data` folder link and updates it by
 * swapping that link to a new folder, so the path it resolves to is part of what is compared.
 */
function signature(file) {
  try {
    const stat = fs.statSync(file);
    return `${fs.realpathSync(file)}:${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return 'none';
  }
}

module.exports = {
  RELEASES_PATH,
  RELEASE_ID,
  releasesDir,
  liveReleasesFile,
  parseLiveReleases,
  readLiveReleases,
  releaseUrl,
  withLiveReleases,
  watchLiveReleases,
};
