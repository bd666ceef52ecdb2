/**
 * The navigations of `npm run bench:link -- --navigations` (scripts/tools/bench-link.ts), the
 * exports already served over the modelled link: each navigation run in each browser
 * (./runs.ts), the table printed, and with `shots`, the screen of each Chromium run at the
 * next page's first paint kept as PNG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firefox, type Browser } from '@playwright/test';
import { findFirefox, firefoxLaunchOptions } from '../browsers/lookup';
import { SLOW_LINK } from '../bench/link';
import { ENGINES, navigationsTable, parseNavigation, type ServedExport } from './arrival';
import { DEVICES, IDLE_MS, REST_MS, TAP_MS, benchNavigations, type FramesTaken } from './runs';
import { pngOf, xwdToRgba } from './screen-image';

/** The page at the next page's first paint, and the frame before, as PNG. */
function keepShots(dir: string) {
  mkdirSync(dir, { recursive: true });
  return ({ exported, navigation, device, run, result }: FramesTaken) => {
    const name = (path: string) => (path === '/' ? 'accueil' : path.slice(1));
    const stem = `${exported.name.replace(/\W+/g, '-').replace(/^-/, '')}-${name(navigation.from)}-${name(navigation.to)}-${device}-${run + 1}-${result.prerendered ? 'prerendered' : 'loaded'}`;
    const { before, atPaint, page } = result.frames!;
    for (const [moment, frame] of Object.entries({ before, atPaint })) {
      if (!frame) continue;
      const image = pngOf(xwdToRgba(frame.xwd, page));
      writeFileSync(
        join(dir, `${stem}-${moment === 'atPaint' ? 'first-paint' : 'before'}.png`),
        image,
      );
    }
  };
}

/** Runs the navigations on `served` and prints their table (and keeps their screens). */
export async function benchNavigationsAndReport(
  served: ServedExport[],
  {
    navigations,
    browsers,
    runs,
    shots,
    brotli,
  }: {
    /** '/→/tarifs' and the like; none: ./arrival.ts's NAVIGATIONS. */
    navigations?: string[];
    /** The start of an engine's name ('desktop', 'phone', 'desktop (Firefox)'); none: all. */
    browsers?: string[];
    runs: number;
    /** A folder for the screens at first paint. */
    shots?: string;
    /** The brotli quality the pages are served at, for the table's caption. */
    brotli: string;
  },
) {
  let other: Browser | undefined;
  try {
    findFirefox();
    other = await firefox.launch(firefoxLaunchOptions());
  } catch (error) {
    process.stderr.write(`Firefox left out: ${(error as Error).message}\n`);
  }
  try {
    const figures = await benchNavigations(served, {
      navigations: navigations?.map(parseNavigation),
      engines: browsers?.map((name) => {
        const engine = ENGINES.find((known) => known.startsWith(name));
        if (!engine) throw new Error(`--browser ${name}: one of ${ENGINES.join(', ')}`);
        return engine;
      }),
      runs,
      firefox: other,
      onFrames: shots ? keepShots(shots) : undefined,
    });
    const { roundTripMs, bitsPerSecond, initialWindowSegments } = SLOW_LINK;
    const { desktop, phone } = DEVICES;
    console.log(
      `\nNavigations over HTTPS and HTTP/2, through a link of ${roundTripMs} ms, ${bitsPerSecond / 1e6} Mbit/s, ${initialWindowSegments} segments in the first round trip, pages at brotli ${brotli}; the first page loaded and left idle ${IDLE_MS / 1000} s, then: desktop (${desktop.width}×${desktop.height}), the pointer resting ${REST_MS} ms on the link, then a click; phone (${phone.width}×${phone.height}, renderers ${phone.slowdown}× slower), a tap of ${TAP_MS} ms (on « Menu » first where the link is in it). Chromium headful under Xvfb, no DevTools attached while the visitor acts. From the click to the next page's first contentful paint (from its activation when prerendered), medians of ${runs} runs, the exports taken in turn; fetched ahead: what the next page's prerender fetched before the click (median).\n\n${navigationsTable(served, figures)}`,
    );
  } finally {
    await other?.close();
  }
}
