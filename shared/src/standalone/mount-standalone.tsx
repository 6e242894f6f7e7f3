import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject } from '@storefront/shared/router';
import { loadRuntimeConfig } from '@storefront/shared/config';
import { configureApi } from '@storefront/shared/api';
import { applyDocumentLanguage, i18n, rememberedLanguage, SHARED_NAMESPACE } from '@storefront/shared/i18n';
import { createStorefrontStore } from '@storefront/shared/store';
import '@storefront/shared/ui/tokens.css';
import { StandaloneApp } from './standalone-app';

export interface MountStandaloneOptions {
  /** Shown in the top bar and as the default page title. */
  title: string;
  routes: RouteObject[];
  /** Element id to render into; 'root' as in every app's index.html. */
  rootId?: string;
  configUrl?: string;
}

/** Loads the runtime config, configures the API client, creates the store and renders the app. */
export async function mountStandalone({
  title,
  routes,
  rootId = 'root',
  configUrl,
}: MountStandaloneOptions): Promise<void> {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`mountStandalone: no element with id "${rootId}"`);
  document.title = title;
  // The language the shopper last chose (the same cookie as the storefront's, on this host's origin).
  const language = rememberedLanguage();
  void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  const root = createRoot(container);
  try {
    await loadRuntimeConfig(configUrl);
  } catch (err) {
    console.error(err);
    root.render(
      <p role="alert" style={{ padding: 16 }}>
        {i18n.t('standalone.couldNotStart', { ns: SHARED_NAMESPACE, reason: (err as Error).message })}
      </p>,
    );
    return;
  }
  configureApi();
  const store = createStorefrontStore();
  root.render(
    <StrictMode>
      <Provider store={store}>
        {/* As in the shell: a page still downloading shows its loading state at once. */}
        <BrowserRouter useTransitions={false}>
          <StandaloneApp title={title} routes={routes} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
