import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

export type LazyModule = { default: ComponentType };

/** A lazily loaded component whose failed load can be forgotten, so the next render loads again. */
export interface RetryableLazy {
  (): ReactElement;
  /** Starts the load now, before the first render, which then takes it; settles when it has. */
  preload(): Promise<void>;
  /** Drops a failed load; false when there is none (still loading, loaded, or a render error). */
  forgetFailedLoad(): boolean;
}

/**
 * React.lazy, loading on first render or on preload(), whichever comes first. A module preloaded
 * before the first render is rendered as it is: React.lazy would suspend once even on a finished
 * load. React.lazy caches a rejected load for good, so a failed load keeps its lazy wrapper only
 * until forgetFailedLoad() replaces it.
 */
export function retryableLazy(load: () => Promise<LazyModule>): RetryableLazy {
  // Chosen once per load and kept: a different component type would remount the page.
  let current: LazyExoticComponent<ComponentType> | ComponentType | null = null;
  let started: Promise<LazyModule> | null = null;
  let loaded: LazyModule | null = null;
  let loadFailed = false;

  const start = () =>
    (started ??= load().then(
      (mod) => {
        loaded = mod;
        return mod;
      },
      (error: unknown) => {
        loadFailed = true;
        throw error;
      },
    ));

  const Component = (() => {
    current ??= loaded ? loaded.default : lazy(start);
    return createElement(current);
  }) as RetryableLazy;

  // A failed preload is not reported here: the render that takes it shows the failure.
  Component.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );

  Component.forgetFailedLoad = () => {
    if (!loadFailed) return false;
    current = null;
    started = null;
    loadFailed = false;
    return true;
  };
  return Component;
}
