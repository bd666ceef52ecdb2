/**
 * What the link bench's navigations measure (./runs.ts), as plain data: the navigations, the
 * next page's own record of its arrival (./in-page.entry.ts reads it), the time from the click
 * to its first paint and what a prerender fetched ahead, and the table of it all.
 *
 * From the click: from the navigation's start, which the click starts, to the first
 * contentful paint (its time is when the frame was shown); for a prerendered page, from its
 * activation (`activationStart`, the click) instead (Chromium reports no paint of a page
 * before it is shown). What it fetched ahead: the bytes a prerender took before the click
 * (its document, and any file it started before its activation).
 */
import type { Frame, Visitor } from './visitor';
import { markdownTable, median } from '../bench/figures';

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

export interface NavigationRun extends Arrival {
  /**
   * The screen at the first paint, and the frame before it (XWD), where asked; `page`: where
   * the page is in them.
   */
  frames?: { before: Frame | undefined; atPaint: Frame | undefined; page: Visitor['page'] };
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
