import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { loadRuntimeConfig } from '@storefront/shared/config';
import { configureApi } from '@storefront/shared/api';
import { createStorefrontStore } from '@storefront/shared/store';
import { startInLanguage } from '@storefront/shared/i18n';
import { selectIsLoggedIn } from '@storefront/shared/session';
import { registerStorefrontRemotes } from '../remotes/remote-registry';
import { preloadRoute } from '../routes/preload-route';
import { App } from './app';
import { ConfigErrorScreen } from './config-error-screen';
import { readServerPayload } from './server-payload';

/** Where the app is rendered: afresh, or (`hydrate`) over the server's markup of the page. */
export type AppRoot = Pick<Root, 'render'> & { hydrate?: (element: ReactNode) => void };

/**
 * Start-up order matters: the runtime config names the API root and the remotes, so it comes
 * first; remotes are registered (not fetched) before anything can render a remote module.
 */
export async function startApp(root: AppRoot, startedConfigRequest?: Promise<Response>): Promise<void> {
  const server = root.hydrate ? readServerPayload() : null;
  startInLanguage(server?.language);
  try {
    const config = await loadRuntimeConfig(undefined, startedConfigRequest);
    configureApi({ baseURL: config.apiRoot });
    registerStorefrontRemotes(config.remotes);
    const store = createStorefrontStore();
    const firstPage = preloadRoute(window.location.pathname, selectIsLoggedIn(store.getState()));
    if (server && root.hydrate) {
      // Server-rendered: hydrated once the page's own code is here (the page preloads it), so the
      // whole page answers clicks together. The header's search box may come later: React keeps
      // a section whose code is on its way as the server sent it.
      await firstPage;
      root.hydrate(<App store={store} server={server} />);
    } else {
      root.render(<App store={store} firstPage={firstPage} />);
    }
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<ConfigErrorScreen onRetry={() => startApp(root)} />);
  }
}
