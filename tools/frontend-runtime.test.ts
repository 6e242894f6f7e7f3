// The front-end image's runtime stage holds only what docker/assemble-runtime.mjs gathers: the
// static server, the app's build and the packages they require. Here that folder is assembled
// from a small build and the server is started from it, away from the repository's node_modules:
// if it answers, the image needs nothing else (CI has no Docker to build the image itself).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'frontend-runtime-'));
const servers: ChildProcess[] = [];

afterAll(() => {
  for (const server of servers) server.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A repository with this app's build: the real tools and node_modules, linked. */
function assemble(app: string, files: Record<string, string>): string {
  const root = path.join(work, `${app}-repo`);
  fs.mkdirSync(root);
  fs.symlinkSync(path.join(ROOT, 'tools'), path.join(root, 'tools'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, app, 'dist', file)), { recursive: true });
    fs.writeFileSync(path.join(root, app, 'dist', file), text);
  }
  const out = path.join(work, `${app}-runtime`);
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
async function start(dir: string, app: string): Promise<string> {
  const port = await freePort();
  const server = spawn('node', ['tools/serve-static.mjs', '--app', app, '--port', String(port)], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
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
