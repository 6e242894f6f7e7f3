import type { ReactElement } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { retryableLazy, type LazyModule } from '../lib/retryable-lazy';
import { isRemoteFallbackModule } from './remote-fallback-plugin';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { isRefusedRemote } from './remote-compat';
import { moduleKey } from './page-modules';
import { reRegisterRemote, type RemoteName } from './remote-registry';
import { remoteIsDown, remoteLoaded, remoteLoadFailed } from './remote-recovery';

/** A lazily loaded remote component that can be told to load again after a failure. */
export interface RemoteComponent {
  (): ReactElement;
  displayName: string;
  readonly remote: RemoteName;
  readonly expose: string;
  /** Starts fetching the module before its first render; settles when loaded or failed. */
  preload(): Promise<void>;
  /** Forget a failed load (and the MF runtime's failed entry) so the next render fetches again. */
  retry: () => void;
}

async function loadPage(remote: RemoteName, expose: string): Promise<LazyModule> {
  // A refused release (remote-compat.ts) is not a download failure: its sections say so.
  const failure = (cause: unknown) =>
    new RemoteUnavailableError(remote, expose, {
      cause,
      reason: isRefusedRemote(remote) ? 'incompatible' : 'unreachable',
    });
  let mod: unknown;
  try {
    mod = await loadRemote<LazyModule>(moduleKey({ remote, expose }));
  } catch (error) {
    throw failure(error);
  }
  if (isRemoteFallbackModule(mod)) throw failure(mod.error);
  if (!mod || (mod as LazyModule).default == null) throw new RemoteUnavailableError(remote, expose);
  return mod as LazyModule;
}

/**
 * `remoteModule('catalog', './HomePage')` returns a component that fetches the remote module the
 * first time it renders (never before), suspending meanwhile, and fetches it again on retry() after
 * a failed load.
 */
export function remoteModule(remote: RemoteName, expose: string): RemoteComponent {
  const page = retryableLazy(() =>
    loadPage(remote, expose).then(
      (mod) => {
        remoteLoaded(remote);
        return mod;
      },
      (error: unknown) => {
        remoteLoadFailed(remote);
        throw error;
      },
    ),
  );

  return Object.assign(page, {
    displayName: `Remote(${moduleKey({ remote, expose })})`,
    remote,
    expose,
    retry() {
      // A render error leaves the loaded module as it is: the section just renders again. After a
      // failed download the MF runtime's entry for the remote is renewed, unless another section
      // has loaded from it since (the remote is back): renewing it then would throw away the
      // container that section runs from and start the remote's code a second time.
      if (page.forgetFailedLoad() && remoteIsDown(remote)) reRegisterRemote(remote);
    },
  });
}
