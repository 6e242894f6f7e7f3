import { Provider } from 'react-redux';
import { BrowserRouter } from '@storefront/shared/router';
import type { AppStore } from '@storefront/shared/store';
import { AppRoutes } from '../routes/app-routes';
import { RootBoundary } from './root-boundary';

/**
 * The one store and the one router every remote page renders inside (shared singletons).
 * `firstPage`: the load of the opened page's code, started before this render (preload-route.ts).
 */
export function App({ store, firstPage }: { store: AppStore; firstPage?: Promise<void> }) {
  return (
    <RootBoundary>
      <Provider store={store}>
        {/*
          Without transitions: a link to a page whose code is still downloading shows the loading
          state in the main area at once. In a transition React would keep the previous page on
          screen, still usable, under the new address, with no sign that anything is happening.
        */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes firstPage={firstPage} />
        </BrowserRouter>
      </Provider>
    </RootBoundary>
  );
}
