import { remotePages } from '../remotes/remote-pages';
import { guardSendsAway } from '../lib/route-access';
import { matchAppRoute } from './route-table';

/**
 * Starts loading the code of the page at `pathname`, and of the header's search box, ahead of the
 * first render, unless the page's guard will send this visitor elsewhere. Settles when the page's
 * own code has loaded or failed: only that is waited for, so a remote that hangs (the catalog,
 * for the search box) never holds back another remote's page. Their files are usually in the
 * browser by then (early-manifests.ts preloads them).
 */
export function preloadRoute(pathname: string, loggedIn: boolean): Promise<void> {
  void remotePages.searchBox.preload();
  const route = matchAppRoute(pathname);
  if (!route || guardSendsAway(route.access, loggedIn)) return Promise.resolve();
  if (route.kind === 'remote') return route.module.preload();
  return route.component.preload?.() ?? Promise.resolve();
}
