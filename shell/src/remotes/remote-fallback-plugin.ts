import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeManifest } from './early-manifests';
import { checkedManifest } from './remote-compat';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** Marks the module handed back instead of a remote module that failed to load. */
export const REMOTE_FALLBACK_MARK = '__storefrontRemoteFallback';

export interface RemoteFallbackModule {
  __esModule: true;
  [REMOTE_FALLBACK_MARK]: true;
  remote: string;
  expose: string;
  error: unknown;
  /** Rendering it throws, so whoever renders it directly still lands in an error boundary. */
  default: () => never;
}

export function isRemoteFallbackModule(value: unknown): value is RemoteFallbackModule {
  return (
    typeof value === 'object' && value !== null && (value as Record<string, unknown>)[REMOTE_FALLBACK_MARK] === true
  );
}

/** Splits an MF request id such as 'catalog/HomePage' into remote name and expose ('./HomePage'). */
function splitId(id: string): { remote: string; expose: string } {
  const slash = id.indexOf('/');
  if (slash === -1) return { remote: id, expose: '.' };
  return { remote: id.slice(0, slash), expose: `./${id.slice(slash + 1)}` };
}

export function createFallbackModule(id: string, error: unknown): RemoteFallbackModule {
  const { remote, expose } = splitId(id);
  return {
    __esModule: true,
    [REMOTE_FALLBACK_MARK]: true,
    remote,
    expose,
    error,
    default: () => {
      throw new RemoteUnavailableError(remote, expose, { cause: error });
    },
  };
}

/**
 * Without this hook, a remote that is down makes `loadRemote` reject with an uncaught RUNTIME error
 * and React 19 unmounts the whole page. Returning a fallback module on 'onLoad' keeps the page up;
 * the shell's loader turns it into a RemoteUnavailableError that the section's error boundary shows.
 * Other lifecycles ('afterResolve' for a failed manifest) are left alone: they end in 'onLoad'.
 */
const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-remote-fallback',
  // A manifest index.ts asked for early (early-manifests.ts), or fetched here; either way, a
  // release whose shared needs this page cannot meet is refused before its code runs
  // (remote-compat.ts).
  fetch(url, init) {
    return checkedManifest(takeManifest(url) ?? fetch(url, init));
  },
  errorLoadRemote(args) {
    if (args.lifecycle !== 'onLoad') return undefined;
    console.error(`[remotes] ${args.id} could not be loaded`, args.error);
    return createFallbackModule(args.id, args.error);
  },
});

export default remoteFallbackPlugin;
