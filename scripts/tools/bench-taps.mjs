#!/usr/bin/env node
/**
 * `npm run bench:taps`: how soon each control answers a tap on a slow phone (CPU 4×,
 * 1.6 Mbit/s, 150 ms round trip: scripts/lib/phone-profile.mjs), measured in the local
 * Chromium against a served export.
 *
 * For each control: open its page, note when the control becomes visible (laid out and
 * painted), tap it at once (forced: a disabled or not yet wired control gets the tap, as a
 * finger would give it), and wait for its answer. A first tap not answered within 8 s,
 * longer than any hydration here, is lost; the control is then tapped again every 0.3 s,
 * and the time of the first answered tap is noted. Times are from the start of the
 * navigation; medians of --runs runs.
 *
 *   npm run bench:taps                        measure out/ (build it first)
 *   npm run bench:taps -- --out /tmp/old-out   measure another export, for a before/after
 *   npm run bench:taps -- --runs 5 --only /contact
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/browser.mjs';
import { applyPhoneProfile, waitForFirstPaint } from '../lib/phone-profile.mjs';
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

const LOST_AFTER_MS = 8000;
const RETRY_EVERY_MS = 300;
const GIVE_UP_AFTER_MS = 20_000;

/** Each control: where it is, how to find it, and what its answer looks like. */
const CONTROLS = [
  {
    name: 'Menu (phone), /',
    native: true,
    path: '/',
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    answer: (page) => page.getByRole('banner').getByRole('link', { name: 'Tarifs', exact: true }),
  },
  {
    name: 'First FAQ question, /faq',
    native: true,
    path: '/faq',
    control: (page) => page.getByText('Comment fonctionne l’essai gratuit ?', { exact: true }),
    answer: (page) => page.getByText(/^Chaque nouveau compte profite de/),
  },
  {
    name: '« Entreprises » tab, /dashboard',
    native: true,
    path: '/dashboard',
    control: (page) => page.getByRole('main').getByText('Entreprises', { exact: true }),
    answer: (page) =>
      page.getByRole('heading', { name: 'Vos entreprises cibles apparaîtront ici' }),
  },
  {
    name: 'First « Aperçu », /modeles',
    path: '/modeles',
    control: (page) => page.getByRole('button', { name: 'Aperçu du modèle Classique' }),
    answer: (page) => notice(page, 'Aperçu non disponible'),
  },
  {
    name: 'First « Utiliser », /modeles',
    path: '/modeles',
    control: (page) => page.getByRole('button', { name: 'Utiliser le modèle Classique' }),
    answer: (page) => notice(page, 'Téléchargement non disponible'),
  },
  {
    name: '« Rechercher des entreprises », /dashboard',
    path: '/dashboard',
    control: (page) =>
      page.getByRole('main').getByRole('button', { name: 'Rechercher des entreprises' }),
    answer: (page) => notice(page, 'Fonctionnalité en développement'),
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
    answer: (page) => notice(page, 'Formulaire non connecté'),
  },
];

/**
 * A notice with this title, wherever it shows: in the notice area (the island answered)
 * or as the page's own popover (the early-input script's fallback, lib/early-input.ts).
 */
function notice(page, title) {
  return page.getByRole('group', { name: title, exact: true }).filter({ visible: true }).first();
}

async function answered(locator, timeout) {
  try {
    await locator.waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    return false;
  }
}

async function measure(browser, baseURL, item) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await applyPhoneProfile(page);
  const start = performance.now();
  const since = () => performance.now() - start;
  await page.goto(baseURL + item.path, { waitUntil: 'commit' });
  const control = item.control(page);
  await control.waitFor({ state: 'visible', timeout: GIVE_UP_AFTER_MS });
  await waitForFirstPaint(page);
  if (item.prepare) await item.prepare(page);
  const visibleAt = since();
  let taps = 0;
  let answeredAt = null;
  while (since() < GIVE_UP_AFTER_MS) {
    taps += 1;
    // In view and still (a smooth scroll has ended), as under a finger; but not waiting for
    // "enabled": a button disabled until hydration takes the tap and loses it.
    await control.hover({ trial: true });
    await control.tap({ force: true });
    const wait = taps === 1 ? LOST_AFTER_MS : RETRY_EVERY_MS;
    if (await answered(item.answer(page), wait)) {
      answeredAt = since();
      break;
    }
  }
  // A notice comes from its island (the notice area) or from the page's own fallback.
  const answeredBy =
    answeredAt === null
      ? null
      : (await item
            .answer(page)
            .evaluate((element) => Boolean(element.closest('[aria-label="Notifications"]'))))
        ? 'island'
        : 'page';
  await context.close();
  return { visibleAt, firstTapAnswered: taps === 1, answeredAt, taps, answeredBy };
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

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
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await measure(browser, `http://127.0.0.1:${PORT}`, item));
      const answeredTimes = samples.map((sample) => sample.answeredAt ?? Number.POSITIVE_INFINITY);
      const by = (kind) => samples.filter((sample) => sample.answeredBy === kind).length;
      rows.push({
        name: item.name,
        visibleAt: median(samples.map((sample) => sample.visibleAt)),
        firstTapAnswered: samples.filter((sample) => sample.firstTapAnswered).length,
        answeredAt: median(answeredTimes),
        answeredBy: item.native
          ? 'the page (native)'
          : `island ${by('island')}, fallback ${by('page')}`,
      });
      process.stderr.write(`${item.name}: done\n`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `\nTaps on a slow phone (CPU 4×, 1.6 Mbit/s, 150 ms), ${outDir}, medians of ${runs} runs:\n`,
  );
  console.log('| Control | Visible at | First tap answered | First answer at | Answered by |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const answeredAt = Number.isFinite(row.answeredAt) ? seconds(row.answeredAt) : 'never';
    console.log(
      `| ${row.name} | ${seconds(row.visibleAt)} | ${row.firstTapAnswered} of ${runs} | ${answeredAt} | ${row.answeredBy} |`,
    );
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
