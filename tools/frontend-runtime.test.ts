// The front-end image's runtime stage holds only what docker/assemble-runtime.mjs gathers: the
// static server, the app's build and the packages they require. Here that folder is assembled
// from a small build and the server is started from it, away from the repository's node_modules:
// if it answers, the image needs nothing else (CI has no Docker to build the image itself).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ConfigMapVolume } from './lib/configmap-volume';

const ROOT = path.resolve(__dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'frontend-runtime-'));
const servers: ChildProcess[] = [];

afterAll(() => {
  for (const server of servers) server.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A repository with this app's build: the real tools and node_modules, linked. */
function assemble(app: string, files: Record<string, string>, name = app): string {
  const root = path.join(work, `${name}-repo`);
  fs.mkdirSync(root);
  fs.symlinkSync(path.join(ROOT, 'tools'), path.join(root, 'tools'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, app, 'dist', file)), { recursive: true });
    fs.writeFileSync(path.join(root, app, 'dist', file), text);
  }
  const out = path.join(work, `${name}-runtime`);
  execFileSync('node', [path.join(ROOT, 'docker/assemble-runtime.mjs'), '--app', app, '--out', out, '--root', root]);
  return out;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the server as the image does, from the assembled folder; resolves with its origin. */
async function start(dir: string, app: string, env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const server = spawn('node', ['tools/serve-static.mjs', '--app', app, '--port', String(port)], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving')) resolve();
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code) => reject(new Error(`${app} exited (${code}): ${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** Size of a folder's files, in bytes. */
function size(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

it('serves a remote from the server, its build and its production packages alone', async () => {
  const dir = assemble('mf-auth', {
    'mf-manifest.json': '{"id":"auth"}',
    'remoteEntry.js': 'globalThis.auth = {};',
  });
  const origin = await start(dir, 'mf-auth');
  const manifest = await fetch(`${origin}/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(await manifest.json()).toEqual({ id: 'auth' });
  expect((await fetch(`${origin}/remoteEntry.js`)).status).toBe(200);
  expect((await fetch(`${origin}/`)).status).toBe(200);
  // No compiler, test runner or browser in the image.
  for (const tool of ['@rspack', 'typescript', 'jest', 'playwright', '@swc']) {
    expect(fs.existsSync(path.join(dir, 'node_modules', tool))).toBe(false);
  }
  expect(size(dir)).toBeLessThan(60 * 1024 * 1024);
});

it("serves the shell's pages with the packages its server build requires", async () => {
  const dir = assemble('shell', {
    'index.html': '<!doctype html><div id="root"></div>',
    'mf-manifest.json': '{"id":"shell"}',
    'ssr-assets.json': '{}',
    // The page renderer keeps its packages external, as rspack.server.ts builds it.
    'server/render.js': `const React = require('react');
const { renderToString } = require('react-dom/server');
exports.createPageRenderer = () => ({
  render: async (url) => ({ status: 200, timing: 'render;dur=1', html: renderToString(React.createElement('p', null, 'page ' + url)) }),
});`,
  });
  expect(fs.existsSync(path.join(dir, 'node_modules', 'react-dom'))).toBe(true);
  const origin = await start(dir, 'shell');
  const page = await fetch(`${origin}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('page /');
  expect((await fetch(`${origin}/runtime-config.json`)).status).toBe(200);
});

/** A remote's browser build as the build names it (tools/build/build-info-plugin.cjs). */
function remoteBuild(id: string, text: string): Record<string, string> {
  const manifest = {
    id: 'catalog',
    name: 'catalog',
    metaData: {
      buildInfo: { buildVersion: id, commit: `commit-${id}`, builtAt: `2025-01-0${id.at(-1)}T10:00:00.000Z` },
    },
    shared: [],
    exposes: [{ path: './HomePage' }],
  };
  return { 'mf-manifest.json': JSON.stringify(manifest), 'remoteEntry.js': text };
}

/**
 * One image build of mf-catalog, step by step as docker/frontend.Dockerfile's build stage runs it:
 * the build, the previous image's releases copied in, `release.mjs publish --from` the build, then
 * the runtime folder assembled. Returns the runtime folder (the image's /app).
 */
function buildImage(name: string, build: Record<string, string>, previous?: string): string {
  const root = path.join(work, `${name}-build`);
  // The tools copied, not linked: the release tool works out the repository from where it lies.
  fs.cpSync(path.join(ROOT, 'tools'), path.join(root, 'tools'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}node_modules`) && !src.endsWith('.test.ts'),
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  for (const [file, text] of Object.entries(build)) {
    fs.mkdirSync(path.join(root, 'mf-catalog', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-catalog', 'dist', file), text);
  }
  if (previous) {
    fs.cpSync(path.join(previous, 'mf-catalog', 'releases'), path.join(root, 'mf-catalog', 'releases'), {
      recursive: true,
    });
  }
  const env = { PATH: process.env.PATH, RELEASES_KEEP: '2' };
  execFileSync('node', ['tools/release.mjs', 'publish', 'mf-catalog', '--from', 'mf-catalog/dist'], { cwd: root, env });
  const out = path.join(work, `${name}-runtime`);
  execFileSync('node', [
    path.join(ROOT, 'docker/assemble-runtime.mjs'),
    '--app',
    'mf-catalog',
    '--out',
    out,
    '--root',
    root,
  ]);
  return out;
}

const releasesIn = (runtime: string) => fs.readdirSync(path.join(runtime, 'mf-catalog', 'releases')).sort();

describe("a remote's image carries its last releases", () => {
  let runtime: string;
  let origin: string;

  beforeAll(async () => {
    const first = buildImage('catalog-1', remoteBuild('aaaaaaaaaaa1', 'catalog 1'));
    expect(releasesIn(first)).toEqual(['aaaaaaaaaaa1']);
    const second = buildImage('catalog-2', remoteBuild('bbbbbbbbbbb2', 'catalog 2'), first);
    expect(releasesIn(second)).toEqual(['aaaaaaaaaaa1', 'bbbbbbbbbbb2']);
    // RELEASES_KEEP is 2: the oldest goes.
    runtime = buildImage('catalog-3', remoteBuild('ccccccccccc3', 'catalog 3'), second);
    expect(releasesIn(runtime)).toEqual(['bbbbbbbbbbb2', 'ccccccccccc3']);
    origin = await start(runtime, 'mf-catalog');
    // Three builds, each assembling its runtime folder: slower than one test's time on 2 cores.
  }, 120_000);

  it('serves its own build at its root and each release it carries under /releases/<id>/', async () => {
    expect(await (await fetch(`${origin}/remoteEntry.js`)).text()).toBe('catalog 3');
    const previous = await fetch(`${origin}/releases/bbbbbbbbbbb2/remoteEntry.js`);
    expect(previous.status).toBe(200);
    expect(previous.headers.get('cache-control')).toMatch(/immutable/);
    expect(await previous.text()).toBe('catalog 2');
    expect((await fetch(`${origin}/releases/ccccccccccc3/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${origin}/releases/aaaaaaaaaaa1/remoteEntry.js`)).status).toBe(404);
  });

  it('lists its releases with the release tool it carries', () => {
    const listed = execFileSync('node', ['tools/release.mjs', 'list', 'mf-catalog'], {
      cwd: runtime,
      env: { PATH: process.env.PATH },
    }).toString();
    expect(listed).toMatch(/bbbbbbbbbbb2 +built 2025-01-02T10:00:00.000Z +from commit-bbbbbbbbbbb2\n.*ccccccccccc3/);
  });

  it('starts as docker-compose starts it: publishes its build into the releases volume, and serves that', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- js-yaml ships no type declarations; the cast names what the test uses
    const yaml = require('js-yaml') as { load(text: string): unknown };
    const compose = yaml.load(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { command: string[]; environment: Record<string, string> }>;
    };
    const { command, environment } = compose.services.catalog;
    const volumes = path.join(work, 'compose-volumes');
    const env = {
      RELEASES_DIR: path.join(volumes, path.basename(environment.RELEASES_DIR)),
      LIVE_RELEASES_FILE: path.join(volumes, 'live-releases', path.basename(environment.LIVE_RELEASES_FILE)),
    };
    const port = await freePort();
    const server = spawn(
      command[0],
      command.slice(1).map((arg) => arg.replaceAll('$$', '$')),
      {
        cwd: runtime,
        env: { PATH: process.env.PATH, APP: 'mf-catalog', PORT: String(port), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      let output = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('serving')) resolve();
      });
      server.on('exit', (code) => reject(new Error(`exited (${code}): ${output}`)));
    });
    expect(fs.readdirSync(path.join(env.RELEASES_DIR, 'mf-catalog'))).toEqual(['ccccccccccc3']);
    const served = await fetch(`http://127.0.0.1:${port}/releases/ccccccccccc3/remoteEntry.js`);
    expect(await served.text()).toBe('catalog 3');
    // The shell's container makes it live, with the same volumes.
    execFileSync('node', ['tools/release.mjs', 'use', 'mf-catalog', 'ccccccccccc3'], {
      cwd: runtime,
      env: { PATH: process.env.PATH, ...env },
    });
    expect(JSON.parse(fs.readFileSync(env.LIVE_RELEASES_FILE, 'utf8'))).toEqual({ catalog: 'ccccccccccc3' });
  });

  it('makes a release it serves live in a live-releases file elsewhere (--remote), and refuses one it does not', () => {
    const liveFile = path.join(work, 'overlay', 'live-releases.json');
    const shellManifest = path.join(work, 'shell-manifest.json');
    fs.writeFileSync(shellManifest, JSON.stringify({ shared: [], metaData: { remoteModules: ['catalog/HomePage'] } }));
    const release = (id: string) =>
      execFileSync(
        'node',
        ['tools/release.mjs', 'use', 'mf-catalog', id, '--remote', `${origin}/`, '--shell', shellManifest],
        { cwd: ROOT, env: { PATH: process.env.PATH, LIVE_RELEASES_FILE: liveFile }, stdio: 'pipe' },
      ).toString();
    expect(release('bbbbbbbbbbb2')).toMatch(/bbbbbbbbbbb2 .* is live/);
    expect(JSON.parse(fs.readFileSync(liveFile, 'utf8'))).toEqual({ catalog: 'bbbbbbbbbbb2' });
    expect(() => release('aaaaaaaaaaa1')).toThrow(/releases\/aaaaaaaaaaa1\/mf-manifest.json is not served/);
    expect(JSON.parse(fs.readFileSync(liveFile, 'utf8'))).toEqual({ catalog: 'bbbbbbbbbbb2' });
  });
});

it('switches the live release when its ConfigMap volume is updated, without a restart', async () => {
  const dir = assemble(
    'shell',
    { 'index.html': '<!doctype html><div id="root"></div>', 'mf-manifest.json': '{"id":"shell"}' },
    'shell-k8s',
  );
  const volume = new ConfigMapVolume(path.join(work, 'live-releases-volume'), 'live-releases.json');
  volume.write('{}');
  const origin = await start(dir, 'shell', { LIVE_RELEASES_FILE: volume.file });
  const catalogManifest = async () =>
    ((await (await fetch(`${origin}/runtime-config.json`)).json()) as { remotes: { catalog: string } }).remotes.catalog;
  expect(await catalogManifest()).toBe('http://localhost:3001/mf-manifest.json');
  volume.write('{ "catalog": "bbbbbbbbbbb2" }');
  // The server looks at the file again a second after its last look: ask until it has.
  let seen = await catalogManifest();
  for (let tries = 0; tries < 40 && !seen.includes('/releases/'); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await catalogManifest();
  }
  expect(seen).toBe('http://localhost:3001/releases/bbbbbbbbbbb2/mf-manifest.json');
});
