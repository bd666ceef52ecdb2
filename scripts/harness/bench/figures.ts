/**
 * What the benches (scripts/tools/bench.ts, bench-taps.ts, bench-link.ts) share: the phone
 * they load pages on, and what they make of their measurements.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions } from '@playwright/test';
import { brotliAt } from '../../site-build/export/compression';

/** The phone the benches of taps and of the link load pages on: 390 × 844 at 2×, touch, French. */
export const BENCH_PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'fr-FR',
};

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A Markdown table: the first column left-aligned, the figures right-aligned. */
export const markdownTable = (header: string[], rows: (string | number)[][]) =>
  [header, header.map((_, index) => (index === 0 ? '---' : '---:')), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');

/** A Lighthouse report, as far as the bench reads it. */
export interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Request[] } }>;
}
type Request = { resourceType?: string; transferSize?: number };

export function figuresOf({ categories, audits }: LighthouseReport) {
  const audit = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = audits['network-requests']?.details?.items ?? [];
  const bytes = (type: string) =>
    requests
      .filter(({ resourceType }) => resourceType === type)
      .reduce((sum, { transferSize = 0 }) => sum + transferSize, 0);
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    html: bytes('Document'),
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    fonts: bytes('Font'),
  };
}
export type Figures = ReturnType<typeof figuresOf>;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
const timings = (f: Figures) => [
  seconds(f.fcp),
  seconds(f.lcp),
  `${Math.round(f.tbt)} ms`,
  f.cls.toFixed(3),
];

/** The simulated table (scores, timings, bytes) and the devtools one (timings). */
export function tables(rows: Record<string, { route: string; figures: Figures }[]>, runs: number) {
  const simulated = markdownTable(
    'Route,Perf.,A11y,Best pr.,SEO,FCP,LCP,TBT,CLS,HTML KB,JS KB,CSS KB,Fonts KB'.split(','),
    (rows.simulate ?? []).map(({ route, figures: f }) => [
      `\`${route}\``,
      ...[f.performance, f.accessibility, f.bestPractices, f.seo],
      ...timings(f),
      ...[f.html, f.js, f.css, f.fonts].map(kilobytes),
    ]),
  );
  const result = [
    `${simulated}\n\nMedians of ${runs} Lighthouse runs per route (mobile, simulated throttling); bytes as transferred (compressed).`,
  ];
  if (rows.devtools)
    result.push(
      `${markdownTable(
        ['Route', 'FCP', 'LCP', 'TBT', 'CLS'],
        rows.devtools.map(({ route, figures }) => [`\`${route}\``, ...timings(figures)]),
      )}\n\nMedians of ${runs} Lighthouse runs per route (mobile, \`--throttling-method=devtools\`: Slow 4G, 150 ms round trip and 1.6 Mbit/s before Lighthouse's adjustment, CPU 4× slower, applied for real).`,
    );
  return result.join('\n\n');
}

/**
 * Several exports' medians side by side, route by route and method by method: each figure as
 * the exports give it, in their order (`a → b`).
 */
export function sideBySide(
  rowsOf: Record<string, { route: string; figures: Figures }[]>[],
  labels: string[],
  runs: number,
) {
  const methods = Object.keys(rowsOf[0] ?? {});
  const across = (method: string, route: string, figure: (f: Figures) => string) =>
    rowsOf
      .map((rows) => rows[method]!.find((row) => row.route === route)!.figures)
      .map(figure)
      .join(' → ');
  return methods
    .map((method) =>
      [
        `${labels.join(' → ')}: medians of ${runs} runs each, the exports taken in turn (mobile, ${method === 'simulate' ? 'simulated throttling' : '`--throttling-method=devtools`'}).`,
        markdownTable(
          ['Route', 'Perf.', 'FCP', 'LCP', 'TBT', 'CLS'],
          rowsOf[0]![method]!.map(({ route }) => [
            `\`${route}\``,
            across(method, route, (f) => String(f.performance)),
            ...timingsOf(method, route),
          ]),
        ),
      ].join('\n\n'),
    )
    .join('\n\n');
  function timingsOf(method: string, route: string) {
    return [0, 1, 2, 3].map((index) => across(method, route, (f) => timings(f)[index]!));
  }
}

/**
 * How a host compressed a document: the quality of `encoding` (brotli 0–11, gzip 1–9) whose
 * output is nearest in size to the body it sent (a host compressing as it streams frames its
 * output a little differently, hence nearest and not equal).
 */
export function compressionOf(document: Buffer, encoding: string, sentBody: number) {
  const levels =
    encoding === 'br'
      ? Array.from({ length: 12 }, (_, quality) => ({
          level: quality,
          bytes: brotliAt(quality, document).length,
        }))
      : encoding === 'gzip'
        ? Array.from({ length: 9 }, (_, index) => ({
            level: index + 1,
            bytes: gzipSync(document, { level: index + 1 }).length,
          }))
        : [];
  const nearest = levels.reduce<(typeof levels)[number] | null>(
    (best, candidate) =>
      !best || Math.abs(candidate.bytes - sentBody) < Math.abs(best.bytes - sentBody)
        ? candidate
        : best,
    null,
  );
  const name = encoding === 'br' ? 'brotli' : encoding;
  return nearest
    ? `${name} ${nearest.level} (${sentBody} B sent, ${nearest.bytes} B at that level)`
    : `${encoding || 'no compression'} (${sentBody} B sent)`;
}
