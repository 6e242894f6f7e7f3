// GET /live-releases.json on the shell's origin: which build of the shell and of each remote a page
// loaded now gets (docs/contracts.md, "Releases"). Each build's identity is its manifest's
// metaData.buildInfo (tools/build/build-info-plugin.cjs); a remote's is read from its live manifest,
// where this server reaches it (beside its server manifest), so what is listed is what is served.
const fs = require('node:fs');
const path = require('node:path');

/** A remote's manifest that does not answer in this time is listed as unreachable. */
const FETCH_TIMEOUT_MS = 1_500;
/** Answers are kept this long: the page is for people, and asks every remote each time. */
const CACHE_MS = 1_000;

/** The build's identity from an mf-manifest.json. */
function buildInfoOf(manifest) {
  const info = manifest?.metaData?.buildInfo ?? {};
  return { buildVersion: info.buildVersion ?? null, commit: info.commit ?? null, builtAt: info.builtAt ?? null };
}

async function remoteBuild(serverManifest) {
  const url = new URL('../mf-manifest.json', serverManifest);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return { error: `its manifest answered HTTP ${response.status}` };
    return buildInfoOf(await response.json());
  } catch (err) {
    return { error: `its manifest could not be read (${err.name === 'TimeoutError' ? 'timed out' : err.message})` };
  }
}

/**
 * The shell's own build, read once: the shell is deployed by restarting its server.
 * @param {string} distDir
 */
function shellBuild(distDir) {
  try {
    return buildInfoOf(JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')));
  } catch {
    return buildInfoOf(null);
  }
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ distDir: string, current: () => { runtimeConfig: { remotes: Record<string, string> }, serverManifests: Record<string, string>, releases: Record<string, string> } }} options
 */
function registerLiveReleasesRoute(app, { distDir, current }) {
  const shell = shellBuild(distDir);
  let cached = { at: -Infinity, composition: null, answer: null };
  async function answer() {
    const composition = current();
    if (cached.composition === composition && Date.now() - cached.at < CACHE_MS) return cached.answer;
    const remotes = {};
    await Promise.all(
      Object.entries(composition.runtimeConfig.remotes).map(async ([name, manifest]) => {
        const build = await remoteBuild(composition.serverManifests[name]);
        remotes[name] = { release: composition.releases[name] ?? null, manifest, ...build };
      }),
    );
    const sorted = Object.fromEntries(
      Object.keys(composition.runtimeConfig.remotes).map((name) => [name, remotes[name]]),
    );
    cached = { at: Date.now(), composition, answer: { shell, remotes: sorted } };
    return cached.answer;
  }
  app.get('/live-releases.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store').type('application/json');
    return answer();
  });
}

module.exports = { registerLiveReleasesRoute, buildInfoOf };
