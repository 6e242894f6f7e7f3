import { useEffect, useMemo, useRef } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from '@storefront/shared/router';
import { ServerDataProvider, type ServerDataValue, type ServerEntry } from '@storefront/shared/ssr';
import type { AppStore } from '@storefront/shared/store';
import { ServerRenderedRemotesProvider } from '../remotes/server-rendered-remotes';
import { AppRoutes } from '../routes/app-routes';
import type { ServerPayload } from '../server/payload';
import { RootBoundary } from './root-boundary';

/**
 * The answers a server-rendered page came with serve its first address only: after the first
 * navigation every page asks the API as usual (coming back later must not show old prices).
 */
function ForgetServerAnswers({ entries }: { entries: Map<string, ServerEntry> }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) entries.clear();
  }, [key, entries]);
  return null;
}

/**
 * The one store and the one router every remote page renders inside (shared singletons).
 * `firstPage`: the load of the opened page's code, started before this render (preload-route.ts).
 * `server`: what a server-rendered page was rendered with; the first render (hydration) shows the
 * same, then the shopper's own state (basket, session) takes over.
 */
export function App({ store, firstPage, server }: { store: AppStore; firstPage?: Promise<void>; server?: ServerPayload }) {
  const serverData = useMemo<ServerDataValue | null>(
    () => (server ? { entries: new Map(Object.entries(server.entries)), origin: server.origin } : null),
    [server],
  );
  const rendered = useMemo(() => (server ? { rendered: (key: string) => server.modules.includes(key) } : null), [server]);
  const app = (
    <Provider store={store} serverState={server?.state as ReturnType<AppStore['getState']> | undefined}>
      {/*
        Without transitions: a link to a page whose code is still downloading shows the loading
        state in the main area at once. In a transition React would keep the previous page on
        screen, still usable, under the new address, with no sign that anything is happening.
      */}
      <BrowserRouter useTransitions={false}>
        {serverData && <ForgetServerAnswers entries={serverData.entries as Map<string, ServerEntry>} />}
        <AppRoutes firstPage={firstPage} />
      </BrowserRouter>
    </Provider>
  );
  return (
    <RootBoundary>
      {serverData && rendered
        ? (
          <ServerDataProvider value={serverData}>
            <ServerRenderedRemotesProvider value={rendered}>{app}</ServerRenderedRemotesProvider>
          </ServerDataProvider>
        )
        : app}
    </RootBoundary>
  );
}
