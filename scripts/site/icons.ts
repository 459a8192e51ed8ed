/**
 * `npx tsx scripts/site/icons.ts`: the PNG icons (192, 512, and 180 for Apple touch) drawn from
 * app/public/favicon.svg by Chromium. The PNGs are committed; run again after changing the SVG.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'app', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [size, name] of [
  [192, 'icon-192.png'],
  [512, 'icon-512.png'],
  [180, 'apple-touch-icon.png'],
] as const) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  writeFileSync(join(publicDir, name), await page.screenshot({ omitBackground: false }));
  await page.close();
}
await browser.close();
