// Refuses a remote whose manifest asks for shared singletons the page cannot give it (another
// React major, a newer @storefront/shared API level than the shell's: tools/shared-compat.cjs, the
// rule check-shared applies before a deploy). It is refused before any of its code runs, with a
// console error naming both versions, and its sections say they are being updated: neither the
// shopper's connection nor Retry can fix it, a compatible release or a newer shell will.
import { getInstance } from '@module-federation/enhanced/runtime';
import { sharedProblems, type SharedProblem } from '../../../tools/shared-compat.cjs';

/** A remote refused for its shared needs, by remote name. */
const refused = new Map<string, SharedProblem[]>();

export class IncompatibleRemoteError extends Error {
  readonly remote: string;
  readonly problems: SharedProblem[];

  constructor(remote: string, problems: SharedProblem[]) {
    super(`The remote ${remote} needs what this page does not have: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'IncompatibleRemoteError';
    this.remote = remote;
    this.problems = problems;
  }
}

/** Was this remote refused (its last manifest asked for what the page does not have)? */
export function isRefusedRemote(remote: string): boolean {
  return refused.has(remote);
}

type SharedVersions = { name: string; version: string }[];

/** The singletons this page runs: the shell's own copies, as its MF instance registered them. */
function shellShared(): SharedVersions {
  const instance = getInstance();
  if (!instance) return [];
  return Object.entries(instance.options.shared).flatMap(([name, copies]) => {
    const own = copies.find((copy) => copy.from === instance.options.name) ?? copies[0];
    return own ? [{ name, version: own.version }] : [];
  });
}

interface RemoteManifest {
  name?: unknown;
  shared?: { name: string; requiredVersion?: string }[];
}

/**
 * The manifest's answer as it is, once its shared needs are ones the page can meet; otherwise a
 * logged IncompatibleRemoteError. An answer that is not a manifest is the runtime's to report.
 */
export async function checkedManifest(
  answer: Promise<Response>,
  provided: () => SharedVersions = shellShared,
): Promise<Response> {
  const response = await answer;
  if (!response.ok) return response;
  let manifest: RemoteManifest;
  try {
    manifest = (await response.clone().json()) as RemoteManifest;
  } catch {
    return response;
  }
  if (typeof manifest.name !== 'string' || !Array.isArray(manifest.shared)) return response;
  const problems = sharedProblems({ shared: provided() }, { name: manifest.name, shared: manifest.shared }).filter(
    (problem) => problem.refused,
  );
  if (problems.length === 0) {
    refused.delete(manifest.name);
    return response;
  }
  refused.set(manifest.name, problems);
  for (const problem of problems) {
    console.error(
      `[remotes] ${problem.remote} is not loaded: it needs ${problem.name} ${problem.required}, and this page has ${problem.provided}`,
    );
  }
  throw new IncompatibleRemoteError(manifest.name, problems);
}
