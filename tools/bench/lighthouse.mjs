// Lighthouse (the npm package, default mobile settings: simulated slow 4G and a 4x slower CPU) on
// Debian's chromium, a fresh browser and cache per run. Used by tools/bench-pages.mjs; figures are
// printed, never asserted.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse run: the four category scores and the metrics the storefront has targets for. */
export async function lighthouseRun(url) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const scripts = (audits['network-requests'].details?.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .map((r) => r.url);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      scripts,
    };
  } finally {
    await chrome.kill();
  }
}

/** The gzip size of each script, as the server sends it to a browser that asks for gzip. */
export async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    // fetch undoes the encoding; the body's length on the wire is the header's.
    const length = Number(response.headers.get('content-length'));
    total += Number.isFinite(length) && length > 0 ? length : (await response.arrayBuffer()).byteLength;
    await response.body?.cancel().catch(() => undefined);
  }
  return total;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
