// The production server of each app: caching, client-side routes, CORS, the runtime config and the
// shell's /api proxy with the forwarding headers it sends, against a real upstream that echoes them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

type Server = FastifyInstance;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { createStaticServer } = require('./static-server.cjs') as {
  createStaticServer: (o: {
    app: string;
    distDir: string;
    env: Record<string, string | undefined>;
    logLevel?: string;
    apiTimeoutMs?: number;
  }) => Promise<Server>;
};

/** The page's inline bootstrap, as the shell's build writes one. */
const EARLY_SCRIPT = 'window.early = fetch("/runtime-config.json")';
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
const files: Record<string, string> = {
  'index.html': `<!doctype html><title>Storefront</title><script>${EARLY_SCRIPT}</script><div id="root"></div>`,
  'main.1a2b3c4d.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'main.1a2b3c4d.js.map': '{"version":3,"sources":["webpack://shop/./src/secret-feature.ts"]}',
  'mf-manifest.json': '{"name":"catalog"}',
  'remoteEntry.js': 'var catalog;',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(distDir, name), text);

let upstream: Server;
let apiUrl = '';
const servers: Server[] = [];

beforeAll(async () => {
  // Stands in for the API: answers with the headers and URL it received.
  upstream = Fastify();
  // Bodies are echoed as the text received, so a test sees every byte the proxy sent.
  upstream.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  upstream.all('/api/*', (request) => ({ url: request.url, headers: request.headers, body: request.body }));
  apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all([...servers, upstream].map((s) => s.close()));
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function server(app: string, env: Record<string, string | undefined> = {}) {
  // Releases and live releases of this test only (tools/static-server-releases.test.ts tests them).
  const releases = {
    RELEASES_DIR: path.join(distDir, 'releases'),
    LIVE_RELEASES_FILE: path.join(distDir, 'live.json'),
  };
  const s = await createStaticServer({
    app,
    distDir,
    env: { API_URL: apiUrl, ...releases, ...env },
    logLevel: 'silent',
  });
  servers.push(s);
  return s;
}

/** What the API received through the shell, for a request from `remoteAddress` with `headers`. */
async function seenByApi(shell: Server, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await shell.inject({ method: 'GET', url: '/api/api/product/search?q=fans', remoteAddress, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string; headers: Record<string, string> }>();
}

describe('every app', () => {
  it('caches content-hashed files for a year, and nothing else (a new deploy shows at once)', async () => {
    const app = await server('mf-catalog');
    expect((await app.inject('/main.1a2b3c4d.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/mf-manifest.json', '/remoteEntry.js', '/favicon.svg']) {
      expect((await app.inject(url)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('tells browsers not to guess content types', async () => {
    expect((await (await server('mf-catalog')).inject('/main.1a2b3c4d.js')).headers['x-content-type-options']).toBe(
      'nosniff',
    );
  });

  it('answers 404 for a missing file rather than the page', async () => {
    const res = await (await server('mf-catalog')).inject('/main.00000000.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not found');
  });

  it('keeps source maps to itself in production, unless told to serve them', async () => {
    for (const app of ['mf-catalog', 'shell']) {
      const production = await server(app, { NODE_ENV: 'production' });
      for (const url of ['/main.1a2b3c4d.js.map', '/main.1a2b3c4d.js.map?v=1']) {
        const res = await production.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('secret-feature');
      }
      expect((await production.inject('/main.1a2b3c4d.js')).statusCode).toBe(200);
    }
    const opted = await server('mf-catalog', { NODE_ENV: 'production', PUBLIC_SOURCE_MAPS: 'true' });
    expect((await opted.inject('/main.1a2b3c4d.js.map')).statusCode).toBe(200);
    expect(
      (await (await server('mf-catalog', { NODE_ENV: 'development' })).inject('/main.1a2b3c4d.js.map')).statusCode,
    ).toBe(200);
  });

  it('compresses what is worth it', async () => {
    const res = await (
      await server('mf-catalog')
    ).inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('a remote', () => {
  it('is open to the shell on another origin, and has no API proxy or runtime config', async () => {
    const app = await server('mf-catalog');
    expect((await app.inject('/mf-manifest.json')).headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject('/runtime-config.json')).statusCode).toBe(404);
    expect((await app.inject('/api/api/product/search')).statusCode).toBe(404);
  });

  it('is an asset host: its root says what it is, and it has no pages of its own', async () => {
    const app = await server('mf-catalog');
    const root = await app.inject('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('mf-catalog: a remote of the storefront');
    expect((await app.inject('/category/electronics')).statusCode).toBe(404);
  });
});

describe('the shell', () => {
  it('serves its page for client-side routes, never cached', async () => {
    const shell = await server('shell');
    for (const url of ['/', '/category/electronics/tv-and-video?page=2', '/product/..%2F..%2Fauth%2Flogin']) {
      const res = await shell.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD for a page as GET would, without the body (link checkers, uptime monitors)', async () => {
    const shell = await server('shell');
    for (const url of ['/', '/basket', '/category/electronics']) {
      const res = await shell.inject({ method: 'HEAD', url });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: expect.stringMatching(/^text\/html/) as string,
      });
      expect(res.body).toBe('');
    }
    expect((await shell.inject({ method: 'HEAD', url: '/missing.js' })).statusCode).toBe(404);
  });

  it('answers its page for an address with a broken escape (the router shows Not Found), framed by no one', async () => {
    const shell = await server('shell');
    const page = await shell.inject('/product/%E0%A4');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const api = await shell.inject('/api/api/product/getProductBySlug/%E0%A4');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      success: false,
      mess: expect.stringMatching(/malformed/) as string,
      message: expect.stringMatching(/malformed/) as string,
    });
  });

  it('answers its page for a path the file server refuses (a NUL byte, an escaped ..), and a remote a plain refusal', async () => {
    const shell = await server('shell');
    for (const url of ['/category/%00', '/product/a%00b', '/%2e%2e/%2e%2e/etc/passwd', '/..%5c..%5c']) {
      const res = await shell.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<div id="root">');
    }
    const remote = await (await server('mf-catalog')).inject('/%2e%2e/%2e%2e/etc/passwd');
    expect(remote.statusCode).toBeGreaterThanOrEqual(400);
    expect(remote.headers['content-type']).toMatch(/text\/plain/);
    expect(remote.body).not.toContain('<div id="root">');
  });

  it('answers a clear failure in the API envelope when the API is down, never its internal address', async () => {
    const down = Fastify();
    const downUrl = await down.listen({ port: 0, host: '127.0.0.1' });
    await down.close();
    const res = await (await server('shell', { API_URL: downUrl })).inject('/api/api/product/search?q=fans');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      mess: "We can't reach the shop right now. Please try again in a moment.",
      message: "We can't reach the shop right now. Please try again in a moment.",
    });
    expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });

  it('gives up on an API that does not answer, with a clear failure in the API envelope', async () => {
    const stalled = Fastify();
    stalled.all('/api/*', () => new Promise(() => undefined));
    const stalledUrl = await stalled.listen({ port: 0, host: '127.0.0.1' });
    try {
      const shell = await createStaticServer({
        app: 'shell',
        distDir,
        env: { API_URL: stalledUrl },
        logLevel: 'silent',
        apiTimeoutMs: 300,
      });
      servers.push(shell);
      const res = await shell.inject('/api/api/product/getProductBySlug?slug=tv');
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual({
        success: false,
        mess: 'The shop took too long to answer. Please try again in a moment.',
        message: 'The shop took too long to answer. Please try again in a moment.',
      });
    } finally {
      await stalled.close();
    }
  });

  it('serves the runtime config from its environment, never cached', async () => {
    const shell = await server('shell', {
      REMOTE_CATALOG_URL: 'https://catalog.example.pk/mf-manifest.json',
      API_ROOT: '/api/api',
    });
    const res = await shell.inject('/runtime-config.json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      apiRoot: '/api/api',
      remotes: { catalog: 'https://catalog.example.pk/mf-manifest.json' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('builds remote URLs from REMOTE_HOST, and refuses one with a port or path, naming it', async () => {
    const res = await (
      await server('shell', { REMOTE_HOST: 'https://remotes.example.pk/' })
    ).inject('/runtime-config.json');
    expect(res.json<{ remotes: Record<string, string> }>().remotes).toMatchObject({
      auth: 'https://remotes.example.pk:3004/mf-manifest.json',
    });
    await expect(server('shell', { REMOTE_HOST: 'https://cdn.example.pk/remotes' })).rejects.toThrow(
      /REMOTE_HOST must be a scheme and host only/,
    );
    await expect(server('shell', { REMOTE_HOST: 'http://host:8080' })).rejects.toThrow(
      /REMOTE_HOST must be a scheme and host only/,
    );
  });

  it('cannot be framed by another site', async () => {
    const res = await (await server('shell')).inject('/checkout');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("runs scripts on its pages only from itself, the remotes' origins and its inline bootstrap", async () => {
    const shell = await server('shell', {
      REMOTE_HOST: 'https://remotes.example.pk',
      REMOTE_CATALOG_URL: 'https://catalog.example.pk/v2/mf-manifest.json',
    });
    const hash = crypto.createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    const expected = [
      `script-src 'self' 'sha256-${hash}' https://catalog.example.pk https://remotes.example.pk:3002 https://remotes.example.pk:3003 https://remotes.example.pk:3004`,
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    // Every page answer: a route, the home page, an address the router or file server refused, a 404.
    for (const url of ['/', '/category/electronics', '/checkout', '/product/%E0%A4', '/category/%00', '/x.js']) {
      const res = await shell.inject(url);
      expect({ url, policy: res.headers['content-security-policy'] }).toEqual({ url, policy: expected });
    }
    expect(expected).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("leaves the API's answers their own script rules, framed by no one", async () => {
    const res = await (await server('shell')).inject('/api/api/product/search?q=fans');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('by default believes only a proxy on the same machine', async () => {
    const shell = await server('shell');
    expect(
      (await seenByApi(shell, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).headers['x-forwarded-for'],
    ).toBe('198.51.100.7');
    // Another machine of a private network is a client like any other.
    expect(
      (await seenByApi(shell, '192.168.1.20', { 'x-forwarded-for': '198.51.100.7' })).headers['x-forwarded-for'],
    ).toBe('192.168.1.20');
  });

  it('proxies /api to the API with the path and query unchanged', async () => {
    const seen = await seenByApi(await server('shell'), '203.0.113.5');
    expect(seen.url).toBe('/api/api/product/search?q=fans');
  });

  it('sends a body on byte for byte, with its type and length, and answers Expect itself', async () => {
    const body = '{ "email": "ayesha@example.pk",  "name": "\u0639\u0627\u0626\u0634\u06c1" }';
    const res = await (
      await server('shell')
    ).inject({
      method: 'POST',
      url: '/api/api/auth/login',
      payload: body,
      headers: { 'content-type': 'application/json; charset=utf-8', expect: '100-continue' },
    });
    expect(res.statusCode).toBe(200);
    const seen = res.json<{ body: string; headers: Record<string, string> }>();
    expect(seen.body).toBe(body);
    expect(seen.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(seen.headers.expect).toBeUndefined();
  });

  it("sends the client's own address: a browser cannot choose the address rate limits count", async () => {
    const seen = await seenByApi(await server('shell'), '203.0.113.5', {
      'x-forwarded-for': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      'x-real-ip': '6.6.6.6',
    });
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.5');
    expect(seen.headers.forwarded).toBeUndefined();
    expect(seen.headers['x-real-ip']).toBeUndefined();
  });

  it('believes a trusted proxy in front of it for one hop only', async () => {
    const shell = await server('shell', { SHELL_TRUST_PROXY: '10.0.0.0/8' });
    // The gateway (10.0.0.2) appended the client it saw; the entry before it is the client's own words.
    const seen = await seenByApi(shell, '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' });
    expect(seen.headers['x-forwarded-for']).toBe('198.51.100.7');
    // The same header from an address outside the trusted range is ignored.
    const direct = await seenByApi(shell, '203.0.113.5', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' });
    expect(direct.headers['x-forwarded-for']).toBe('203.0.113.5');
  });

  it('with SHELL_TRUST_PROXY=none believes no one, not even loopback', async () => {
    const seen = await seenByApi(await server('shell', { SHELL_TRUST_PROXY: 'none' }), '127.0.0.1', {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('refuses to start with a SHELL_TRUST_PROXY it cannot read, naming it', async () => {
    await expect(server('shell', { SHELL_TRUST_PROXY: 'bogus/99' })).rejects.toThrow(/SHELL_TRUST_PROXY/);
  });
});
