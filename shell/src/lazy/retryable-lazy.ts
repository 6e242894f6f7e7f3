import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

export type LazyModule = { default: ComponentType };

/** A lazily loaded component whose failed load can be forgotten, so the next render loads again. */
export interface RetryableLazy {
  (): ReactElement;
  /** Drops a failed load; false when there is none (still loading, loaded, or a render error). */
  forgetFailedLoad(): boolean;
}

/**
 * React.lazy, loading on first render (never before). React.lazy caches a rejected load for good,
 * so a failed load keeps its lazy wrapper only until forgetFailedLoad() replaces it.
 */
export function retryableLazy(load: () => Promise<LazyModule>): RetryableLazy {
  let current: LazyExoticComponent<ComponentType> | null = null;
  let loadFailed = false;

  const create = () => lazy(() => load().catch((error: unknown) => {
    loadFailed = true;
    throw error;
  }));

  const Component = (() => {
    current ??= create();
    return createElement(current);
  }) as RetryableLazy;

  Component.forgetFailedLoad = () => {
    if (!loadFailed) return false;
    current = null;
    loadFailed = false;
    return true;
  };
  return Component;
}
