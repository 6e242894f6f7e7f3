// The early manifest fetches (remotes/early-manifests.ts) run before the app and cannot import
// the route table; this keeps the two in step.
import { modulesForPath, type PageModule } from '../remotes/early-manifests';
import { routeTable } from './route-table';

const SEARCH_BOX: PageModule = { remote: 'catalog', expose: './SearchBox' };

describe('modulesForPath, against the route table', () => {
  it("names, for every remote route of the route table, the module it renders, and the catalog's search box", () => {
    for (const route of routeTable) {
      if (route.kind !== 'remote') continue;
      const path = route.path.replace(/:\w+/g, 'x');
      const own = { remote: route.module.remote, expose: route.module.expose };
      // A page the guard sends this visitor away from is not fetched early.
      expect({ path, modules: modulesForPath(path, route.access !== 'guest') }).toEqual({
        path,
        modules: [SEARCH_BOX, own],
      });
      expect({ path, modules: modulesForPath(path, route.access === 'guest') }).toEqual({
        path,
        modules: route.access === 'public' ? [SEARCH_BOX, own] : [SEARCH_BOX],
      });
    }
  });
});
