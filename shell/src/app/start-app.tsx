import type { Root } from 'react-dom/client';
import { loadRuntimeConfig } from '@storefront/shared/config';
import { configureApi } from '@storefront/shared/api';
import { createStorefrontStore } from '@storefront/shared/store';
import { selectIsLoggedIn } from '@storefront/shared/session';
import { registerStorefrontRemotes } from '../remotes/remote-registry';
import { preloadRoute } from '../routes/preload-route';
import { App } from './app';
import { ConfigErrorScreen } from './config-error-screen';

/**
 * Start-up order matters: the runtime config names the API root and the remotes, so it comes
 * first; remotes are registered (not fetched) before anything can render a remote module.
 */
export async function startApp(root: Pick<Root, 'render'>, startedConfigRequest?: Promise<Response>): Promise<void> {
  try {
    const config = await loadRuntimeConfig(undefined, startedConfigRequest);
    configureApi({ baseURL: config.apiRoot });
    registerStorefrontRemotes(config.remotes);
    const store = createStorefrontStore();
    const firstPage = preloadRoute(window.location.pathname, selectIsLoggedIn(store.getState()));
    root.render(<App store={store} firstPage={firstPage} />);
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<ConfigErrorScreen onRetry={() => startApp(root)} />);
  }
}
