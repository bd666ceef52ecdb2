/**
 * `npm run bench:taps`: how soon each control answers a tap on a slow phone
 * (scripts/harness/taps/phone-profile.ts), in the local Chromium: tapped as soon as it is painted, and
 * 1 s later, the page itself records the time from the tap to the first frame that shows the
 * answer (scripts/harness/taps/tap-answer.ts). Medians and worst of --runs runs, and what answered: the
 * page (HTML, before its scripts) or its islands (once the page has hydrated).
 *
 *   npm run bench:taps                                  measure out/ (build it first)
 *   npm run bench:taps -- --out out --out /tmp/landed   two exports, side by side, in turn
 *   npm run bench:taps -- --runs 5 --only /contact
 *
 * With several exports, each is served by a host of its own and every run takes each export in
 * turn (A B A B…), tap by tap: a machine whose speed drifts during the bench moves them alike.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../harness/browsers/lookup';
import { startWrangler } from '../serving/wrangler-host';
import { PHONE_PROFILE, applyPhoneProfile, waitForFirstPaint } from '../harness/taps/phone-profile';
import { recordTapAnswer, tapAnswer } from '../harness/taps/tap-answer';
import {
  contactTap,
  faqTap,
  menuTap,
  noticeTaps,
  tabTap,
  type TapCase,
} from '../harness/cases/tap-cases';
import { BENCH_PHONE, markdownTable, median } from '../harness/bench/figures';

const { values } = parseArgs({
  options: {
    out: { type: 'string', multiple: true, default: ['out'] },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
  },
});
const exports = values.out.map((dir) => resolve(dir));
const runs = Number(values.runs);
const LOST_AFTER_MS = 10_000;

// One button of each kind that shows a notice: a template's two, a dashboard's quick action.
const CASES = [menuTap, faqTap, tabTap, ...noticeTaps.slice(0, 3), contactTap];

async function measure(browser: Browser, baseURL: string, item: TapCase, waitMs: number) {
  const context = await browser.newContext(BENCH_PHONE);
  const page = await context.newPage();
  await applyPhoneProfile(page);
  await recordTapAnswer(page, item.answer);
  await page.goto(baseURL + item.path, { waitUntil: 'commit' });
  const control = item.control(page);
  await control.waitFor({ state: 'visible', timeout: LOST_AFTER_MS });
  await waitForFirstPaint(page);
  if (item.prepare) await item.prepare(page);
  // In sight and still, as a finger finds it: filling the form scrolls the page (smoothly,
  // without reduced motion), and a tap aimed while it moves lands beside the button (seen on
  // a busy machine, reported as a tap never answered).
  await control.scrollIntoViewIfNeeded();
  if (waitMs) await page.waitForTimeout(waitMs);
  // Not waiting for "enabled" or anything else: a finger does not.
  await control.tap({ force: true });
  const answer = await tapAnswer(page, { timeout: LOST_AFTER_MS });
  await context.close();
  return answer;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

for (const outDir of exports)
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir} has no export`);
// Served as `npm start` serves it (compressed, as the CDN sends it): the profile's bandwidth
// counts bytes.
const hosts = [];
for (const outDir of exports) hosts.push(await startWrangler({ outDir }));
const browser = await chromium.launch(chromiumLaunchOptions());
/** Rows by export, in the order given. */
const tables: string[][][] = exports.map(() => []);
try {
  for (const item of CASES.filter((candidate) => candidate.path.includes(values.only))) {
    const cells = exports.map(() => [`${item.name}, ${item.path}`]);
    const by = exports.map(() => new Set<string>());
    for (const waitMs of [0, 1000]) {
      const delays: number[][] = exports.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [index, host] of hosts.entries()) {
          const answer = await measure(browser, host.url, item, waitMs);
          delays[index]!.push(answer?.delay ?? Number.POSITIVE_INFINITY);
          if (answer) by[index]!.add(answer.hydrated ? 'island' : 'page');
        }
      }
      for (const [index, taken] of delays.entries())
        cells[index]!.push(`${ms(median(taken))} (worst ${ms(Math.max(...taken))})`);
    }
    for (const [index, table] of tables.entries())
      table.push([...cells[index]!, [...by[index]!].join(', ')]);
    process.stderr.write(`${item.name}, ${item.path}: done\n`);
  }
} finally {
  await browser.close();
  for (const host of hosts) await host.stop();
}
const { cpuSlowdown, downloadBitsPerSecond, latencyMs } = PHONE_PROFILE;
const header = ['Control', 'Tapped at once', 'Tapped 1 s later', 'Answered by'];
for (const [index, outDir] of exports.entries())
  console.log(
    `\nFrom the tap to the first frame with its answer, on a slow phone (CPU ${cpuSlowdown}×, ${downloadBitsPerSecond / 1e6} Mbit/s, ${latencyMs} ms), ${outDir}, medians of ${runs} runs${exports.length > 1 ? ', the exports in turn' : ''}:\n\n${markdownTable(header, tables[index]!)}`,
  );
