import { remotesForPath, startManifestFetches } from './remotes/early-manifests';

// Every page waits for the runtime config (it names the API and the remotes), so ask for it now,
// while the bootstrap chunk and the shared modules download, rather than after them. Same request
// as loadRuntimeConfig() makes (never from a cache); a failure is reported by startApp().
const runtimeConfig = fetch('/runtime-config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
runtimeConfig.catch(() => undefined);
// As soon as it names the remotes, ask for the manifests this page needs (early-manifests.ts). A
// copy of the answer is read: the bootstrap reads the original.
runtimeConfig
  .then((response) => (response.ok ? response.clone().json() : null))
  .then((config) => { if (config?.remotes) startManifestFetches(config.remotes, remotesForPath(window.location.pathname)); })
  .catch(() => undefined);

void import('./bootstrap').then(({ boot }) => boot(runtimeConfig));
