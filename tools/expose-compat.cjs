// Does a remote's build expose every module the shell loads from it? The shell's build names them
// in its manifest (metaData.remoteModules: 'catalog/HomePage'…, from its route table); a release
// missing one would leave that route showing the fallback. Used with shared-compat.cjs before a
// release goes live (tools/check-shared.mjs, tools/release.mjs use).

/**
 * What the remote lacks, one line each (none when it has all, or the shell's build names nothing).
 * @param {{ metaData?: { remoteModules?: string[] } }} shell the shell's manifest
 * @param {{ name: string, exposes?: { path: string }[] }} remote a remote's manifest
 */
function exposeProblems(shell, remote) {
  const wanted = (shell.metaData?.remoteModules ?? []).filter((key) => key.startsWith(`${remote.name}/`));
  const exposed = new Set((remote.exposes ?? []).map((expose) => `${remote.name}/${expose.path.replace(/^\.\//, '')}`));
  return wanted
    .filter((key) => !exposed.has(key))
    .map((key) => `${remote.name} does not expose ${key}, which the shell loads`);
}

module.exports = { exposeProblems };
