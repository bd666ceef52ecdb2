/**
 * The link bench's navigations (`npm run bench:link -- --navigations`): a visitor on a page
 * of the site goes to the next one as a person does, and the next page says how long it took
 * from the click to its first paint on screen, and whether it had been prerendered.
 *
 * - desktop (1280 × 800): the pointer moves onto the link, rests 300 ms, and clicks;
 * - phone (390 × 844 at 2×, its renderers 4× slower): a tap, 80 ms from the finger's press to its
 *   release, on the link, or first on « Menu » when the link is in the phone menu;
 * - each in a visitor's Chromium (./visitor.ts: headful, xdotool, no DevTools while the
 *   visitor acts), the first page loaded over the modelled link (../bench/link.ts) and left idle
 *   2 s; Firefox (through Playwright, desktop), which has no speculation rules, to see it no
 *   slower;
 * - over HTTPS and HTTP/2, as the hosts answer (./front.ts, which the bench puts behind
 *   the link).
 *
 * What is measured, and how it is told: ./arrival.ts.
 */
import type { Browser } from '@playwright/test';
import { navigationScript } from '../browsers/in-page-scripts';
import {
  NAVIGATIONS,
  arrivalOf,
  navigationsTable,
  type Engine,
  ENGINES,
  type Navigation,
  type NavigationFigures,
  type NavigationRun,
  type PageTiming,
  type ServedExport,
  type Target,
} from './arrival';
import { startVisitor } from './visitor';

export const DEVICES = {
  desktop: { width: 1280, height: 800, scale: 1, slowdown: 1 },
  phone: { width: 390, height: 844, scale: 2, slowdown: 4 },
} as const;
export type Device = keyof typeof DEVICES;

/** How long the pointer rests on the link before the click (desktop). */
export const REST_MS = 300;
/** A tap: from the finger's press to its release (phone). */
export const TAP_MS = 80;
/** From the tap on « Menu » to the tap on a link in it: the menu glanced at. */
export const MENU_MS = 600;
/** The first page, loaded, is left that long before the visitor acts. */
export const IDLE_MS = 2000;

/** How long after the click the next page is read (its entries are kept: buffered). */
const AFTER_MS = 2500;
/** Reading the screen after the click, for a screenshot at the first paint. */
const FRAME_EVERY_MS = 40;

/** In the page shown: the next page's own record of its arrival (./in-page.entry.ts). */
const timingExpression = async () => `${await navigationScript()}\n__navigation.pageTiming()`;
/** In the first page: where the visitor presses to go to `to` (./in-page.entry.ts). */
const targetExpression = async (to: string) =>
  `${await navigationScript()}\n__navigation.pressTarget(${JSON.stringify(to)})`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One navigation in a visitor's Chromium (the site at `origin`, as the modelled link serves
 * it): the visitor acts as `device` does. `frames`: keep the screen at the first paint.
 */
export async function navigateInChromium(
  origin: string,
  { from, to }: Navigation,
  device: Device,
  { frames: keepFrames = false } = {},
): Promise<NavigationRun> {
  const visitor = await startVisitor(origin + from, {
    ...DEVICES[device],
    untrustedCertificate: origin.startsWith('https:'),
  });
  try {
    if (device === 'phone' && DEVICES.phone.slowdown > 1 && !visitor.slowed)
      process.stderr.write('No cgroup could be made here: the phone’s CPU is not slowed.\n');
    const loaded = (target: Target) => target.ready && target.path === from;
    for (let waited = 0; !loaded(await visitor.read<Target>(await targetExpression(to)));) {
      if ((waited += 500) > 30_000) throw new Error(`${from} did not load in 30 s`);
      await sleep(500);
    }
    await sleep(IDLE_MS);
    // Where the link is once the page has settled (the web font swapped in), DevTools detached
    // as soon as it is read.
    const target = await visitor.read<Target>(await targetExpression(to));
    if (!target.link) throw new Error(`${from} has no link to ${to} a visitor can press`);
    if (target.menu) {
      await visitor.move(target.menu.x, target.menu.y);
      await visitor.press(TAP_MS);
      await sleep(MENU_MS);
    }
    await visitor.move(target.link.x, target.link.y);
    if (device === 'desktop') await sleep(REST_MS);
    const screen = keepFrames ? visitor.frames(FRAME_EVERY_MS) : undefined;
    await visitor.press(device === 'phone' ? TAP_MS : 0);
    await sleep(AFTER_MS);
    const taken = screen?.stop();
    const timing = await visitor.read<PageTiming>(await timingExpression());
    if (timing.path !== to)
      throw new Error(`The click on ${from} led to ${timing.path}, not ${to}`);
    const arrival = arrivalOf(timing);
    if (process.env.BENCH_LINK_DEBUG) {
      const at = (time: number) => Math.round(time - timing.activationStart);
      process.stderr.write(
        `${origin}${from} → ${to}, ${device}: response ${at(timing.responseStart)} to ${at(timing.responseEnd)}, DOMContentLoaded ${at(timing.domContentLoaded)}, first paint ${at(timing.firstContentfulPaint!)} ms from the click${arrival.prerendered ? ' (prerendered)' : ''}\n`,
      );
    }
    if (!taken) return arrival;
    const paintAt = timing.timeOrigin + timing.firstContentfulPaint!;
    const index = taken.findIndex(({ at }) => at >= paintAt);
    return {
      ...arrival,
      frames: {
        before: index > 0 ? taken[index - 1] : undefined,
        atPaint: index >= 0 ? taken[index] : undefined,
        page: visitor.page,
      },
    };
  } finally {
    await visitor.stop();
  }
}

/** The same navigation in Firefox (no speculation rules there), the pointer as on a desktop. */
export async function navigateInFirefox(
  browser: Browser,
  origin: string,
  { from, to }: Navigation,
): Promise<NavigationRun> {
  const context = await browser.newContext({
    viewport: { width: DEVICES.desktop.width, height: DEVICES.desktop.height },
    ignoreHTTPSErrors: origin.startsWith('https:'),
  });
  try {
    const page = await context.newPage();
    await page.goto(origin + from, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(IDLE_MS);
    // Where the link is once the page has settled (the web font swapped in).
    const target = (await page.evaluate(await targetExpression(to))) as Target;
    if (!target.link) throw new Error(`${from} has no link to ${to} a visitor can press`);
    await page.mouse.move(target.link.x, target.link.y);
    await page.waitForTimeout(REST_MS);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForURL(`**${to}`, { timeout: 30_000 });
    await page.waitForTimeout(AFTER_MS);
    return arrivalOf((await page.evaluate(await timingExpression())) as PageTiming);
  } finally {
    await context.close();
  }
}

/** The screen of one Chromium run at its first paint, and what it was a run of. */
export interface FramesTaken {
  exported: ServedExport;
  navigation: Navigation;
  device: Device;
  run: number;
  result: NavigationRun;
}

/**
 * A run again, twice at most, when it fails: on a loaded machine a tap may land before the
 * menu it opens has drawn, or a browser may give up a load. Each failure is told.
 */
async function retried<T>(run: () => Promise<T>, what: string): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${what}: ${(error as Error).message.split('\n')[0]}; once more.\n`);
    }
  }
}

/**
 * Every navigation, in every browser, `runs` times, the exports taken in turn run by run;
 * `onFrames` hears the screen of each Chromium run at its first paint (`--shots`).
 */
export async function benchNavigations(
  exports: ServedExport[],
  {
    navigations = NAVIGATIONS,
    engines = [...ENGINES],
    runs,
    firefox,
    onFrames,
  }: {
    navigations?: Navigation[];
    /** Those to run (Firefox only where `firefox` is given). */
    engines?: Engine[];
    runs: number;
    /** Firefox, launched by the caller; none: Chromium only. */
    firefox?: Browser;
    onFrames?: (taken: FramesTaken) => void;
  },
) {
  const figures: NavigationFigures[] = [];
  for (const navigation of navigations) {
    for (const engine of engines.filter((name) => firefox || !name.includes('Firefox'))) {
      const taken: NavigationRun[][] = exports.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [index, exported] of exports.entries()) {
          const device: Device = engine.startsWith('phone') ? 'phone' : 'desktop';
          const once = () =>
            engine === 'desktop (Firefox)'
              ? navigateInFirefox(firefox!, exported.origin, navigation)
              : navigateInChromium(exported.origin, navigation, device, {
                  frames: Boolean(onFrames),
                });
          const result = await retried(once, `${navigation.from} → ${navigation.to}, ${engine}`);
          taken[index]!.push(result);
          if (result.frames) onFrames?.({ exported, navigation, device, run, result });
        }
      }
      figures.push({ navigation, engine, runs: taken });
      // Each navigation's row as soon as it is measured: a later failure loses none of them.
      process.stderr.write(
        `${navigation.from} → ${navigation.to}, ${engine}: done\n${navigationsTable(exports, [figures.at(-1)!])}\n`,
      );
    }
  }
  return figures;
}
