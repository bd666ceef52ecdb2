#!/usr/bin/env node
/**
 * `npm run bench:taps`: how soon each control answers a tap on a slow phone (CPU 4×,
 * 1.6 Mbit/s, 150 ms round trip: scripts/lib/phone-profile.mjs), in the local Chromium,
 * against a served export.
 *
 * For each control: open its page, wait until the control is visible (laid out and
 * painted), tap it at once, or 1 s later; the page itself records the time from the tap
 * (pointerdown) to the first animation frame in which the answer is on screen
 * (scripts/lib/tap-answer.mjs). A person feels anything past 100 ms as lag. Medians and
 * worst of --runs runs; and what answered: the page (HTML, before its scripts) or the
 * island (the notice area, once hydrated).
 *
 *   npm run bench:taps                         measure out/ (build it first)
 *   npm run bench:taps -- --out /tmp/old-out    measure another export, for a before/after
 *   npm run bench:taps -- --runs 5 --only /contact
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/browser.mjs';
import { applyPhoneProfile, waitForFirstPaint } from '../lib/phone-profile.mjs';
import { recordTapAnswer, tapAnswer } from '../lib/tap-answer.mjs';
import { exportServer } from './serve.mjs';
import { median } from './bench.mjs';
import { isMain } from '../lib/main-module.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index < 0 ? fallback : args[index + 1];
};
const outDir = resolve(option('--out', 'out'));
const runs = Number(option('--runs', '3'));
const only = option('--only', '');
const PORT = Number(process.env.BENCH_PORT ?? 4320);

/** An answer that has not come after this long is lost. */
const LOST_AFTER_MS = 10_000;
/** The moments of the tap: as soon as the control shows, and once the visitor has read. */
const MOMENTS = [
  { name: 'at once', waitMs: 0 },
  { name: '1 s later', waitMs: 1000 },
];

/** Each control: where it is, how to find it, and what its answer looks like. */
export const CONTROLS = [
  {
    name: 'Menu (phone), /',
    path: '/',
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    answer: { selector: 'header [popover] a', text: 'Tarifs' },
  },
  {
    name: 'First FAQ question, /faq',
    path: '/faq',
    control: (page) => page.getByText('Comment fonctionne l’essai gratuit ?', { exact: true }),
    answer: { selector: 'details p', text: 'Chaque nouveau compte profite de' },
  },
  {
    name: '« Entreprises » tab, /dashboard',
    path: '/dashboard',
    control: (page) => page.getByRole('main').getByText('Entreprises', { exact: true }),
    answer: { selector: 'h2, h3', text: 'Vos entreprises cibles apparaîtront ici' },
  },
  {
    name: 'First « Aperçu », /modeles',
    path: '/modeles',
    control: (page) => page.getByRole('button', { name: 'Aperçu du modèle Classique' }),
    answer: { selector: '[role="group"]', text: 'Aperçu non disponible' },
  },
  {
    name: 'First « Utiliser », /modeles',
    path: '/modeles',
    control: (page) => page.getByRole('button', { name: 'Utiliser le modèle Classique' }),
    answer: { selector: '[role="group"]', text: 'Téléchargement non disponible' },
  },
  {
    name: '« Rechercher des entreprises », /dashboard',
    path: '/dashboard',
    control: (page) =>
      page.getByRole('main').getByRole('button', { name: 'Rechercher des entreprises' }),
    answer: { selector: '[role="group"]', text: 'Fonctionnalité en développement' },
  },
  {
    name: 'Contact form, filled and sent',
    path: '/contact',
    prepare: async (page) => {
      await page.getByLabel('Nom').fill('Camille Martin');
      await page.getByLabel('Adresse e-mail').fill('camille@example.com');
      await page.getByLabel('Sujet').fill('Offre Business');
      await page.getByLabel('Message').fill('Bonjour.');
    },
    control: (page) => page.getByRole('button', { name: 'Envoyer le message' }),
    answer: { selector: '[role="group"]', text: 'Formulaire non connecté' },
  },
];

async function measure(browser, baseURL, item, waitMs) {
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

const ms = (value) => (value === null ? 'never' : `${Math.round(value)} ms`);

async function main() {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir} has no export`);
  // Served as `npm start` serves it (compressed as the CDN stores it): the profile's
  // bandwidth counts bytes.
  const server = exportServer(outDir);
  await new Promise((done) => server.listen(PORT, '127.0.0.1', done));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = [];
  try {
    for (const item of CONTROLS.filter((candidate) => candidate.path.includes(only))) {
      const row = { name: item.name, cells: [], by: new Set() };
      for (const { waitMs } of MOMENTS) {
        const delays = [];
        for (let run = 0; run < runs; run += 1) {
          const answer = await measure(browser, `http://127.0.0.1:${PORT}`, item, waitMs);
          delays.push(answer ? answer.delay : Number.POSITIVE_INFINITY);
          if (answer) row.by.add(answer.inNoticeArea ? 'island' : 'page');
        }
        const worst = Math.max(...delays);
        row.cells.push(
          `${ms(median(delays))} (worst ${Number.isFinite(worst) ? ms(worst) : 'never'})`,
        );
      }
      rows.push(row);
      process.stderr.write(`${item.name}: done\n`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `\nFrom the tap to the first frame with its answer, on a slow phone (CPU 4×, 1.6 Mbit/s, 150 ms), ${outDir}, medians of ${runs} runs:\n`,
  );
  console.log(
    `| Control | ${MOMENTS.map((moment) => `Tapped ${moment.name}`).join(' | ')} | Answered by |`,
  );
  console.log(`| --- | ${MOMENTS.map(() => '---:').join(' | ')} | --- |`);
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.cells.join(' | ')} | ${[...row.by].join(', ')} |`);
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
