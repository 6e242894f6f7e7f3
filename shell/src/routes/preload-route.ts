import { remotePages } from '../remotes/remote-pages';
import { matchAppRoute } from './route-table';

/**
 * Loads the code of the page at `pathname` (and of the header's search box) ahead of the first
 * render, unless the page's guard will send this visitor elsewhere; settles when both have loaded
 * or failed. Their files are usually in the browser by then (early-manifests.ts preloads them).
 */
export function preloadRoute(pathname: string, loggedIn: boolean): Promise<void> {
  const loads = [remotePages.searchBox.preload()];
  const route = matchAppRoute(pathname);
  const sentAway = route && ((route.access === 'auth' && !loggedIn) || (route.access === 'guest' && loggedIn));
  if (route && !sentAway) loads.push(route.kind === 'remote' ? route.module.preload() : route.component.preload?.() ?? Promise.resolve());
  return Promise.all(loads).then(() => undefined);
}
