// The server builds (server rendering, docs/architecture-notes.md "Server rendering"):
//  - a remote's server container: the same exposes as its browser build, for Node, published
//    beside the browser build under /server/ on the remote's own origin. The shell's server loads
//    it at runtime through the runtime config, so a remote's release is server-rendered without a
//    shell release. It holds none of the shared singletons: the shell's server provides them.
//  - the shell's page renderer: the shell's own code for Node, loaded by tools/static-server.cjs.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { moduleOptions } from './rspack.rules';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build tool without type declarations, loaded as Node runs it
const { BuildInfoPlugin } = require('./tools/build/build-info-plugin.cjs') as {
  BuildInfoPlugin: new (options: { cwd: string }) => { apply: (compiler: unknown) => void };
};

/** The subfolder of dist/ holding an app's server build (and its path on the app's origin). */
export const SERVER_DIR = 'server';

/**
 * Where an app's build goes: its dist/, or BUILD_OUT_DIR when the release tool builds a release
 * (tools/release.mjs), so a release never touches the build `npm start` serves.
 */
export function buildDir(appDir: string): string {
  const out = process.env.BUILD_OUT_DIR?.trim();
  return out ? path.resolve(out) : path.join(appDir, 'dist');
}

export interface RemoteServerOptions {
  name: string;
  dir: string;
  exposes: Record<string, string>;
  /** Every shared singleton of the browser build (rspack.shared.ts sharedModules()). */
  shared: Record<string, { singleton: true; requiredVersion: string; version?: string }>;
  production: boolean;
}

/** A remote's server container: dist/server/remoteEntry.js and mf-manifest.json (commonjs). */
export function remoteServerConfig(options: RemoteServerOptions): Configuration {
  const { production } = options;
  // import: false: the container takes every singleton from the shell's server (one React, one
  // store context, one router context), and bundles no copy of its own.
  const shared = Object.fromEntries(
    Object.entries(options.shared).map(([key, config]) => [key, { ...config, import: false as const }]),
  );
  return {
    name: `${options.name}-server`,
    mode: production ? 'production' : 'development',
    context: options.dir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(buildDir(options.dir), SERVER_DIR),
      publicPath: 'auto',
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    module: moduleOptions({ production, targets: 'node 20', server: true }),
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared,
        // Loads the container's own chunks over HTTP from its origin, through the host's fetch hook.
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: true,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
      // Its manifest says which build it is (build id, commit, build time).
      ...(production ? [new BuildInfoPlugin({ cwd: options.dir })] : []),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

export interface ShellServerOptions {
  dir: string;
  /** The renderer's source (exports createPageRenderer). */
  entry: string;
  /** The shared singletons' versions, handed to the remotes' server containers. */
  shared: Record<string, unknown>;
  production: boolean;
}

/** Packages stay in node_modules on the server; the storefront's own TypeScript is compiled in. */
function externalPackages({ request }: { request?: string }, callback: (error?: Error, result?: string) => void) {
  if (request && /^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request) && !request.startsWith('@storefront/')) {
    return callback(undefined, `commonjs ${request}`);
  }
  return callback();
}

/** The shell's page renderer: dist/server/render.js, for tools/static-server.cjs. */
export function shellServerConfig(options: ShellServerOptions): Configuration {
  const { production } = options;
  return {
    name: 'shell-server',
    mode: production ? 'production' : 'development',
    context: options.dir,
    target: 'node',
    entry: { render: options.entry },
    devtool: false,
    output: {
      path: path.join(buildDir(options.dir), SERVER_DIR),
      uniqueName: 'shell',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [externalPackages],
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    module: moduleOptions({ production, targets: 'node 20', server: true }),
    plugins: [new rspack.DefinePlugin({ __SHARED_SCOPE__: JSON.stringify(options.shared) })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
