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
import { gzipBytes, lighthouseRun, median as middle } from './bench/lighthouse.mjs';

// Ports of its own, so it runs beside `npm start` and the end-to-end suite; movable if taken.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3400);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4400);
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
// A fresh embedded database, no real mail or Stripe. Blank rather than deleted: the API fills unset
// variables from api/.env.
const apiEnv = {
  ...process.env,
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  PGLITE_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  SMTP_URL: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  PAYMENT_TEST_GATEWAY: 'true',
};
run('api', 'npx', ['tsx', 'src/server.ts'], { cwd: path.join(root, 'api'), env: apiEnv, quiet: true });
for (const app of FRONTENDS) {
  run(
    app.folder,
    'node',
    ['tools/serve-static.mjs', '--app', app.folder, '--port', String(portOf(app)), '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, ...remoteUrlEnv(portOf), API_URL: `http://127.0.0.1:${API_PORT}` },
      quiet: true,
    },
  );
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Lighthouse's figures before server rendering (production build, median of 3), from its issue. */
const BEFORE = {
  home: { performance: 59, lcpMs: 4100, tbtMs: 363, cls: 0.41, jsKb: '264 (br)' },
  category: { performance: 71, lcpMs: 3400, tbtMs: 183, cls: 0.41, jsKb: '265 (br)' },
  product: { performance: 74, lcpMs: 3500, tbtMs: 167, cls: 0.31, jsKb: '257 (br)' },
};
const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['category', '/category/electronics'],
  ['product', '/product/samsung-inverter-refrigerator-9-cu-ft'],
];
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Lighthouse on the three pages with targets: medians of LIGHTHOUSE_RUNS, beside the figures before. */
async function lighthouseTable() {
  console.log(
    `\nLighthouse 13, default mobile settings, median of ${LIGHTHOUSE_RUNS} (targets: performance >= 95, accessibility 100,`,
  );
  console.log('best practices >= 95, SEO 100, LCP <= 2.0 s, CLS <= 0.02, TBT <= 150 ms; home JS <= 170 KB gzip).\n');
  console.log(
    'page'.padEnd(10),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'bp'.padStart(4),
    'seo'.padStart(4),
    'LCP s'.padStart(6),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'JS KB gz'.padStart(9),
    '  before: perf, LCP, TBT, CLS, JS',
  );
  const remoteOrigins = FRONTENDS.filter((app) => app.remote && app.remote !== 'catalog').map(
    (app) => `http://localhost:${portOf(app)}`,
  );
  for (const [name, route] of LIGHTHOUSE_PAGES) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
      runs.push(await lighthouseRun(`http://localhost:${PORT_BASE}${route}`));
    const m = (key) => middle(runs.map((r) => r[key]));
    const js = await gzipBytes(runs[0].scripts);
    const before = BEFORE[name];
    console.log(
      name.padEnd(10),
      String(m('performance')).padStart(5),
      String(m('accessibility')).padStart(5),
      String(m('bestPractices')).padStart(4),
      String(m('seo')).padStart(4),
      (m('lcpMs') / 1000).toFixed(2).padStart(6),
      String(Math.round(m('tbtMs'))).padStart(7),
      m('cls').toFixed(3).padStart(6),
      kb(js).padStart(9),
      `  ${before.performance}, ${(before.lcpMs / 1000).toFixed(1)}, ${before.tbtMs}, ${before.cls}, ${before.jsKb}`,
    );
    const foreign = runs[0].scripts.filter((url) => remoteOrigins.some((origin) => url.startsWith(origin)));
    if (foreign.length > 0) console.log(`  ${name} loads checkout, account or auth code: ${foreign.join(', ')}`);
  }
}
try {
  await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, { timeoutMs: 300_000 });
  for (const app of FRONTENDS) await waitForUrl(`http://127.0.0.1:${portOf(app)}/`);
  // A running shop has its remotes loaded on the server: ask for each page once before measuring.
  for (const [route] of [...ROUTES, ...LIGHTHOUSE_PAGES.map(([, r]) => [r])]) {
    for (let i = 0; i < 3; i += 1) await fetch(`http://localhost:${PORT_BASE}${route}`).then((r) => r.arrayBuffer());
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // A phone on a mobile network in Pakistan: the round trips of the loading waterfall dominate.
  const MOBILE_NETWORK = {
    offline: false,
    latency: 150,
    downloadThroughput: (4 * 1024 * 1024) / 8,
    uploadThroughput: (1 * 1024 * 1024) / 8,
  };
  const LOCAL_RUNS = 5;
  const MOBILE_RUNS = 3;

  /** One cold visit (fresh context, empty cache): bytes over the wire and time to the marker. */
  async function visit(route, marker, network) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    const started = Date.now();
    await page.goto(`http://localhost:${PORT_BASE}${route}`);
    // In the main area: the closed category sidebar also names categories, long before the page does.
    await page.getByRole('main').getByText(marker).first().waitFor({ timeout: 60_000 });
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
    await context.close();
    return { js, css, requests: finished.length, contentMs };
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  console.log('\nFirst visit (cold cache): compressed bytes over the wire, and the median time until the main');
  console.log(
    `content shows: locally (${LOCAL_RUNS} runs) and on a ${MOBILE_NETWORK.latency} ms, 4 Mbit/s mobile network (${MOBILE_RUNS} runs).\n`,
  );
  console.log(
    'route'.padEnd(48),
    'JS KB'.padStart(8),
    'CSS KB'.padStart(8),
    'requests'.padStart(9),
    'local ms'.padStart(9),
    'mobile ms'.padStart(10),
  );
  for (const [route, marker] of ROUTES) {
    const local = [];
    for (let i = 0; i < LOCAL_RUNS; i += 1) local.push(await visit(route, marker));
    const mobile = [];
    for (let i = 0; i < MOBILE_RUNS; i += 1) mobile.push(await visit(route, marker, MOBILE_NETWORK));
    const { js, css, requests } = local[0];
    console.log(
      route.padEnd(48),
      kb(js).padStart(8),
      kb(css).padStart(8),
      String(requests).padStart(9),
      String(median(local.map((r) => r.contentMs))).padStart(9),
      String(median(mobile.map((r) => r.contentMs))).padStart(10),
    );
  }
  await browser.close();
  await lighthouseTable();
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  stopAll(process.exitCode ?? 0);
}
