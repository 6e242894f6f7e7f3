// Writes ssr-assets.json beside a browser build: for each chunk group (the entry, each lazily
// loaded module and each shared module), the stylesheets it brings, keyed by the request that loads
// it ('./bootstrap', '../pages/about/about-page', '@storefront/shared/ui'). The shell's server links
// the stylesheets of what a page shows, so server-rendered markup arrives styled, in the order the
// browser would load them. See shell/src/server/shell-assets.ts.
const { rspack } = require('@rspack/core');

const FILE = 'ssr-assets.json';

class SsrAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const groups = {};
          for (const group of compilation.chunkGroups) {
            const css = group.getFiles().filter((file) => file.endsWith('.css'));
            for (const origin of group.origins) {
              if (!origin.request) continue;
              const known = groups[origin.request] ?? [];
              groups[origin.request] = [...new Set([...known, ...css])];
            }
          }
          compilation.emitAsset(FILE, new rspack.sources.RawSource(JSON.stringify({ groups }, null, 2)));
        },
      );
    });
  }
}

module.exports = { SsrAssetsPlugin, SSR_ASSETS_FILE: FILE };
