// The static server with the build's precompressed files (x.js.br, x.js.gz beside x.js): the
// variant the browser accepts is sent as it is (never compressed again), with the original's type
// and caching, and Vary: accept-encoding for shared caches. What has no variant is compressed on the fly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { createStaticServer } = require('./static-server.cjs') as {
  createStaticServer: (o: {
    app: string;
    distDir: string;
    env: Record<string, string | undefined>;
    logLevel?: string;
  }) => Promise<FastifyInstance>;
};

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-precompressed-'));
const page = `<!doctype html><title>Storefront</title><div id="root"></div><!-- ${'padding '.repeat(200)} -->`;
const main = `console.log(${JSON.stringify('fresh picks '.repeat(600))});`;
const remoteEntry = `var catalog = ${JSON.stringify('remote entry '.repeat(300))};`;
/** Over the compression threshold, but built without variants (as a file compression did not shrink would be). */
const plain = `console.log(${JSON.stringify('no variant '.repeat(300))});`;

function writeWithVariants(name: string, text: string) {
  fs.writeFileSync(path.join(distDir, name), text);
  fs.writeFileSync(path.join(distDir, `${name}.br`), zlib.brotliCompressSync(text));
  fs.writeFileSync(path.join(distDir, `${name}.gz`), zlib.gzipSync(text, { level: 9 }));
}
writeWithVariants('index.html', page);
writeWithVariants('main.1a2b3c4d.js', main);
writeWithVariants('remoteEntry.js', remoteEntry);
fs.writeFileSync(path.join(distDir, 'plain.9f8e7d6c.js'), plain);

const servers: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function server(app: string) {
  const s = await createStaticServer({ app, distDir, env: { API_URL: 'http://127.0.0.1:9' }, logLevel: 'silent' });
  servers.push(s);
  return s;
}

const file = (name: string) => fs.readFileSync(path.join(distDir, name));

describe('precompressed files', () => {
  it('sends the .br file for a browser accepting brotli, as it is, with the type and caching of the original', async () => {
    const res = await (
      await server('mf-catalog')
    ).inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // Byte for byte the build's file: @fastify/compress did not compress it again.
    expect(res.rawPayload.equals(file('main.1a2b3c4d.js.br'))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(main);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('sends the .gz file to a browser accepting gzip only', async () => {
    const res = await (
      await server('mf-catalog')
    ).inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(file('main.1a2b3c4d.js.gz'))).toBe(true);
  });

  it('sends the plain file to a client that accepts no encoding, still saying the answer varies', async () => {
    const res = await (await server('mf-catalog')).inject('/main.1a2b3c4d.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.body).toBe(main);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('keeps a file without a content hash uncached when sent precompressed (a remote entry)', async () => {
    const res = await (
      await server('mf-catalog')
    ).inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers HEAD with the variant the GET would send, without a body', async () => {
    const res = await (
      await server('mf-catalog')
    ).inject({ method: 'HEAD', url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(file('main.1a2b3c4d.js.br').length));
    expect(res.body).toBe('');
  });

  it("serves the shell's page precompressed for a client-side route, as HTML, never cached", async () => {
    const res = await (
      await server('shell')
    ).inject({ url: '/category/electronics', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('still compresses on the fly what has no variant, with a single Vary', async () => {
    const res = await (
      await server('mf-catalog')
    ).inject({ url: '/plain.9f8e7d6c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
