// When one section of a remote loads again after the remote was down, other sections of the same
// remote that still show a fallback (e.g. the header search beside the home page) try again too.
import { useSyncExternalStore } from 'react';

const failed = new Set<string>();
const versions = new Map<string, number>();
const listeners = new Set<() => void>();

export function remoteLoadFailed(remote: string): void {
  failed.add(remote);
}

/** Whether the remote's last load failed (none has succeeded since). */
export function remoteIsDown(remote: string): boolean {
  return failed.has(remote);
}

/** A module of the remote loaded: if the remote had failed, every section of it hears of it once. */
export function remoteLoaded(remote: string): void {
  if (!failed.delete(remote)) return;
  versions.set(remote, (versions.get(remote) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes each time the remote comes back after a failure. */
export function useRemoteRecovery(remote: string): number {
  return useSyncExternalStore(
    subscribe,
    () => versions.get(remote) ?? 0,
    () => 0,
  );
}
