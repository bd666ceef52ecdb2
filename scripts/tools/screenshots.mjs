#!/usr/bin/env node
/**
 * Full-page screenshots of routes at phone and laptop widths, for a visual review.
 * Needs the export served (npm run serve). Usage:
 *   node scripts/tools/screenshots.mjs [--base http://localhost:3000] [--out screenshots] [/ /tarifs …]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('--base', 'http://localhost:3000');
const outDir = option('--out', 'screenshots');
const widths = option('--widths', '390,1280').split(',').map(Number);
/** Cuts tall pages into pieces of this height, so each stays readable at full size. */
const segment = Number(option('--segment', '0'));
const paths = args.length ? args : ['/'];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name =
      (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/#?]/g, '_')) + `-${width}.png`;
    if (!segment) {
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join(outDir, name));
      continue;
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height; y += segment, part += 1) {
      const partName = name.replace(/\.png$/, `-${part}.png`);
      await page.screenshot({
        path: join(outDir, partName),
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(segment, height - y) },
      });
      console.log(join(outDir, partName));
    }
  }
  await page.close();
}
await browser.close();
