// Draws the shop's install icons (the web app manifest's PNGs) from its favicon, in headless
// chromium, into shell/public/static/icons/. The PNGs are committed: run this again only when the
// favicon changes (`node tools/make-icons.mjs`).
//  - icon-<size>.png: the favicon as it is (rounded corners, "any" purpose).
//  - maskable-<size>.png: full-bleed background and the letter inside the middle 60%, so any mask
//    a phone cuts (circle, squircle) keeps the whole letter (the safe zone is the middle 80%).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './lib/apps.mjs';

const staticDir = path.join(root, 'shell/public/static');
const favicon = fs.readFileSync(path.join(staticDir, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1] ?? '#0b6b3a';

/** The favicon's letter on a square without rounded corners, scaled into the maskable safe zone. */
const maskable = favicon
  .replace(/<rect[^>]*\/>/, `<rect width="32" height="32" fill="${background}"/>`)
  .replace(/<text /, '<text transform="translate(16 16) scale(0.75) translate(-16 -16)" ');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const size of [192, 512]) {
    for (const [name, svg] of [
      [`icon-${size}.png`, favicon],
      [`maskable-${size}.png`, maskable],
    ]) {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
      await page.locator('svg').screenshot({ path: path.join(staticDir, 'icons', name), omitBackground: true });
      console.log(`icons/${name}`);
    }
  }
} finally {
  await browser.close();
}
