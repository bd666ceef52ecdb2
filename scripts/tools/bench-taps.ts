/**
 * `npm run bench:taps`: how soon each control answers a tap on a slow phone
 * (e2e/support/phone-profile.ts), in the local Chromium: tapped as soon as it is painted, and
 * 1 s later, the page itself records the time from the tap to the first frame that shows the
 * answer (e2e/support/tap-answer.ts). Medians and worst of --runs runs, and what answered: the
 * page (HTML, before its scripts) or the island (the notice area, once hydrated).
 *
 *   npm run bench:taps                         measure out/ (build it first)
 *   npm run bench:taps -- --out /tmp/old-out    measure another export, for a before/after
 *   npm run bench:taps -- --runs 5 --only /contact
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { chromiumLaunchOptions } from '../../e2e/support/browsers';
import {
  contactSubmit,
  contactValues,
  dashboardButtons,
  tabPanels,
  templateActions,
} from '../../e2e/support/floor-cases';
import { startWrangler } from '../../e2e/support/hosts';
import {
  PHONE_PROFILE,
  applyPhoneProfile,
  waitForFirstPaint,
} from '../../e2e/support/phone-profile';
import { recordTapAnswer, tapAnswer } from '../../e2e/support/tap-answer';
import { markdownTable, median } from '../lib/bench';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'out' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
  },
});
const outDir = resolve(values.out);
const runs = Number(values.runs);
const LOST_AFTER_MS = 10_000;

interface Control {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  control: (page: Page) => Locator;
  answer: { selector: string; text: string };
}

/** A button of the main content, answered by a notice with this text. */
const noticeButton = (what: string, path: string, button: string, text: string): Control => ({
  name: `${what}, ${path}`,
  path,
  control: (page) => page.getByRole('main').getByRole('button', { name: button }),
  answer: { selector: '[role="group"]', text },
});
const [preview, use] = [templateActions[0]!, templateActions[1]!];
const [faq, companies, search] = [faqItems[0], tabPanels[1]!, dashboardButtons[0]!];
const CONTROLS: Control[] = [
  {
    name: 'Menu (phone), /',
    path: '/',
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    answer: { selector: 'header [popover] a', text: 'Tarifs' },
  },
  {
    name: 'First FAQ question, /faq',
    path: '/faq',
    control: (page) => page.getByText(faq.question, { exact: true }),
    answer: { selector: 'details p', text: faq.answer[0]! },
  },
  {
    name: '« Entreprises » tab, /dashboard',
    path: '/dashboard',
    control: (page) => page.getByRole('main').getByText(companies.label, { exact: true }),
    answer: { selector: 'h2, h3', text: companies.shows.name },
  },
  noticeButton('First « Aperçu »', '/modeles', preview.button, preview.message),
  noticeButton('First « Utiliser »', '/modeles', use.button, use.message),
  noticeButton('« Rechercher des entreprises »', '/dashboard', search.name, search.message),
  {
    name: 'Contact form, filled and sent',
    path: '/contact',
    prepare: async (page) => {
      for (const [label, value] of Object.entries(contactValues))
        await page.getByLabel(label).fill(value);
    },
    control: (page) => page.getByRole('button', { name: contactSubmit }),
    answer: { selector: '[role="group"]', text: noticeTitles.formNotConnected },
  },
];

async function measure(browser: Browser, baseURL: string, item: Control, waitMs: number) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await applyPhoneProfile(page);
  await recordTapAnswer(page, item.answer);
  await page.goto(baseURL + item.path, { waitUntil: 'commit' });
  const control = item.control(page);
  await control.waitFor({ state: 'visible', timeout: LOST_AFTER_MS });
  await waitForFirstPaint(page);
  if (item.prepare) await item.prepare(page);
  // In sight and still, as a finger finds it: filling the form scrolls the page (smoothly,
  // without reduced motion), and a tap aimed while it moves lands beside the button (seen
  // once in 40 runs on a busy machine, reported as a tap never answered).
  await control.scrollIntoViewIfNeeded();
  if (waitMs) await page.waitForTimeout(waitMs);
  // Not waiting for "enabled" or anything else: a finger does not.
  await control.tap({ force: true });
  const answer = await tapAnswer(page, { timeout: LOST_AFTER_MS });
  await context.close();
  return answer;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir} has no export`);
// Served as `npm start` serves it (compressed, as the CDN sends it): the profile's bandwidth
// counts bytes.
const host = await startWrangler(outDir);
const browser = await chromium.launch(chromiumLaunchOptions());
const rows: string[][] = [];
try {
  for (const item of CONTROLS.filter((candidate) => candidate.path.includes(values.only))) {
    const cells = [item.name];
    const by = new Set<string>();
    for (const waitMs of [0, 1000]) {
      const delays: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const answer = await measure(browser, host.url, item, waitMs);
        delays.push(answer?.delay ?? Number.POSITIVE_INFINITY);
        if (answer) by.add(answer.inNoticeArea ? 'island' : 'page');
      }
      cells.push(`${ms(median(delays))} (worst ${ms(Math.max(...delays))})`);
    }
    rows.push([...cells, [...by].join(', ')]);
    process.stderr.write(`${item.name}: done\n`);
  }
} finally {
  await browser.close();
  await host.stop();
}
const { cpuSlowdown, downloadBitsPerSecond, latencyMs } = PHONE_PROFILE;
const header = ['Control', 'Tapped at once', 'Tapped 1 s later', 'Answered by'];
console.log(
  `\nFrom the tap to the first frame with its answer, on a slow phone (CPU ${cpuSlowdown}×, ${downloadBitsPerSecond / 1e6} Mbit/s, ${latencyMs} ms), ${outDir}, medians of ${runs} runs:\n\n${markdownTable(header, rows)}`,
);
