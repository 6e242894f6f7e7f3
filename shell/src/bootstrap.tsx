import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import '@storefront/shared/ui/tokens.css';
import { startApp, type AppRoot } from './app/start-app';
import { registerServiceWorker } from './lib/service-worker-registration';

/** Renders the storefront; `runtimeConfig` is the config request the entry already started. */
export function boot(runtimeConfig: Promise<Response>): void {
  const container = document.getElementById('root');
  if (!container) return;
  let root: Root | null = null;
  const appRoot: AppRoot = {
    render: (element) => (root ??= createRoot(container)).render(element),
    // In a transition, hydration yields to the browser between components instead of holding
    // the main thread for its whole length; a click meanwhile hydrates its part first.
    hydrate: (element) =>
      startTransition(() => {
        root = hydrateRoot(container, element);
      }),
  };
  void startApp(appRoot, runtimeConfig);
  // Offline use and install (docs/architecture-notes.md, "Offline and install"): production only.
  void registerServiceWorker({
    production: process.env.NODE_ENV === 'production',
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    page: window,
  });
}
