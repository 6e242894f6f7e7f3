// Page-weight benchmark: serves the production builds as in production (compressed, each remote on
// its own origin, a fresh API database) and prints, per route, what a first visit downloads and how
// long the main content takes to appear in headless chromium. Figures are printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, FRONTENDS, remoteUrlEnv } from './lib/apps.mjs';
import { buildFrontends } from './lib/build.mjs';
import { run, waitForUrl, stopAll } from './lib/processes.mjs';

const PORT_BASE = 3400;
const API_PORT = 4400;
const portOf = (app) => PORT_BASE + FRONTENDS.indexOf(app);
const ROUTES = [
  ['/', 'Fresh Picks'],
  ['/category/electronics', 'Electronics'],
  ['/product/samsung-inverter-refrigerator-9-cu-ft', 'Product Details'],
  ['/basket', 'Your basket is empty'],
  ['/auth/login', 'Forgot Password?'],
  ['/faq', 'Still have questions?'],
];

await buildFrontends();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-pages-'));
const apiEnv = { ...process.env, PORT: String(API_PORT), HOST: '127.0.0.1', PGLITE_DIR: dataDir, LOG_LEVEL: 'warn' };
delete apiEnv.DATABASE_URL;
run('api', 'npx', ['tsx', 'src/server.ts'], { cwd: path.join(root, 'api'), env: apiEnv, quiet: true });
for (const app of FRONTENDS) {
  run(app.folder, 'node', ['tools/serve-static.mjs', '--app', app.folder, '--port', String(portOf(app)), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, ...remoteUrlEnv(portOf), API_URL: `http://127.0.0.1:${API_PORT}` },
    quiet: true,
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
try {
  await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, { timeoutMs: 300_000 });
  for (const app of FRONTENDS) await waitForUrl(`http://127.0.0.1:${portOf(app)}/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log('\nFirst visit, compressed bytes over the wire (cold cache):\n');
  console.log('route'.padEnd(48), 'JS KB'.padStart(8), 'CSS KB'.padStart(8), 'requests'.padStart(9), 'content ms'.padStart(11));
  for (const [route, marker] of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    const started = Date.now();
    await page.goto(`http://localhost:${PORT_BASE}${route}`);
    await page.getByText(marker).first().waitFor({ timeout: 30_000 });
    const contentMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    let js = 0;
    let css = 0;
    for (const request of finished) {
      const { responseBodySize } = await request.sizes();
      const url = request.url().split('?')[0];
      if (url.endsWith('.js')) js += responseBodySize;
      else if (url.endsWith('.css')) css += responseBodySize;
    }
    console.log(route.padEnd(48), kb(js).padStart(8), kb(css).padStart(8), String(finished.length).padStart(9), String(contentMs).padStart(11));
    await context.close();
  }
  await browser.close();
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  stopAll(process.exitCode ?? 0);
}
