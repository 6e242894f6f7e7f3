// The build's precompressed files (tools/build/precompress-plugin.cjs): a real production build of
// a tiny app in a temp folder. @rspack/core is ES modules only, which Jest cannot load as CommonJS:
// the build runs in a child Node process, as in rspack-shared.test.ts.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.join(__dirname, '..');
const pluginFile = path.join(__dirname, 'build/precompress-plugin.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { compressedVariants } = require('./build/precompress-plugin.cjs') as {
  compressedVariants: (content: Buffer) => Promise<{ extension: string; content: Buffer }[]>;
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
const dist = path.join(work, 'dist');

beforeAll(() => {
  fs.writeFileSync(path.join(work, 'index.js'), `document.title = ${JSON.stringify('Fresh picks, '.repeat(400))};`);
  fs.writeFileSync(path.join(work, 'tiny.js'), 'document.title = "x";');
  // Over 1 KB but random: neither brotli nor gzip makes it smaller.
  fs.writeFileSync(path.join(work, 'random.json'), crypto.randomBytes(4096));
  const script = `
    import { createRequire } from 'node:module';
    import { rspack } from '@rspack/core';
    const { PrecompressPlugin } = createRequire(import.meta.url)(${JSON.stringify(pluginFile)});
    rspack({
      mode: 'production', context: ${JSON.stringify(work)}, devtool: 'source-map',
      entry: { main: './index.js', tiny: './tiny.js' },
      output: { path: ${JSON.stringify(dist)}, filename: '[name].[contenthash:8].js' },
      plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'random.json' }] }), new PrecompressPlugin()],
    }).run((err, stats) => {
      if (err || stats.hasErrors()) { console.error(err ?? stats.toString()); process.exit(1); }
    });`;
  execFileSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: root, stdio: 'pipe' });
}, 60_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const emitted = () => fs.readdirSync(dist).sort();
const read = (name: string) => fs.readFileSync(path.join(dist, name));

describe('PrecompressPlugin', () => {
  it('writes a brotli and a gzip file beside a text file over 1 KB, each decoding to it', () => {
    const main = emitted().find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name)) as string;
    expect(main).toBeDefined();
    expect(zlib.brotliDecompressSync(read(`${main}.br`)).equals(read(main))).toBe(true);
    expect(zlib.gunzipSync(read(`${main}.gz`)).equals(read(main))).toBe(true);
    expect(read(`${main}.br`).length).toBeLessThan(read(`${main}.gz`).length);
  });

  it('leaves alone small files, files compression does not shrink, and source maps', () => {
    const variants = emitted().filter((name) => /\.(br|gz)$/.test(name));
    expect(variants.some((name) => name.startsWith('tiny.'))).toBe(false);
    expect(variants.some((name) => name.startsWith('random.json'))).toBe(false);
    expect(variants.some((name) => name.includes('.map'))).toBe(false);
    expect(emitted()).toEqual(
      expect.arrayContaining(['random.json', expect.stringMatching(/^tiny\.[0-9a-f]{8}\.js$/)]),
    );
  });

  it('uses the strongest settings: brotli quality 11, gzip level 9', async () => {
    const text = Buffer.from(
      JSON.stringify({ products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Fan ${i}` })) }),
    );
    const variants = Object.fromEntries((await compressedVariants(text)).map((v) => [v.extension, v.content]));
    expect(
      variants['.br'].equals(
        zlib.brotliCompressSync(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
      ),
    ).toBe(true);
    expect(variants['.gz'].equals(zlib.gzipSync(text, { level: 9 }))).toBe(true);
  });
});
