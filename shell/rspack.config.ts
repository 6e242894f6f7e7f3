import path from 'node:path';
import { createAppConfig } from '../rspack.shared';
import { earlyConfigScript } from './src/early-config';
import { moduleKey, PAGE_MODULES } from './src/remotes/page-modules';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Storefront | Online shopping in Pakistan',
  headHtml: earlyConfigScript(),
  // Public pages are rendered on the server (tools/page-rendering.cjs loads this renderer).
  server: { renderer: './src/server/render-page.tsx' },
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts')],
  // What its routes and header load from the remotes: a remote's release is checked against it
  // before it goes live (tools/check-shared.mjs, tools/release.mjs use).
  manifestMetaData: { remoteModules: Object.values(PAGE_MODULES).map(moduleKey) },
});
