// Precompressed siblings of a production build's text files: `x.js` gets `x.js.br` (brotli, quality
// 11) and `x.js.gz` (gzip, level 9), which tools/static-server.cjs sends as they are
// (@fastify/static's preCompressed). Compressing once at build time gives the smallest files at no
// cost per request; on-the-fly compression (@fastify/compress, fast levels) stays for dynamic answers.
// Plain Node zlib, no dependency. Loaded by rspack.shared.ts; tools/precompress-plugin.test.ts tests it.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files the browser downloads (source maps are for DevTools only, and never sent compressed). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
/** Below this, the bytes saved are less than a round of header overhead (the static server's threshold too). */
const MIN_BYTES = 1024;

/**
 * The precompressed variants of one file worth keeping: each is smaller than the file itself.
 * @param {Buffer} content
 * @returns {Promise<{ extension: '.br' | '.gz', content: Buffer }[]>}
 */
async function compressedVariants(content) {
  if (content.length <= MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: '.br', content: br },
    { extension: '.gz', content: gz },
  ].filter((variant) => variant.content.length < content.length);
}

class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    // The compiler's own classes (not an import of @rspack/core): the plugin stays loadable from CommonJS.
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // REPORT is the last stage: the files are final (minified, hashed; the MF manifest, emitted
        // at OPTIMIZE_TRANSFER, and the HTML page included).
        { name: PrecompressPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const names = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const asset = compilation.getAsset(name);
              const variants = await compressedVariants(asset.source.buffer());
              for (const variant of variants) {
                // Same immutability as the original: a content-hashed file's variants are hashed with it.
                compilation.emitAsset(name + variant.extension, new sources.RawSource(variant.content), {
                  immutable: asset.info.immutable,
                });
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, compressedVariants, COMPRESSIBLE, MIN_BYTES };
