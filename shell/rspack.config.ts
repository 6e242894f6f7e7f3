import path from 'node:path';
import { createAppConfig } from '../rspack.shared';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Storefront | Online shopping in Pakistan',
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts')],
});
