// Screenshots for a person to look at (never compared): taken when E2E_SCREENSHOTS names a folder.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
