import { Provider } from 'react-redux';
import { BrowserRouter } from '@storefront/shared/router';
import type { AppStore } from '@storefront/shared/store';
import { AppRoutes } from '../routes/app-routes';

/** The one store and the one router every remote page renders inside (shared singletons). */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
