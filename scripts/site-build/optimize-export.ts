/**
 * Post-build step 1 (npm's `postbuild`, scripts/site-build/optimize/, one module per job: page.ts
 * for a page, sheet.ts, fonts.ts, selectors.ts, scripts.ts): each page painted from its document
 * alone, all of its CSS in its <head>, its scripts started after the first answered tap; and
 * its speculation rules, which prerender the next page on the visitor's intent (speculation.ts).
 *
 *   tsx scripts/site-build/optimize-export.ts [--out out]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pageLoader } from './browser-code';
import { fileOfUrl, pagesOf } from './export/pages';
import { optimizePage } from './optimize/page';
import { fullSheet } from './optimize/sheet';
import { speculatedRoutes, speculationRules, withSpeculationRules } from './speculation';

const { out } = parseArgs({ options: { out: { type: 'string', default: 'out' } } }).values;
const sheets = new Set<string>();
const assets = {
  readAsset(url: string) {
    const file = fileOfUrl(out, url);
    if (file.endsWith('.css')) sheets.add(file);
    return readFileSync(file, 'utf8');
  },
  writeAsset(dir: string, extension: string, text: string) {
    mkdirSync(join(out, dir), { recursive: true });
    const url = `${dir}/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${extension}`;
    writeFileSync(join(out, url), text);
    return url;
  },
  loader: await pageLoader(),
};
const pages = pagesOf(out, { all: true });
const routes = speculatedRoutes(pages);
for (const { route, file, html } of pages) {
  const optimized = await optimizePage(html, assets);
  writeFileSync(file, withSpeculationRules(optimized, speculationRules(routes, route)));
}
// Once every page has read the full sheets: the loader adds the web fonts, each page's
// <style> holds the local ones, and neither CSS registers custom properties.
for (const sheet of sheets) writeFileSync(sheet, fullSheet(readFileSync(sheet, 'utf8')));
console.log(
  `Optimized export: ${pages.length} pages with their CSS inlined (Beasties) and their scripts started after the first answered tap, and speculation rules that prerender the ${routes.length} pages on intent; ${sheets.size} full sheet(s) without their @font-face rules (the loader adds the web fonts, each page's <style> holds the local ones) nor @property rules (Tailwind's fallback layer instead, as in each page's <style>).`,
);
