// When a test fails, show what each of its open pages showed: the address, the visible text
// (toasts and field errors included) and a screenshot on disk. A failed wait then says why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPages } from './browser';

const REPORT_DIR = path.join(os.tmpdir(), 'storefront-e2e-failures');
const TEXT_LIMIT = 1500;

afterEach(async () => {
  if (!(globalThis as { __E2E_TEST_FAILED__?: boolean }).__E2E_TEST_FAILED__) return;
  const test = expect.getState().currentTestName ?? 'test';
  const name = test.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const pages = openPages();
  for (const [index, page] of pages.entries()) {
    try {
      const file = path.join(REPORT_DIR, `${name}-${index + 1}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5000 });
      const text = (await page.locator('body').innerText({ timeout: 5000 })).replace(/\s+\n/g, '\n');
      console.log(
        `[failed: ${test}] page ${index + 1} at ${page.url()}\nscreenshot: ${file}\n${text.slice(0, TEXT_LIMIT)}`,
      );
    } catch (error) {
      console.log(`[failed: ${test}] page ${index + 1}: no report (${(error as Error).message})`);
    }
  }
});
