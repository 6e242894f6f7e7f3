import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from '@storefront/shared/router';
import { ServerDataProvider, type ServerDataValue, type ServerEntry } from '@storefront/shared/ssr';
import type { AppStore } from '@storefront/shared/store';
import { ServerRenderedRemotesProvider, type ServerRenderedRemotes } from '../remotes/server-rendered-remotes';
import { AppRoutes } from '../routes/app-routes';
import type { ServerPayload } from '../lib/page-payload';
import { RootBoundary } from './root-boundary';

/**
 * The answers a server-rendered page came with serve its first address only: after the first
 * navigation every page asks the API as usual (coming back later must not show old prices).
 */
function ForgetServerAnswers({ entries }: { entries: ReadonlyMap<string, ServerEntry> }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) (entries as Map<string, ServerEntry>).clear();
  }, [key, entries]);
  return null;
}

/**
 * Marks the page as running (`<html data-app-ready>`) once the app's first render is on screen: a
 * server-rendered page shows its content before its buttons work, and tests and monitors can wait
 * for this instead of guessing.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

export interface ServerRendering {
  data: ServerDataValue;
  remotes: ServerRenderedRemotes;
  /** The store's state the server rendered with (react-redux hydrates with it). */
  state?: unknown;
}

interface StorefrontTreeProps {
  store: AppStore;
  /** The router: the browser's, or on the server one at the requested address. */
  Router: ComponentType<{ children: ReactNode }>;
  firstPage?: Promise<void>;
  server?: ServerRendering;
}

/**
 * The whole page, the same on the server and in the browser: the tree must match node for node,
 * or hydration would see other `useId` values (and labels pointing at nothing).
 */
export function StorefrontTree({ store, Router, firstPage, server }: StorefrontTreeProps) {
  const app = (
    <Provider store={store} serverState={server?.state as ReturnType<AppStore['getState']> | undefined}>
      <Router>
        <AppRoutes firstPage={firstPage} />
        {server && <ForgetServerAnswers entries={server.data.entries} />}
        <MarkReady />
      </Router>
    </Provider>
  );
  return (
    <RootBoundary>
      {server ? (
        <ServerDataProvider value={server.data}>
          <ServerRenderedRemotesProvider value={server.remotes}>{app}</ServerRenderedRemotesProvider>
        </ServerDataProvider>
      ) : (
        app
      )}
    </RootBoundary>
  );
}

/**
 * Without transitions: a link to a page whose code is still downloading shows the loading state
 * in the main area at once. In a transition React would keep the previous page on screen, still
 * usable, under the new address, with no sign that anything is happening.
 */
function ShopRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/**
 * The one store and the one router every remote page renders inside (shared singletons).
 * `firstPage`: the load of the opened page's code, started before this render (preload-route.ts).
 * `server`: what a server-rendered page was rendered with; the first render (hydration) shows the
 * same, then the shopper's own state (basket, session) takes over.
 */
export function App({
  store,
  firstPage,
  server,
}: {
  store: AppStore;
  firstPage?: Promise<void>;
  server?: ServerPayload;
}) {
  const rendering = useMemo<ServerRendering | undefined>(
    () =>
      server
        ? {
            data: { entries: new Map(Object.entries(server.entries)), origin: server.origin },
            remotes: { rendered: (key: string) => server.modules.includes(key) },
            state: server.state,
          }
        : undefined,
    [server],
  );
  return <StorefrontTree store={store} Router={ShopRouter} firstPage={firstPage} server={rendering} />;
}
