// The one Rspack factory every app's config calls: what it gives a production build, a development
// build and the dev server (`rspack serve`, with React Fast Refresh).
// @rspack/core and the refresh plugin are ES modules only, which Jest cannot load as CommonJS: the
// factory runs in a child Node process through tsx, as the Rspack CLI loads it, and reports back.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

interface Summary {
  entry: unknown;
  filename: string;
  plugins: string[];
  refresh: boolean;
  development: boolean;
  devServer: { host?: string; hot?: boolean };
}

function summarise(app: 'shell' | 'mf-catalog', env: object, mode: 'production' | 'development'): Summary {
  const script = `
    import { createAppConfig } from ${JSON.stringify(path.join(root, 'rspack.shared.ts'))};
    const exposes = ${app === 'mf-catalog' ? "{ './HomePage': './src/exposes/home-page.tsx' }" : 'undefined'};
    const config = createAppConfig({ name: 'x', dir: ${JSON.stringify(path.join(root, app))}, port: 3999, title: 'x', exposes })
      (${JSON.stringify(env)}, { mode: ${JSON.stringify(mode)} });
    const swc = config.module.rules.find((rule) => rule.loader === 'builtin:swc-loader').options.jsc.transform.react;
    console.log(JSON.stringify({
      entry: config.entry, filename: config.output.filename,
      plugins: config.plugins.filter(Boolean).map((plugin) => plugin.constructor.name),
      refresh: swc.refresh, development: swc.development, devServer: { host: config.devServer.host, hot: config.devServer.hot },
    }));`;
  const out = execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--eval', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() as string) as Summary;
}

describe('createAppConfig', () => {
  it('production: content-hashed files, a remote without a page of its own, no Fast Refresh even when served', () => {
    for (const env of [{}, { RSPACK_SERVE: true }]) {
      const config = summarise('mf-catalog', env, 'production');
      expect(config.filename).toBe('[name].[contenthash:8].js');
      expect(config.entry).toEqual({});
      expect(config).toMatchObject({ development: false, refresh: false });
      expect(config.plugins).not.toContain('ReactRefreshRspackPlugin');
      expect(config.plugins).toContain('ModuleFederationPlugin');
    }
  });

  it('a development build (not served) has no Fast Refresh runtime', () => {
    const config = summarise('shell', {}, 'development');
    expect(config).toMatchObject({ development: true, refresh: false });
    expect(config.plugins).not.toContain('ReactRefreshRspackPlugin');
  });

  it('the dev server: Fast Refresh in every app, the renderer-recording hook entry first, on this machine only', () => {
    for (const app of ['shell', 'mf-catalog'] as const) {
      const config = summarise(app, { RSPACK_SERVE: true }, 'development');
      expect(config).toMatchObject({ development: true, refresh: true, devServer: { host: 'localhost', hot: true } });
      expect(config.plugins.slice(0, 2)).toEqual(['EntryPlugin', 'ReactRefreshRspackPlugin']);
    }
  });
});
