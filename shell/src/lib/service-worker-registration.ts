// Registers the shop's service worker (shell/src/service-worker/sw.ts) in production builds, once the
// page has loaded: the worker's install (it downloads the shell's build to precache it) must not
// compete with the page's own first downloads on a weak connection. Development builds never
// register one, so a developer's reload is never answered from a cache.

import { SERVICE_WORKER_URL } from './service-worker-contract';

export type RegistrationOutcome = 'registered' | 'unsupported' | 'development' | 'failed';

export interface RegistrationEnvironment {
  production: boolean;
  /** navigator.serviceWorker; absent in browsers without service workers (and on plain http elsewhere than localhost). */
  container: Pick<ServiceWorkerContainer, 'register'> | undefined;
  /** The page: its readiness and its load event. */
  page: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> };
}

/** Resolves once the worker is registered, or says why it was not (a failure is logged, never thrown). */
export function registerServiceWorker({
  production,
  container,
  page,
}: RegistrationEnvironment): Promise<RegistrationOutcome> {
  if (!production) return Promise.resolve('development');
  if (!container) return Promise.resolve('unsupported');
  const register = (): Promise<RegistrationOutcome> =>
    container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).then(
      () => 'registered',
      (err: unknown) => {
        // The shop works without it, only not offline.
        console.error('The service worker could not be registered', err);
        return 'failed';
      },
    );
  if (page.document.readyState === 'complete') return register();
  return new Promise((resolve) => page.addEventListener('load', () => void register().then(resolve), { once: true }));
}
