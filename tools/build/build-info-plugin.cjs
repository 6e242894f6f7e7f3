// Says which build an mf-manifest.json belongs to (docs/contracts.md, "Releases"): its
// metaData.buildInfo gets the build id (a hash of every other file the build wrote, so the same
// code always gets the same id and a changed file a new one), the commit it was built from and the
// build time. Module Federation itself writes the package's version there, the same for every build.
// The release tool names a release after its browser build's id. Loaded by rspack.shared.ts.
const crypto = require('node:crypto');
const { execFileSync } = require('node:child_process');

/** The files Module Federation writes about the build; the id is computed from every other one. */
const DESCRIPTIONS = ['mf-manifest.json', 'mf-stats.json'];
const ID_LENGTH = 12;

/**
 * The build id of a build's files (name and content), whatever order they come in.
 * @param {{ name: string, content: Buffer }[]} files
 */
function buildId(files) {
  const hash = crypto.createHash('sha256');
  for (const { name, content } of [...files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    hash.update(name).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, ID_LENGTH);
}

/**
 * The commit being built: BUILD_COMMIT when the build has no git checkout (an image build), else
 * git's HEAD, with "-dirty" when the working tree differs from it; "unknown" without either.
 */
function currentCommit(cwd, env = process.env) {
  if (env.BUILD_COMMIT?.trim()) return env.BUILD_COMMIT.trim();
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const changes = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
    return changes.trim() ? `${head}-dirty` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * The description's JSON with the build's identity in metaData.buildInfo, and what the app says of
 * itself (`metaData`: the shell names the remote modules it loads) beside it.
 */
function withBuildInfo(json, info, metaData = {}) {
  const description = JSON.parse(json);
  if (!description.metaData) return json;
  description.metaData = {
    ...description.metaData,
    ...metaData,
    buildInfo: { ...description.metaData.buildInfo, buildVersion: info.id, ...info.extra },
  };
  return JSON.stringify(description, null, 2);
}

class BuildInfoPlugin {
  /**
   * @param {{ cwd: string, metaData?: Record<string, unknown> }} options cwd: where git is asked for
   *   the commit; metaData: more for the manifest's metaData
   */
  constructor({ cwd, metaData }) {
    this.cwd = cwd;
    this.metaData = metaData;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(BuildInfoPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Module Federation writes its manifest (OPTIMIZE_TRANSFER), before the .br/.gz
        // files are made of it (REPORT).
        { name: BuildInfoPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const assets = compilation.getAssets();
          const id = buildId(
            assets
              .filter((asset) => !DESCRIPTIONS.includes(asset.name))
              .map((asset) => ({ name: asset.name, content: asset.source.buffer() })),
          );
          const extra = { commit: currentCommit(this.cwd), builtAt: new Date().toISOString() };
          for (const name of DESCRIPTIONS) {
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const json = withBuildInfo(asset.source.source().toString(), { id, extra }, this.metaData);
            compilation.updateAsset(name, new sources.RawSource(json));
          }
        },
      );
    });
  }
}

module.exports = { BuildInfoPlugin, buildId, currentCommit, withBuildInfo, ID_LENGTH };
