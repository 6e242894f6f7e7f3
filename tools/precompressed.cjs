// How tools/static-server.cjs answers with the build's precompressed files (x.js.br, x.js.gz, made
// by tools/build/precompress-plugin.cjs). @fastify/static (preCompressed) picks the variant from
// Accept-Encoding and sets Content-Encoding; @fastify/compress then leaves the answer alone (it skips
// anything already encoded) and still compresses what has no variant, and every dynamic answer.

/** The file a precompressed variant stands for: caching rules are the original's ('a.1a2b3c4d.js.br' → 'a.1a2b3c4d.js'). */
function originalPath(filePath) {
  return filePath.replace(/\.(br|gz)$/, '');
}

/**
 * A file's answer depends on Accept-Encoding whichever file was sent (variant, original, or
 * compressed on the fly), so a shared cache must key on it. @fastify/static does not say so for a
 * variant, and @fastify/compress only when it compresses. Lower case: @fastify/compress looks for
 * this spelling and would otherwise add a second one.
 * @param {import('node:http').ServerResponse} res
 */
function varyOnEncoding(res) {
  res.setHeader('Vary', 'accept-encoding');
}

module.exports = { originalPath, varyOnEncoding };
