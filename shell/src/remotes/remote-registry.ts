import { registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'auth'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Entries (mf-manifest.json or remoteEntry.js URLs) as read from the runtime config. */
const entries = new Map<string, string>();

/**
 * Registers the remotes named in the runtime config. Nothing is fetched here: the MF runtime only
 * downloads a remote when one of its modules is first requested.
 */
export function registerStorefrontRemotes(remotes: Record<string, string>): void {
  const list = Object.entries(remotes)
    .filter(([, entry]) => typeof entry === 'string' && entry.length > 0)
    .map(([name, entry]) => ({ name, entry }));
  for (const { name, entry } of list) entries.set(name, entry);
  registerRemotes(list);
}

/**
 * After a failed load the MF runtime keeps the failed manifest/entry promise; registering the same
 * remote again with `force: true` drops that cache so the next load really goes to the network.
 */
export function reRegisterRemote(name: string): boolean {
  const entry = entries.get(name);
  if (!entry) return false;
  registerRemotes([{ name, entry }], { force: true });
  return true;
}
