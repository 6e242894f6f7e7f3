import { runtimeConfigRequest } from './early-config';
import { hasLiveSession, modulesForPath, startManifestFetches } from './remotes/early-manifests';

// The runtime config request the page's head started (early-config.ts), taken while the bootstrap
// chunk and the shared modules download; a failure is reported by startApp().
const runtimeConfig = runtimeConfigRequest();
runtimeConfig.catch(() => undefined);
// As soon as it names the remotes, ask for the manifests (and, once they arrive, the files) of the
// remote modules this page shows (early-manifests.ts). A copy of the answer is read: the bootstrap
// reads the original.
runtimeConfig
  .then((response) => (response.ok ? response.clone().json() : null))
  .then((config) => { if (config?.remotes) startManifestFetches(config.remotes, modulesForPath(window.location.pathname, hasLiveSession())); })
  .catch(() => undefined);

void import('./bootstrap').then(({ boot }) => boot(runtimeConfig));
