// How every build compiles the storefront's sources: the browser builds (rspack.shared.ts) and the
// server builds (rspack.server.ts) alike, so a component's CSS class names are the same on both
// sides (hydration compares them).
import type { RuleSetRule } from '@rspack/core';

export interface ModuleOptions {
  production: boolean;
  /** SWC's targets: browsers, or 'node 20' on the server. */
  targets: string;
  /** React Fast Refresh (`rspack serve` only). */
  refresh?: boolean;
  /** The server: CSS modules give class names only, and files are not emitted (the browser build ships them). */
  server?: boolean;
}

export function moduleOptions({ production, targets, refresh = false, server = false }: ModuleOptions) {
  const rules: RuleSetRule[] = [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production && !server, refresh } },
        },
        env: { targets },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset', ...(server ? { generator: { emit: false } } : {}) },
  ];
  return {
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      'css/auto': {
        // The app name in every class keeps independently built remotes from colliding. No
        // [name] here: its dot ('x.module') breaks localised grid-area names.
        localIdentName: production ? '[uniqueName]-[hash:6]' : '[uniqueName]__[local]__[hash:4]',
        ...(server ? { exportsOnly: true } : {}),
      },
    },
    rules,
  };
}
