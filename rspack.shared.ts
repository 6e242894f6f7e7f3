// One factory for every app's Rspack + Module Federation 2 config. Each app's rspack.config.ts is a
// single call to createAppConfig(); nothing here is repeated per app.
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { buildDir, remoteServerConfig, SERVER_DIR, shellServerConfig } from './rspack.server';
import { sharedModules } from './shared-modules';
import { moduleOptions } from './rspack.rules';

export { sharedModules };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build tool without type declarations, loaded as Node runs it
const { buildRuntimeConfig } = require('./tools/runtime-config.cjs') as {
  buildRuntimeConfig: (env: NodeJS.ProcessEnv) => unknown;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build tool without type declarations, loaded as Node runs it
const { SsrAssetsPlugin } = require('./tools/build/ssr-assets-plugin.cjs') as {
  SsrAssetsPlugin: new () => { apply: (compiler: unknown) => void };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build tool without type declarations, loaded as Node runs it
const { BuildInfoPlugin } = require('./tools/build/build-info-plugin.cjs') as {
  BuildInfoPlugin: new (options: { cwd: string; metaData?: Record<string, unknown> }) => {
    apply: (compiler: unknown) => void;
  };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build tool without type declarations, loaded as Node runs it
const { PrecompressPlugin } = require('./tools/build/precompress-plugin.cjs') as {
  PrecompressPlugin: new () => { apply: (compiler: unknown) => void };
};

export interface AppOptions {
  /** Module Federation name: 'shell', 'catalog', 'checkout', 'account' or 'auth'. */
  name: string;
  /** The app's folder (pass __dirname). */
  dir: string;
  /** Dev server port (see docs/contracts.md). */
  port: number;
  /** Remote only: public modules, all from src/exposes/. */
  exposes?: Record<string, string>;
  /** Host only: MF runtime plugins (files). */
  runtimePlugins?: string[];
  /** Page title of the app's own HTML page (the shell, or a remote's standalone host). */
  title: string;
  /** Markup placed at the top of the page's head, before anything downloads (the shell's early config request). */
  headHtml?: string;
  /**
   * Server rendering (rspack.server.ts): a remote with public pages builds its server container
   * too (`true`); the shell names its page renderer's source.
   */
  server?: true | { renderer: string };
  /** More for the build's manifest metaData (the shell names the remote modules it loads). */
  manifestMetaData?: Record<string, unknown>;
}

const root = __dirname;

export function createAppConfig(
  options: AppOptions,
): (env: unknown, argv: { mode?: string }) => Configuration | Configuration[] {
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const browser = browserConfig(options, env, production);
    // The dev server (`rspack serve`) renders in the browser only.
    const serve = (env as { RSPACK_SERVE?: boolean } | undefined)?.RSPACK_SERVE === true;
    if (!options.server || serve) return browser;
    const server =
      options.server === true
        ? remoteServerConfig({
            name: options.name,
            dir: options.dir,
            exposes: options.exposes ?? {},
            shared: sharedModules({ usedBy: options.dir }),
            production,
          })
        : shellServerConfig({ dir: options.dir, entry: options.server.renderer, shared: sharedModules(), production });
    return [browser, server];
  };
}

function browserConfig(options: AppOptions, env: unknown, production: boolean): Configuration {
  // `rspack serve`: an edited component is swapped in place (React Fast Refresh), state kept.
  const fastRefresh = !production && (env as { RSPACK_SERVE?: boolean } | undefined)?.RSPACK_SERVE === true;
  // A remote's own page (its standalone host) is for its team in development; in production a
  // remote is only its manifest, remote entry and chunks, loaded by the shell.
  const ownPage = !(options.exposes && production);
  const publicDir = path.join(options.dir, 'public');
  const apiTarget = process.env.API_URL ?? 'http://localhost:4000';
  const outDir = buildDir(options.dir);

  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: ownPage ? { main: './src/index.ts' } : {},
    // Production maps are written for error reports but named by no bundle, and not served (tools/static-server.cjs).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // 'auto' lets a remote's chunks load from wherever its manifest was fetched.
      publicPath: 'auto',
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      // The server build (rspack.server.ts) writes dist/server/ beside this one.
      clean: {
        keep: (file: string) => path.relative(outDir, file).split(path.sep)[0] === SERVER_DIR,
      },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    module: moduleOptions({ production, targets: 'defaults and supports es6-module', refresh: fastRefresh }),
    plugins: [
      // The DevTools-hook stand-in must come before the refresh runtime's own entry: see the file.
      ...(fastRefresh
        ? [
            new rspack.EntryPlugin(options.dir, path.join(__dirname, 'tools/dev/devtools-hook.js'), {
              name: undefined,
            }),
            new ReactRefreshRspackPlugin(),
          ]
        : []),
      new ModuleFederationPlugin({
        name: options.name,
        ...(options.exposes ? { filename: 'remoteEntry.js', exposes: options.exposes } : { remotes: {} }),
        // Each app asks for the API level of @storefront/shared its code needs (shared-modules.ts).
        shared: sharedModules({ usedBy: options.dir }),
        // Do not fetch every remote at start-up: one unreachable remote must not break the page.
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: true,
        dts: false,
        // The MF runtime is downloaded once per page, with the shell; a production remote (loaded only
        // by the shell) uses that copy, ~18 KB gzipped less per remote entry. In development a remote
        // still has its own page, so it keeps its own runtime.
        experiments: options.exposes ? { externalRuntime: !ownPage } : { provideExternalRuntime: true },
      }),
      ownPage &&
        new rspack.HtmlRspackPlugin({
          // One page template for the shell and every remote's standalone host.
          template: path.join(root, 'index.template.html'),
          favicon: fs.existsSync(path.join(publicDir, 'static/favicon.svg'))
            ? path.join(publicDir, 'static/favicon.svg')
            : undefined,
          title: options.title,
          templateParameters: { headHtml: options.headHtml ?? '' },
          chunks: ['main'],
          // Absolute, so deep links such as /category/a/b load /main.js, not /category/a/main.js.
          publicPath: '/',
        }),
      fs.existsSync(path.join(publicDir, 'static'))
        ? new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(publicDir, 'static'), to: '.' }] })
        : null,
      // .br and .gz beside each text file, sent as they are by tools/static-server.cjs.
      // The shell's server links the stylesheets of what a page shows (ssr-assets-plugin.cjs).
      options.server ? new SsrAssetsPlugin() : null,
      // Its manifest says which build it is (build id, commit, build time): docs/contracts.md.
      production ? new BuildInfoPlugin({ cwd: options.dir, metaData: options.manifestMetaData }) : null,
      production ? new PrecompressPlugin() : null,
    ].filter(Boolean),
    optimization: { splitChunks: production ? { chunks: 'async' } : false },
    performance: { hints: false },
    devServer: {
      // `npm run dev` chooses every app's port (tools/lib/apps.mjs); alone, an app takes its own.
      port: process.env.DEV_SERVER_PORT ? Number(process.env.DEV_SERVER_PORT) : options.port,
      // This machine only, like every server `npm start` runs: a dev build is not for the network.
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      // Remotes are fetched cross-origin by the shell.
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
      proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: true }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/runtime-config.json',
          middleware: (_req: unknown, res: { setHeader: (k: string, v: string) => void; end: (b: string) => void }) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(buildRuntimeConfig(process.env)));
          },
        });
        return middlewares;
      },
    },
  };
}
