import { createRoot } from 'react-dom/client';
import '@storefront/shared/ui/tokens.css';
import { startApp } from './app/start-app';

/** Renders the storefront; `runtimeConfig` is the config request the entry already started. */
export function boot(runtimeConfig: Promise<Response>): void {
  const container = document.getElementById('root');
  if (container) void startApp(createRoot(container), runtimeConfig);
}
