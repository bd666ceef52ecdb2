/**
 * `npm run bench:link`: what a slow phone sees of each page as it loads, over a link that
 * models TCP (scripts/harness/bench/link.ts: 150 ms round trip, 1.6 Mbit/s, ten segments in the first
 * round trip, doubling each round trip after, a round trip more for each new connection), in
 * the local Chromium with its CPU 4× slower, at 390×844. Each export is served as `npm start`
 * serves it, its pages compressed again at brotli 4 (Cloudflare's lowest on-the-fly quality:
 * the larger bytes) unless --brotli says otherwise.
 *
 * For each route, from the navigation's start (medians of --runs runs, the exports taken in
 * turn, run by run):
 * - first paint: the browser's first contentful paint;
 * - window complete: the first frame from which the window changes no more but for the web
 *   font's swap (the page's own record of when the font was added tells that frame);
 * - last change: the last frame whose pixels differ from the one before.
 * The frames come from Chromium's trace (its screenshots, as Lighthouse's filmstrip takes them);
 * each run's frame at each of the three is written to bench-results/link/.
 *
 *
 * `--navigations`: instead, a visitor goes from a page to the next (scripts/harness/
 * navigations/runs.ts): the time from the click to the next page's first paint, and whether it
 * was prerendered, in a visitor's Chromium with no DevTools attached while the visitor acts
 * (headful under Xvfb, the pointer moved by xdotool: desktop, the pointer resting on the
 * link, and phone, a tap, its renderers 4× slower), and in Firefox; medians of --runs runs
 * (5 unless said), the exports taken in turn. `--navigation '/→/tarifs'` (repeated) names
 * them, `--browser desktop` (or `phone`, `desktop (Firefox)`; repeated) the browsers; `--shots
 * DIR` keeps the screen of each Chromium run at the next page's first paint.
 *
 *   npm run bench:link                                   out/, every route
 *   npm run bench:link -- --out out --out /tmp/landed    two exports, side by side, in turn
 *   npm run bench:link -- --runs 5 /modeles /cgu         five runs of two routes
 *   npm run bench:link -- --navigations --out /tmp/landed --out out
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import jpeg from 'jpeg-js';
import { allRoutes } from '../../content/site';
import { chromiumLaunchOptions } from '../harness/browsers/lookup';
import { startWrangler } from '../serving/wrangler-host';
import { SLOW_LINK, startSlowLink } from '../harness/bench/link';
import { BENCH_PHONE, markdownTable, median } from '../harness/bench/figures';
import { startRecompressing } from '../harness/bench/recompress';
import { startHttp2Front } from '../harness/navigations/front';
import { benchNavigationsAndReport } from '../harness/navigations/report';

const RESULTS = 'bench-results/link';
/** A frame differs from another where more than this share of its pixels changed. */
const CHANGED = 0.001;
/** How much a channel may differ between two frames of the same pixels (JPEG's noise). */
const NOISE = 24;
/** Once loaded, how long the page is watched for more changes. */
const QUIET_MS = 3000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', multiple: true, default: ['out'] },
    runs: { type: 'string' },
    brotli: { type: 'string', default: '4' },
    cpu: { type: 'string', default: '4' },
    navigations: { type: 'boolean', default: false },
    navigation: { type: 'string', multiple: true },
    browser: { type: 'string', multiple: true },
    shots: { type: 'string' },
  },
});
const runs = Number(values.runs ?? (values.navigations ? 5 : 3));
const routes = positionals.length ? positionals : allRoutes.map((route) => route.path);
const exports = values.out.map((dir) => resolve(dir));
for (const dir of exports)
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} has no export`);

interface TraceEvent {
  name: string;
  ts: number;
  args?: { snapshot?: string; data?: { navigationId?: string; documentLoaderURL?: string } };
}
type Frame = { at: number; image: Buffer; pixels: Uint8Array };

/** The share of pixels that differ between two decoded frames of the same size. */
function changed(a: Frame, b: Frame) {
  if (a.pixels.length !== b.pixels.length) return 1;
  let count = 0;
  for (let index = 0; index < a.pixels.length; index += 4) {
    if (
      Math.abs(a.pixels[index]! - b.pixels[index]!) > NOISE ||
      Math.abs(a.pixels[index + 1]! - b.pixels[index + 1]!) > NOISE ||
      Math.abs(a.pixels[index + 2]! - b.pixels[index + 2]!) > NOISE
    )
      count += 1;
  }
  return count / (a.pixels.length / 4);
}

/** One load of `url`: its trace's frames and paints, and when the page added the web font. */
class NoNavigation extends Error {}

async function load(browser: Browser, url: string) {
  const context = await browser.newContext(BENCH_PHONE);
  const page = await context.newPage();
  // When the page loader adds the web font (document.fonts.add), in the page's own clock.
  await page.addInitScript(() => {
    const add = FontFaceSet.prototype.add;
    FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
      (window as unknown as { __fontAdded?: number }).__fontAdded ??= performance.now();
      return add.call(this, face);
    };
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await browser.startTracing(page, {
    screenshots: true,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.screenshot',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(QUIET_MS);
  const fontAdded = await page.evaluate(
    () => (window as unknown as { __fontAdded?: number }).__fontAdded ?? null,
  );
  if (process.env.BENCH_LINK_DEBUG)
    console.error(
      await page.evaluate(() => {
        const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return `connect ${Math.round(entry!.connectEnd)}, request ${Math.round(entry!.requestStart)}, response ${Math.round(entry!.responseStart)} to ${Math.round(entry!.responseEnd)}, parsed ${Math.round(entry!.domInteractive)}, ${entry!.transferSize} B`;
      }),
    );
  const events = JSON.parse((await browser.stopTracing()).toString('utf8'))
    .traceEvents as TraceEvent[];
  await context.close();
  // The navigation to `url` (Chromium marks others, of blank documents), and its paint; the
  // URL as the browser loaded it may differ from ours (a redirect, a trailing slash).
  const origin = new URL(url).origin;
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith(origin),
  );
  if (!navigation) throw new NoNavigation(`No navigation to ${url} in the trace.`);
  const start = navigation.ts;
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.args?.data?.navigationId === navigation.args!.data!.navigationId,
  );
  const frames: Frame[] = events
    .filter((event) => event.name === 'Screenshot' && event.ts >= start)
    .sort((a, b) => a.ts - b.ts)
    .map((event) => {
      const image = Buffer.from(event.args!.snapshot!, 'base64');
      return {
        at: (event.ts - start) / 1000,
        image,
        pixels: jpeg.decode(image, { useTArray: true }).data,
      };
    });
  return { frames, firstPaint: fcp ? (fcp.ts - start) / 1000 : Number.NaN, fontAdded };
}

/** The three moments of a load, each with its frame. */
function moments({ frames, firstPaint, fontAdded }: Awaited<ReturnType<typeof load>>) {
  const last = frames.length - 1;
  if (process.env.BENCH_LINK_DEBUG)
    console.error(
      `first paint ${firstPaint}, font ${fontAdded}, frames ${frames.map((frame, index) => `${Math.round(frame.at)}${index ? `:${(changed(frame, frames[index - 1]!) * 100).toFixed(1)}%` : ''}`).join(' ')}`,
    );
  const same = (a: number, b: number) => changed(frames[a]!, frames[b]!) <= CHANGED;
  let lastChange = 0;
  for (let index = 1; index <= last; index += 1) if (!same(index, index - 1)) lastChange = index;
  // The first frame from which nothing changes up to `end`.
  const stableFrom = (end: number) => {
    let index = end;
    while (index > 0 && same(index - 1, end)) index -= 1;
    return index;
  };
  // The swap's frame: the first drawn once the page added the web font. When nothing but the
  // swap changes from there on, the window was complete before it.
  const swap =
    fontAdded === null
      ? -1
      : frames.findIndex(
          (frame, index) => frame.at >= fontAdded && index > 0 && !same(index, index - 1),
        );
  const complete = swap > 0 && stableFrom(last) <= swap ? stableFrom(swap - 1) : stableFrom(last);
  const painted = frames.findIndex((frame) => frame.at >= firstPaint);
  return {
    'first paint': { at: firstPaint, frame: frames[painted === -1 ? last : painted]! },
    'window complete': { at: Math.max(firstPaint, frames[complete]!.at), frame: frames[complete]! },
    'last change': { at: frames[lastChange]!.at, frame: frames[lastChange]! },
  };
}

const hosts: {
  outDir: string;
  host: Awaited<ReturnType<typeof startWrangler>>;
  recompressing: Awaited<ReturnType<typeof startRecompressing>>;
  front?: Awaited<ReturnType<typeof startHttp2Front>>;
  link: Awaited<ReturnType<typeof startSlowLink>>;
}[] = [];
for (const outDir of exports) {
  const host = await startWrangler({ outDir });
  const recompressing = await startRecompressing(host.url, Number(values.brotli));
  // The navigations over HTTPS and HTTP/2, as the hosts answer: the link carries the TLS.
  const front = values.navigations ? await startHttp2Front(recompressing.url) : undefined;
  const link = await startSlowLink(front?.url ?? recompressing.url);
  hosts.push({ outDir, host, recompressing, front, link });
}
/**
 * A load whose trace holds its navigation. Now and then (1 load in 30 or so, on a loaded
 * machine) Chromium's trace of the page misses it, the navigation's start having been marked
 * in a renderer the trace did not follow: that load is taken again, up to twice.
 */
async function traced(browser: Browser, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load(browser, url);
    } catch (error) {
      if (attempt === 3 || !(error instanceof NoNavigation)) throw error;
      console.error(`${(error as Error).message} Loading it again.`);
    }
  }
}

async function stopHosts() {
  for (const { host, recompressing, front, link } of hosts) {
    await link.stop();
    await front?.stop();
    await recompressing.stop();
    await host.stop();
  }
}

if (values.navigations) {
  try {
    await benchNavigationsAndReport(
      hosts.map(({ link }, index) => ({
        name: values.out[index]!,
        origin: link.url.replace(/^http:/, 'https:'),
      })),
      {
        navigations: values.navigation,
        browsers: values.browser,
        runs,
        shots: values.shots,
        brotli: values.brotli,
      },
    );
  } finally {
    await stopHosts();
  }
} else {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: string[][] = [];
  try {
    for (const route of routes) {
      const figures = hosts.map(() => ({
        paint: [] as number[],
        complete: [] as number[],
        last: [] as number[],
      }));
      for (let run = 0; run < runs; run += 1) {
        for (const [index, { outDir, link }] of hosts.entries()) {
          const seen = moments(await traced(browser, link.url + route));
          const dir = join(RESULTS, `${index + 1}-${basename(outDir)}`);
          mkdirSync(dir, { recursive: true });
          for (const [name, { frame }] of Object.entries(seen))
            writeFileSync(
              join(
                dir,
                `${route === '/' ? 'accueil' : route.slice(1)}-${run + 1}-${name.replace(' ', '-')}.jpg`,
              ),
              frame.image,
            );
          figures[index]!.paint.push(seen['first paint'].at);
          figures[index]!.complete.push(seen['window complete'].at);
          figures[index]!.last.push(seen['last change'].at);
        }
      }
      for (const [index, { outDir }] of hosts.entries()) {
        const { paint, complete, last } = figures[index]!;
        const ms = (list: number[]) => `${Math.round(median(list))} ms`;
        rows.push([`\`${route}\``, outDir, ms(paint), ms(complete), ms(last)]);
      }
      process.stderr.write(`${route}: done\n`);
    }
  } finally {
    await browser.close();
    await stopHosts();
  }
  const { roundTripMs, bitsPerSecond, initialWindowSegments } = SLOW_LINK;
  console.log(
    `\nOver a link of ${roundTripMs} ms, ${bitsPerSecond / 1e6} Mbit/s, ${initialWindowSegments} segments in the first round trip (TCP slow start), CPU ${values.cpu}×, 390×844, pages at brotli ${values.brotli}; medians of ${runs} runs, from the navigation's start. Frames in ${RESULTS}/.\n\n${markdownTable(['Route', 'Export', 'First paint', 'Window complete', 'Last change'], rows)}`,
  );
}
