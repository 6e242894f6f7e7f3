// The shell's two production-only builds for offline use (docs/architecture-notes.md, "Offline and
// install"), run after its browser build:
//  - the offline page (src/offline/): dist/offline.html and its script, precached;
//  - the service worker (src/service-worker/sw.ts): compiled, then the list of the shell's built
//    files it precaches is written into it by workbox-build (injectManifest) as dist/sw.js.
import path from 'node:path';
import { rspack, type Configuration, type Compiler } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { moduleOptions } from '../rspack.rules';

const TARGETS = 'defaults and supports es6-module';
/** The browser build's name, which these builds wait for (its output folder is cleaned first). */
export const BROWSER_BUILD = 'shell';

/** What the worker precaches: the shell's own build, less its server, maps, precompressed twins and page template. */
const PRECACHE = {
  globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
  // index.html is the unrendered page: a page comes from the network or the page cache, else offline.html.
  globIgnores: ['server/**', '**/*.map', 'index.html', 'sw.js'],
  // Names with a content hash are their own revision.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
};

/** Writes dist/sw.js: the compiled worker with its precache list. */
class InjectPrecacheManifestPlugin {
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectPrecacheManifestPlugin', async (compilation) => {
      const { count, size, warnings } = await injectManifest({
        swSrc: path.join(compiler.outputPath, 'sw.js'),
        swDest: path.join(this.distDir, 'sw.js'),
        globDirectory: this.distDir,
        ...PRECACHE,
      });
      for (const warning of warnings) compilation.warnings.push(new compiler.webpack.WebpackError(warning));
      compilation
        .getLogger('InjectPrecacheManifestPlugin')
        .info(`The service worker precaches ${count} files (${Math.round(size / 1024)} KB)`);
    });
  }
}

export function offlineConfigs({ dir, distDir }: { dir: string; distDir: string }): Configuration[] {
  const common = {
    mode: 'production' as const,
    context: dir,
    devtool: false as const,
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: moduleOptions({ production: true, targets: TARGETS }),
    performance: { hints: false as const },
  };
  const offlinePage: Configuration = {
    ...common,
    name: 'shell-offline',
    dependencies: [BROWSER_BUILD],
    target: 'web',
    entry: { offline: './src/offline/offline-page.ts' },
    output: {
      path: distDir,
      publicPath: '/',
      uniqueName: 'shell-offline',
      filename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: false,
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: './src/offline/offline.html', filename: 'offline.html' })],
  };
  const serviceWorker: Configuration = {
    ...common,
    name: 'shell-service-worker',
    dependencies: [BROWSER_BUILD, 'shell-offline'],
    target: 'webworker',
    entry: { sw: './src/service-worker/sw.ts' },
    // Compiled outside dist/, which gets the worker with its precache list.
    output: { path: path.join(dir, 'node_modules/.cache/service-worker'), filename: '[name].js', clean: true },
    optimization: { splitChunks: false },
    plugins: [new InjectPrecacheManifestPlugin(distDir)],
  };
  return [offlinePage, serviceWorker];
}
