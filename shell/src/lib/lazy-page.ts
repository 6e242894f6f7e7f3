import type { ComponentType } from 'react';
import { retryableLazy, type LazyModule, type RetryableLazy } from './retryable-lazy';

/** Thrown when a static page's chunk cannot be downloaded (offline, or a stale chunk after a deploy). */
export class PageUnavailableError extends Error {
  readonly page: string;

  constructor(page: string, options?: { cause?: unknown }) {
    super(`The ${page} page could not be loaded`);
    this.name = 'PageUnavailableError';
    this.page = page;
    if (options && 'cause' in options) (this as { cause?: unknown }).cause = options.cause;
  }
}

export function isPageUnavailableError(error: unknown): error is PageUnavailableError {
  return error instanceof PageUnavailableError;
}

/** A page of the shell: a plain component, or a lazy one whose failed download retry() forgets. */
export type ShellPage = ComponentType & { retry?: () => void; preload?: () => Promise<void> };

export type LazyPage = RetryableLazy & { displayName: string; retry: () => void };

/**
 * `lazyPage('about', () => import('../pages/about/about-page'))`: the page's chunk is downloaded when it
 * first renders, and again after retry() if that failed.
 */
export function lazyPage(name: string, load: () => Promise<LazyModule>): LazyPage {
  const page = retryableLazy(() =>
    load().catch((cause: unknown) => {
      throw new PageUnavailableError(name, { cause });
    }),
  );
  return Object.assign(page, {
    displayName: `Page(${name})`,
    retry() {
      page.forgetFailedLoad();
    },
  });
}
