/**
 * Full-page screenshots of routes at phone and laptop widths, for a visual review.
 * Needs the export served (npm run serve). Usage:
 *   tsx scripts/tools/screenshots.ts [--base http://127.0.0.1:3000] [--out screenshots] [--widths 390,1280] [--segment 0] [/ /tarifs …]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../harness/browsers/lookup';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '390,1280' },
    // Cuts tall pages into pieces of this height, so each stays readable at full size.
    segment: { type: 'string', default: '0' },
  },
});
const segment = Number(values.segment);

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of values.widths.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } });
  for (const path of positionals.length ? positionals : ['/']) {
    await page.goto(values.base + path, { waitUntil: 'networkidle' });
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/#?]/g, '_');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height; y += segment || height, part += 1) {
      const file = join(values.out, `${name}-${width}${segment ? `-${part}` : ''}.png`);
      const clip = segment ? { x: 0, y, width, height: Math.min(segment, height - y) } : undefined;
      await page.screenshot({ path: file, fullPage: true, clip });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
