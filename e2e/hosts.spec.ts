import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactPage } from '@/content/contact';
import { noticeTitles } from '@/content/notices';
import { mainNavigation } from '@/content/site';
import { cvTemplates } from '@/content/templates';
import { NGINX_ROOT, NGINX_SITE, nginxSite } from '../scripts/site-build/nginx';
import { deploymentProblems, responseOnTheWire } from '../scripts/harness/checks/deployment';
import { UNKNOWN_PATH } from '../scripts/serving/host-guard';
import { elementsOf, parseHtml } from '../scripts/site-build/export/html';
import { fileOf, pagesOf } from '../scripts/site-build/export/pages';
import { headersFileOf, parseHeadersFile } from '../scripts/site-build/export/headers';
import { decodedPrefix } from '../scripts/site-build/export/compression';
import {
  FIRST_ROUND_TRIP_BYTES,
  firstRoundTrips,
  firstWindowOf,
} from '../scripts/site-build/budgets';
import { startNginx } from '../scripts/serving/nginx-host';
import type { RunningHost } from '../scripts/serving/processes';
import { startWrangler } from '../scripts/serving/wrangler-host';
import { expect, test as guarded, visit } from './support/fixtures';
import { expectNotice } from './support/notices';

/**
 * The export as people deploy it: served by Cloudflare Pages' own runtime (`wrangler pages
 * dev`) and by nginx with the config the build writes, each started here on a free port.
 * Per host: every URL answers as out/ says, over HTTP (scripts/harness/checks/deployment.ts, also
 * scripts/tools/check-deploy.ts), and the phone menu, a notice and the contact form work
 * under that host's headers (the guard fails a test on any CSP violation).
 * @chromium: the HTTP checks need no browser, and the three behaviours run in every engine
 * against the suite's own wrangler already.
 */
const hosts: Record<
  string,
  { start: () => Promise<RunningHost>; problems: (host: RunningHost) => string[] }
> = {
  'Cloudflare Pages': {
    start: () => startWrangler(),
    // A rule Cloudflare rejects (too long a line, no colon) is only a warning in its log.
    problems: (host) => {
      const rules = parseHeadersFile(readFileSync('out/_headers', 'utf8')).length;
      const log = host.output();
      return [
        ...(log.includes(`Parsed ${rules} valid header rules`)
          ? []
          : [`not all ${rules} header rules read as valid`]),
        ...log.split('\n').filter((line) => /invalid header rule|Ignoring line/.test(line)),
      ];
    },
  },
  nginx: {
    start: () => startNginx(),
    problems: (host) => [
      ...(readFileSync(NGINX_SITE, 'utf8') === nginxSite(readFileSync('out/_headers', 'utf8'))
        ? []
        : [`${NGINX_SITE} is older than out/_headers: rebuild`]),
      ...host
        .output()
        .split('\n')
        .filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line)),
    ],
  },
};

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

for (const [name, { start, problems }] of Object.entries(hosts)) {
  const test = guarded.extend<object, { host: RunningHost }>({
    host: [
      async ({}, provide) => {
        const host = await start();
        await provide(host);
        await host.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ host }, provide) => provide(host.url),
  });

  test.describe(`${name}`, { tag: ['@hosts', '@chromium'] }, () => {
    // In turn, in one worker: the host starts once, and the other host in another worker.
    test.describe.configure({ mode: 'default' });

    test('every URL answers as out/ says: status, redirects, headers, CSP, caching', async ({
      host,
    }) => {
      const { checked, problems: found } = await deploymentProblems(host.url, {
        // What Cloudflare Pages answers, and nginx's config answers the same.
        redirectStatuses: [308],
      });
      expect(checked).toBeGreaterThan(100);
      expect([...problems(host), ...found]).toEqual([]);
    });

    test('every page’s first round trip, as sent, holds its <head> and first window, as the budget counts it', async ({
      host,
    }, testInfo) => {
      const rules = headersFileOf('out');
      const problems: string[] = [];
      const rows: string[] = [];
      for (const { route, html } of pagesOf('out')) {
        const path = route === '/404' ? UNKNOWN_PATH : route;
        const needed = firstWindowOf(html, [...elementsOf(parseHtml(html))]).bytes;
        const modeled = firstRoundTrips(html, route, rules);
        // A browser that takes brotli, and one that does not.
        for (const accept of ['gzip, deflate, br', 'gzip, deflate']) {
          const sent = await responseOnTheWire(host.url, path, accept);
          const encoding = sent.headers['content-encoding'];
          if (encoding !== 'br' && encoding !== 'gzip') {
            problems.push(`${route}: sent as ${encoding ?? 'identity'} to “${accept}”`);
            continue;
          }
          // What a browser has of the page once the first round trip has come.
          const decoded = decodedPrefix(encoding, sent.bodyWithin(FIRST_ROUND_TRIP_BYTES)).length;
          const model = modeled[encoding === 'br' ? 'brotli 4' : 'gzip 6'].decoded;
          rows.push(
            `${route} ${encoding}: ${sent.bytes} B sent; its first round trip decodes to ${decoded} B of HTML (the budget counts ${model}), its first window needs ${needed}`,
          );
          if (decoded < needed)
            problems.push(
              `${route}: its first round trip in ${encoding} decodes to ${decoded} B of HTML, ${needed - decoded} B short of its first window`,
            );
          if (decoded < model)
            problems.push(
              `${route}: its first round trip in ${encoding} decodes to ${decoded} B of HTML, less than the ${model} B the budget counts`,
            );
        }
      }
      await testInfo.attach('first round trips', { body: rows.join('\n') });
      expect(problems).toEqual([]);
    });

    test.describe('on a phone', () => {
      test.use(phone);

      test('the menu opens and leads to a page by its clean URL', async ({ page }) => {
        await visit(page, '/tarifs');
        const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
        await menu.click();
        const faq = mainNavigation.find((link) => link.href === '/faq')!;
        const link = page.getByRole('banner').getByRole('link', { name: faq.label, exact: true });
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL('/faq');
        await expect(link).toBeHidden();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    });

    test('a template’s preview shows its notice', async ({ page }) => {
      await visit(page, '/modeles');
      const template = cvTemplates[0]!;
      await page.getByRole('button', { name: `Aperçu du modèle ${template.name}` }).click();
      await expectNotice(page, noticeTitles.previewUnavailable, template.name);
    });

    test('the contact form, filled and sent, shows its notice and keeps the values', async ({
      page,
    }) => {
      await visit(page, '/contact');
      const { fields } = contactPage.form;
      const values: [string, string][] = [
        [fields.name.label, 'Camille Martin'],
        [fields.email.label, 'camille@example.com'],
        [fields.subject.label, 'Offre Business'],
        [fields.message.label, 'Bonjour'],
      ];
      for (const [label, value] of values) await page.getByLabel(label).fill(value);
      await page.getByRole('button', { name: contactPage.form.submit }).click();
      await expectNotice(page, noticeTitles.formNotConnected);
      for (const [label, value] of values) await expect(page.getByLabel(label)).toHaveValue(value);
      await expect(page).toHaveURL('/contact');
    });
  });
}

guarded.describe(
  'nginx, with the build’s compressed copies',
  { tag: ['@hosts', '@chromium'] },
  () => {
    guarded(
      'sends each page’s stored .gz, and its stored .br where nginx has the brotli module',
      async ({}, testInfo) => {
        const host = await startNginx();
        try {
          const brotli = host.name.includes('brotli_static');
          testInfo.annotations.push({
            type: 'nginx',
            description: brotli ? 'with the brotli module' : 'without the brotli module: gzip only',
          });
          const problems: string[] = [];
          for (const { route } of pagesOf('out')) {
            if (route === '/404') continue;
            const file = join(NGINX_ROOT, fileOf(route));
            for (const [accept, stored] of [
              ['gzip', `${file}.gz`],
              ...(brotli ? [['br, gzip', `${file}.br`]] : []),
            ] as const) {
              const sent = await responseOnTheWire(host.url, route, accept);
              if (!sent.body.equals(readFileSync(stored)))
                problems.push(`${route}: to “${accept}”, not the bytes of ${stored}`);
            }
          }
          expect(problems).toEqual([]);
        } finally {
          await host.stop();
        }
      },
    );
  },
);
