// Can a remote run on the shell's shared singletons? The page always runs the shell's copy of each
// (it loads first), so the one rule, used before a remote goes live (tools/check-shared.mjs,
// `tools/release.mjs use`) and by the shell as it loads a remote's manifest (in the browser and on
// its server), compares what the remote's manifest asks for with what the shell's provides:
//  - refused: the remote cannot run on the shell's copy. Another major version of any singleton
//    (React 20 code on React 19), or a @storefront/shared entry below the API level the remote
//    asks for (the version that added the newest export it imports: shared-modules.ts);
//  - a warning only: a third-party singleton older than the one the remote was built with. The
//    page runs the shell's copy and Module Federation says so in the console; before a deploy
//    it is worth a look (a remote may use something newer).

/** Entries of our own shared package: the remote asks for an API level, refused below it. */
const OWN_PACKAGE = /^@storefront\/shared(\/|$)/;

/** Does `version` satisfy `range`? Only the caret ranges rspack.shared.ts writes (^x.y.z). */
function satisfiesCaret(version, range) {
  const want = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const have = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!want || !have) return false;
  const [, wMajor, wMinor, wPatch] = want.map(Number);
  const [, hMajor, hMinor, hPatch] = have.map(Number);
  if (hMajor !== wMajor) return false;
  if (wMajor === 0 && hMinor !== wMinor) return false;
  return hMinor > wMinor || (hMinor === wMinor && hPatch >= wPatch);
}

/** The major version of a version or a caret range ('19.3.1', '^19.3.1'); null for anything else. */
function majorOf(versionOrRange) {
  const match = /^\^?(\d+)\./.exec(versionOrRange ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * What the shell cannot give the remote, one problem per shared singleton (none when the remote may
 * go live with this shell).
 * @param {{ shared: { name: string, version: string }[] }} shell the shell's manifest (or its shared scope)
 * @param {{ name: string, shared: { name: string, requiredVersion?: string }[] }} remote a remote's manifest
 * @returns {{ remote: string, name: string, required: string, provided: string, refused: boolean, message: string }[]}
 */
function sharedProblems(shell, remote) {
  const provided = new Map(shell.shared.map((s) => [s.name, s.version]));
  const problems = [];
  for (const { name, requiredVersion } of remote.shared ?? []) {
    const version = provided.get(name);
    // Not in the shell's build: the remote brings its own copy (the first to load it provides it).
    if (version === undefined || !requiredVersion || satisfiesCaret(version, requiredVersion)) continue;
    const otherMajor = majorOf(requiredVersion) !== majorOf(version);
    problems.push({
      remote: remote.name,
      name,
      required: requiredVersion,
      provided: version,
      refused: otherMajor || OWN_PACKAGE.test(name),
      message: `${remote.name} needs ${name} ${requiredVersion}; the shell has ${version}`,
    });
  }
  return problems;
}

module.exports = { sharedProblems, satisfiesCaret };
