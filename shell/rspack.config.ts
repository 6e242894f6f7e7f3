import path from 'node:path';
import { createAppConfig } from '../rspack.shared';
import { earlyConfigScript } from './src/early-config';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Storefront | Online shopping in Pakistan',
  headHtml: earlyConfigScript(),
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts')],
});
