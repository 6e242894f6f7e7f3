// Releases as the production servers serve them: a remote serves every release it keeps, cached
// for good; the shell's runtime config follows the live-releases file while it runs, and
// /live-releases.json says which build of each app a page loaded now gets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { createStaticServer } = require('./static-server.cjs') as {
  createStaticServer: (o: {
    app: string;
    distDir: string;
    env: Record<string, string>;
    logLevel?: string;
  }) => Promise<FastifyInstance>;
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-releases-'));
const liveFile = path.join(work, 'live-releases.json');
const servers: FastifyInstance[] = [];

function manifest(buildVersion: string, builtAt: string) {
  return JSON.stringify({ name: 'catalog', metaData: { buildInfo: { buildVersion, commit: 'c0ffee1', builtAt } } });
}

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

const catalogDist = path.join(work, 'mf-catalog-dist');
const shellDist = path.join(work, 'shell-dist');
writeFiles(catalogDist, { 'mf-manifest.json': manifest('plain0000000', '2026-01-01T00:00:00.000Z') });
writeFiles(path.join(work, 'releases', 'mf-catalog', 'aaa111aaa111'), {
  'mf-manifest.json': manifest('aaa111aaa111', '2026-01-02T00:00:00.000Z'),
  'remoteEntry.js': 'var catalog;',
  'server/mf-manifest.json': '{}',
});
writeFiles(shellDist, {
  'index.html': '<!doctype html><title>Storefront</title>',
  'mf-manifest.json': JSON.stringify({
    name: 'shell',
    metaData: { buildInfo: { buildVersion: 'shell0000001', commit: 'c0ffee1', builtAt: '2026-01-01T00:00:00.000Z' } },
  }),
});

let catalogUrl = '';
let shell: FastifyInstance;
beforeAll(async () => {
  const env = { RELEASES_DIR: path.join(work, 'releases'), LIVE_RELEASES_FILE: liveFile };
  const catalog = await createStaticServer({ app: 'mf-catalog', distDir: catalogDist, env, logLevel: 'silent' });
  servers.push(catalog);
  catalogUrl = await catalog.listen({ port: 0, host: '127.0.0.1' });
  shell = await createStaticServer({
    app: 'shell',
    distDir: shellDist,
    env: {
      ...env,
      REMOTE_CATALOG_URL: `${catalogUrl}/mf-manifest.json`,
      // Nothing listens on port 9: the other remotes are down in this test.
      ...Object.fromEntries(
        ['CHECKOUT', 'ACCOUNT', 'AUTH'].map((name) => [`REMOTE_${name}_URL`, 'http://127.0.0.1:9/mf-manifest.json']),
      ),
      API_URL: 'http://127.0.0.1:9',
    },
    logLevel: 'silent',
  });
  servers.push(shell);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(work, { recursive: true, force: true });
});

test('a remote serves each release under /releases/<id>/, every file cached for good, beside its plain build', async () => {
  const catalog = servers[0];
  for (const url of ['/releases/aaa111aaa111/remoteEntry.js', '/releases/aaa111aaa111/mf-manifest.json']) {
    const res = await catalog.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  }
  expect((await catalog.inject('/releases/bbb222bbb222/remoteEntry.js')).statusCode).toBe(404);
  expect((await catalog.inject('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
});

test("the shell's runtime config follows the live-releases file within seconds, without a restart", async () => {
  const remotes = async () =>
    (await shell.inject('/runtime-config.json')).json<{ remotes: Record<string, string> }>().remotes;
  expect((await remotes()).catalog).toBe(`${catalogUrl}/mf-manifest.json`);

  fs.writeFileSync(liveFile, JSON.stringify({ catalog: 'aaa111aaa111' }));
  const deadline = Date.now() + 5_000;
  while (
    (await remotes()).catalog !== `${catalogUrl}/releases/aaa111aaa111/mf-manifest.json` &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await remotes()).catalog).toBe(`${catalogUrl}/releases/aaa111aaa111/mf-manifest.json`);
});

test('/live-releases.json lists the build of the shell and of each live remote, never cached', async () => {
  fs.writeFileSync(liveFile, JSON.stringify({ catalog: 'aaa111aaa111' }));
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const res = await shell.inject('/live-releases.json');
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json<{ shell: object; remotes: Record<string, Record<string, unknown>> }>();
  expect(body.shell).toEqual({ buildVersion: 'shell0000001', commit: 'c0ffee1', builtAt: '2026-01-01T00:00:00.000Z' });
  expect(body.remotes.catalog).toEqual({
    release: 'aaa111aaa111',
    manifest: `${catalogUrl}/releases/aaa111aaa111/mf-manifest.json`,
    buildVersion: 'aaa111aaa111',
    commit: 'c0ffee1',
    builtAt: '2026-01-02T00:00:00.000Z',
  });
  // A remote that is down says so.
  expect(body.remotes.auth.release).toBeNull();
  expect(body.remotes.auth.error).toMatch(/could not be read/);
});
