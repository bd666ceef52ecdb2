/**
 * Draws the site's icons from the logo mark (LogoMark, components/layout/logo.tsx, the one the
 * header shows) in the local Chromium and writes the raster versions that browsers and phones
 * ask for (the favicon, Apple's, the manifest's). Run it again after changing the mark:
 * `tsx scripts/tools/generate-icons.tsx`.
 *
 * No page links an SVG icon: Chromium draws one in an SVG document of its own, on the page's
 * main thread, as the page loads (docs/performance.md); the favicon's 16, 32 and 48 px serve
 * the tabs.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { renderToStaticMarkup } from 'react-dom/server';
import { LogoMark } from '../../components/layout/logo';
import { colors } from '../../tailwind.config';
import { chromiumLaunchOptions } from '../harness/browsers/lookup';

parseArgs({});

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();

/** Renders the mark at `size` px; `padding` (a fraction) leaves a safe zone for maskable icons. */
async function render(size: number, { padding = 0, background = 'transparent' } = {}) {
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      renderToStaticMarkup(<LogoMark size={inner} />) +
      '</body></html>',
  );
  return page.screenshot({ omitBackground: background === 'transparent', type: 'png' });
}

/** An ICO file of PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function ico(images: { size: number; png: Buffer }[]) {
  // Zeroed: the reserved fields, and the palette size of true-colour images.
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    // Width and height in a byte each: 0 stands for 256 px (the most an entry can say).
    const side = size >= 256 ? 0 : size;
    header.writeUInt8(side, entry);
    header.writeUInt8(side, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const favicon = [];
for (const size of [16, 32, 48]) favicon.push({ size, png: await render(size) });
writeFileSync('app/favicon.ico', ico(favicon));
writeFileSync('app/apple-icon.png', await render(180, { padding: 0.08, background: colors.paper }));
writeFileSync('public/icon-192.png', await render(192));
writeFileSync('public/icon-512.png', await render(512));
const maskable = await render(512, { padding: 0.12, background: colors.brand[700] });
writeFileSync('public/icon-maskable-512.png', maskable);
await browser.close();
console.log('Icons written.');
