/**
 * The link bench's navigations (`npm run bench:link -- --navigations`): a visitor on a page
 * of the site goes to the next one as a person does, and the next page says how long it took
 * from the click to its first paint on screen, and whether it had been prerendered.
 *
 * - desktop (1280 × 800): the pointer moves onto the link, rests 300 ms, and clicks;
 * - phone (390 × 844 at 2×, its renderers 4× slower): a tap, 80 ms from the finger's press to its
 *   release, on the link, or first on « Menu » when the link is in the phone menu;
 * - each in a visitor's Chromium (./visitor.ts: headful, xdotool, no DevTools while the
 *   visitor acts), the first page loaded over the modelled link (./link.ts) and left idle
 *   2 s; Firefox (through Playwright, desktop), which has no speculation rules, to see it no
 *   slower;
 * - over HTTPS and HTTP/2, as the hosts answer (./http2-front.ts, which the bench puts behind
 *   the link).
 *
 * From the click: from the navigation's start, which the click starts, to the first
 * contentful paint (its time is when the frame was shown); for a prerendered page, from its
 * activation (`activationStart`, the click) instead (Chromium reports no paint of a page before it is shown).
 * What it fetched ahead: the bytes a prerender took before the click (its document, and any
 * file it started before its activation).
 */
import type { Browser } from '@playwright/test';
import { markdownTable, median } from './bench';
import { startVisitor, type Frame, type Visitor } from './visitor';

export interface Navigation {
  from: string;
  to: string;
}

/** The navigations measured unless others are named: from /, /tarifs and /modeles. */
export const NAVIGATIONS: Navigation[] = [
  { from: '/', to: '/tarifs' },
  { from: '/', to: '/modeles' },
  { from: '/tarifs', to: '/modeles' },
  { from: '/modeles', to: '/tarifs' },
];

/** '/→/tarifs' (or '/ -> /tarifs') as a navigation. */
export function parseNavigation(text: string): Navigation {
  const [from, to] = text.split(/\s*(?:→|->)\s*/);
  if (!from?.startsWith('/') || !to?.startsWith('/'))
    throw new Error(`Not a navigation: ${text} (write it /from→/to)`);
  return { from, to };
}

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

/** The next page's own record of its arrival. */
export interface PageTiming {
  path: string;
  timeOrigin: number;
  activationStart: number;
  firstContentfulPaint: number | null;
  /** When its document's response began and ended, and its DOMContentLoaded. */
  responseStart: number;
  responseEnd: number;
  domContentLoaded: number;
  documentBytes: number;
  files: { name: string; startTime: number; bytes: number }[];
}

/** Read in the next page, after the click (a string: it crosses DevTools as it is). */
export const TIMING_EXPRESSION = `(() => {
  const [navigation] = performance.getEntriesByType('navigation');
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    path: location.pathname,
    timeOrigin: performance.timeOrigin,
    activationStart: navigation.activationStart || 0,
    firstContentfulPaint: paint ? paint.startTime : null,
    responseStart: navigation.responseStart,
    responseEnd: navigation.responseEnd,
    domContentLoaded: navigation.domContentLoadedEventStart,
    documentBytes: navigation.transferSize,
    files: performance.getEntriesByType('resource').map((entry) => ({
      name: new URL(entry.name).pathname,
      startTime: entry.startTime,
      bytes: entry.transferSize,
    })),
  };
})()`;

export interface Arrival {
  /** From the click to the first paint, ms. */
  clickToPaint: number;
  prerendered: boolean;
  /** Bytes fetched before the click for this page: its prerender's document and files. */
  aheadBytes: number;
  /** The files it fetched before its activation (none but its document, if prerendered). */
  filesAhead: string[];
}

/** The arrival a page's timing tells. */
export function arrivalOf(timing: PageTiming): Arrival {
  if (timing.firstContentfulPaint === null) throw new Error(`${timing.path} reports no paint`);
  const prerendered = timing.activationStart > 0;
  const ahead = prerendered
    ? timing.files.filter(({ startTime }) => startTime < timing.activationStart)
    : [];
  return {
    clickToPaint: timing.firstContentfulPaint - timing.activationStart,
    prerendered,
    aheadBytes: prerendered
      ? timing.documentBytes + ahead.reduce((sum, { bytes }) => sum + bytes, 0)
      : 0,
    filesAhead: ahead.map(({ name }) => name),
  };
}

/** Where the visitor presses: the link, and « Menu » first where the link is in the menu. */
export interface Target {
  /** The page shown, and whether it has loaded. */
  path: string;
  ready: boolean;
  link: { x: number; y: number } | null;
  menu: { x: number; y: number } | null;
}

/**
 * Read in the first page: whether it has loaded, and the centre of the first link to `to`
 * that a person sees and can press (in the window, not covered); else, where the phone menu
 * holds one, the menu button's and the link's, the menu opened an instant to read it.
 */
export const targetExpression = (to: string) => `(() => {
  const centre = (element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2, box };
  };
  const pressable = (element) => {
    const { x, y, box } = centre(element);
    if (!box.width || !box.height || box.top < 0 || box.bottom > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit && (hit === element || element.contains(hit)));
  };
  const links = () =>
    [...document.querySelectorAll('a[href]')].filter(
      (link) => new URL(link.href).pathname === ${JSON.stringify(to)} && new URL(link.href).hash === '',
    );
  const at = (element) => { const { x, y } = centre(element); return { x, y }; };
  const ready = document.readyState === 'complete';
  const path = location.pathname;
  const seen = links().find(pressable);
  if (seen) return { path, ready, link: at(seen), menu: null };
  const button = [...document.querySelectorAll('button[popovertarget]')].find(
    (candidate) => candidate.textContent.trim() === 'Menu' && pressable(candidate),
  );
  const panel = button && document.getElementById(button.getAttribute('popovertarget'));
  if (!panel) return { path, ready, link: null, menu: null };
  panel.showPopover();
  const inMenu = links().find((link) => panel.contains(link) && pressable(link));
  const found = { path, ready, link: inMenu ? at(inMenu) : null, menu: inMenu ? at(button) : null };
  panel.hidePopover();
  return found;
})()`;

export interface NavigationRun extends Arrival {
  /**
   * The screen at the first paint, and the frame before it (XWD), where asked; `page`: where
   * the page is in them.
   */
  frames?: { before: Frame | undefined; atPaint: Frame | undefined; page: Visitor['page'] };
}

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
    for (let waited = 0; !loaded(await visitor.read<Target>(targetExpression(to)));) {
      if ((waited += 500) > 30_000) throw new Error(`${from} did not load in 30 s`);
      await sleep(500);
    }
    await sleep(IDLE_MS);
    // Where the link is once the page has settled (the web font swapped in), DevTools detached
    // as soon as it is read.
    const target = await visitor.read<Target>(targetExpression(to));
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
    const timing = await visitor.read<PageTiming>(TIMING_EXPRESSION);
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
    const target = (await page.evaluate(targetExpression(to))) as Target;
    if (!target.link) throw new Error(`${from} has no link to ${to} a visitor can press`);
    await page.mouse.move(target.link.x, target.link.y);
    await page.waitForTimeout(REST_MS);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForURL(`**${to}`, { timeout: 30_000 });
    await page.waitForTimeout(AFTER_MS);
    return arrivalOf((await page.evaluate(TIMING_EXPRESSION)) as PageTiming);
  } finally {
    await context.close();
  }
}

/** An export, served over the modelled link at `origin`. */
export interface ServedExport {
  name: string;
  origin: string;
}

export const ENGINES = ['desktop (Chromium)', 'phone (Chromium)', 'desktop (Firefox)'] as const;
export type Engine = (typeof ENGINES)[number];

/** Each export's runs of one navigation in one browser. */
export interface NavigationFigures {
  navigation: Navigation;
  engine: Engine;
  runs: NavigationRun[][];
}

/** ms, rounded. */
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The table of the navigations: for each, the median time from the click to the next page's
 * first paint per export, how many runs were prerendered, and what the later exports took
 * against the first (×); then the median bytes fetched ahead.
 */
export function navigationsTable(exports: ServedExport[], figures: NavigationFigures[]) {
  const header = [
    'navigation',
    'browser',
    ...exports.map(({ name }) => `${name}: click → first paint (prerendered)`),
    ...exports.slice(1).map(({ name }) => `× (${name})`),
    ...exports.map(({ name }) => `${name}: fetched ahead`),
  ];
  const rows = figures.map(({ navigation, engine, runs }) => {
    const times = runs.map((each) => median(each.map(({ clickToPaint }) => clickToPaint)));
    return [
      `\`${navigation.from}\` → \`${navigation.to}\``,
      engine,
      ...runs.map(
        (each, index) =>
          `${ms(times[index]!)} (${each.filter(({ prerendered }) => prerendered).length}/${each.length})`,
      ),
      ...times.slice(1).map((time) => `×${(time / times[0]!).toFixed(2)}`),
      ...runs.map((each) => `${Math.round(median(each.map(({ aheadBytes }) => aheadBytes)))} B`),
    ];
  });
  return markdownTable(header, rows);
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
    onFrames?: (taken: {
      exported: ServedExport;
      navigation: Navigation;
      device: Device;
      run: number;
      result: NavigationRun;
    }) => void;
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
      process.stderr.write(`${navigation.from} → ${navigation.to}, ${engine}: done\n`);
    }
  }
  return figures;
}
