import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteFallbackModule } from './remote-fallback-plugin';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { reRegisterRemote, type RemoteName } from './remote-registry';
import { remoteLoaded, remoteLoadFailed } from './remote-recovery';

type PageModule = { default: ComponentType };

/** A lazily loaded remote component that can be told to load again after a failure. */
export interface RemoteComponent {
  (): ReturnType<typeof createElement>;
  displayName: string;
  readonly remote: RemoteName;
  readonly expose: string;
  /** Forget a failed load (and the MF runtime's failed entry) so the next render fetches again. */
  retry(): void;
}

async function loadPage(remote: RemoteName, expose: string): Promise<PageModule> {
  let mod: unknown;
  try {
    mod = await loadRemote<PageModule>(`${remote}/${expose.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, expose, { cause: error });
  }
  if (isRemoteFallbackModule(mod)) throw new RemoteUnavailableError(remote, expose, { cause: mod.error });
  if (!mod || (mod as PageModule).default == null) throw new RemoteUnavailableError(remote, expose);
  return mod as PageModule;
}

/**
 * `remoteModule('catalog', './HomePage')` returns a component that fetches the remote module the
 * first time it renders (never before), suspending meanwhile. React.lazy caches a rejected load for
 * good, so a failed load keeps its lazy wrapper only until retry() replaces it.
 */
export function remoteModule(remote: RemoteName, expose: string): RemoteComponent {
  let page: LazyExoticComponent<ComponentType> | null = null;
  let loadFailed = false;

  const create = () => lazy(() => loadPage(remote, expose).then((mod) => {
    remoteLoaded(remote);
    return mod;
  }, (error: unknown) => {
    loadFailed = true;
    remoteLoadFailed(remote);
    throw error;
  }));

  const Component = (() => {
    page ??= create();
    return createElement(page);
  }) as RemoteComponent;

  Object.assign(Component, {
    displayName: `Remote(${remote}/${expose.replace(/^\.\//, '')})`,
    remote,
    expose,
    retry() {
      if (!loadFailed) return; // a render error: the loaded module is fine, just render again
      reRegisterRemote(remote);
      page = null;
      loadFailed = false;
    },
  });
  return Component;
}
