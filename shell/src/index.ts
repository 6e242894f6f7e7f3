import { runtimeConfigRequest } from './early-config';
import { hasLiveSession, jsonCopy, modulesForPath, startManifestFetches } from './remotes/early-manifests';

// The runtime config request the page's head started (early-config.ts), taken while the bootstrap
// chunk and the shared modules download; a failure is reported by startApp().
const runtimeConfig = runtimeConfigRequest();
runtimeConfig.catch(() => undefined);
// As soon as it names the remotes, ask for the manifests (and, once they arrive, the files) of the
// remote modules this page shows (early-manifests.ts). A copy of the answer is read: the bootstrap
// reads the original.
runtimeConfig
  .then(jsonCopy)
  .then((config) => {
    const remotes = (config as { remotes?: Partial<Record<string, string>> } | null)?.remotes;
    if (remotes) startManifestFetches(remotes, modulesForPath(window.location.pathname, hasLiveSession()));
  })
  .catch(() => undefined);

void import('./bootstrap').then(({ boot }) => boot(runtimeConfig));
