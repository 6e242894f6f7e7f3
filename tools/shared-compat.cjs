// Before a remote is deployed on its own: does the live shell provide every shared singleton the
// remote was built against? The page always runs the shell's copy (loaded first), so a remote
// built against a newer @storefront/shared or React minor than the shell's would call what is not
// there. Compares the two builds' mf-manifest.json files. tools/check-shared.mjs runs it.

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

/**
 * Problems, one line each (empty when the remote may go live with this shell).
 * @param {{ shared: { name: string, version: string }[] }} shell the shell's manifest
 * @param {{ name: string, shared: { name: string, requiredVersion?: string }[] }} remote a remote's manifest
 */
function sharedProblems(shell, remote) {
  const provided = new Map(shell.shared.map((s) => [s.name, s.version]));
  const problems = [];
  for (const { name, requiredVersion } of remote.shared) {
    const version = provided.get(name);
    // Not in the shell's build: the remote brings its own copy (the first to load it provides it).
    if (version === undefined) continue;
    if (requiredVersion && !satisfiesCaret(version, requiredVersion)) {
      problems.push(`${remote.name} needs ${name} ${requiredVersion}; the shell has ${version}`);
    }
  }
  return problems;
}

module.exports = { sharedProblems, satisfiesCaret };
