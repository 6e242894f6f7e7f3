import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig } from '../rspack.shared';
import { buildDir } from '../rspack.server';
import { BROWSER_BUILD, offlineConfigs } from './rspack.offline';
import { earlyConfigScript } from './src/early-config';
import { moduleKey, PAGE_MODULES } from './src/remotes/page-modules';

/** The installable app's manifest and icon (shell/public/static), linked from every page. */
const INSTALL_LINKS = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="apple-touch-icon" href="/icons/icon-192.png" />',
].join('');

const appConfig = createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Storefront | Online shopping in Pakistan',
  headHtml: earlyConfigScript() + INSTALL_LINKS,
  // Public pages are rendered on the server (tools/page-rendering.cjs loads this renderer).
  server: { renderer: './src/server/render-page.tsx' },
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts')],
  // What its routes and header load from the remotes: a remote's release is checked against it
  // before it goes live (tools/check-shared.mjs, tools/release.mjs use).
  manifestMetaData: { remoteModules: Object.values(PAGE_MODULES).map(moduleKey) },
});

// A production build also makes the offline page and the service worker (rspack.offline.ts);
// `rspack serve` and development builds never have a worker.
export default (env: unknown, argv: { mode?: string }): Configuration | Configuration[] => {
  const configs = appConfig(env, argv);
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  if (!production || !Array.isArray(configs)) return configs;
  const [browser, ...rest] = configs;
  return [
    { ...browser, name: BROWSER_BUILD },
    ...rest,
    ...offlineConfigs({ dir: __dirname, distDir: buildDir(__dirname) }),
  ];
};
