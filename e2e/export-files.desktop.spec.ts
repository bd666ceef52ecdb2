import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { allRoutes } from '@/content/site';
import { FLIGHT_BOOTSTRAP } from '../scripts/build/optimize-export.mjs';
import { attributeOf, elementsOf, parseHtml, textOf } from '../scripts/lib/html.mjs';
import { LOADS_ATTRIBUTE, PAYLOAD_ATTRIBUTE, pageAssets } from '../scripts/lib/page-assets.mjs';
import { exportPages } from '../scripts/lib/page-text.mjs';

/**
 * The post-build step (scripts/build/optimize-export.mjs) on the real export, as built:
 * what every page of out/ keeps inline. Files only, no browser (e2e/export.desktop.spec.ts checks
 * that every page hydrates).
 */
const OUT = 'out';
const pages = [...exportPages(OUT, { all: true })];

test.describe('the export, read from out/', () => {
  test('has every page', () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining([...allRoutes.map((route) => route.path), '/404']),
    );
  });

  for (const { route, html } of pages) {
    test(`${route}: no inline flight chunk but the bootstrap; the payload and the loader in their place`, () => {
      const inline = [...elementsOf(parseHtml(html))]
        .filter(
          (element) => element.tagName === 'script' && attributeOf(element, 'src') === undefined,
        )
        .map(textOf);
      expect(inline.filter((code) => code.includes('__next_f'))).toEqual([FLIGHT_BOOTSTRAP]);

      const { scripts, payload, blockers } = pageAssets(html);
      expect(blockers).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(payload).toMatch(/^\/_next\/static\/payload\/[0-9a-f]{16}\.js$/);
      const payloadCode = readFileSync(join(OUT, payload!), 'utf8');
      // Chunks only, each a push of a type Next's client reads (1 text, 2 form state, 3 binary).
      for (const statement of payloadCode.trim().split(';\n')) {
        expect(statement).toMatch(/^self\.__next_f\.push\(\[[123],/);
      }
      for (const script of scripts) expect(existsSync(join(OUT, script))).toBe(true);
      expect(html).toContain(`${LOADS_ATTRIBUTE}="`);
      expect(html).toContain(`${PAYLOAD_ATTRIBUTE}="`);
    });

    test(`${route}: the inline CSS keeps Tailwind’s fallback layer and the full sheet waits, disabled`, () => {
      const document = parseHtml(html);
      const styles = [...elementsOf(document)].filter((element) => element.tagName === 'style');
      const css = textOf(styles[0]!);
      expect(css).toContain('@layer properties');
      // The polyfill's layer declared first of the site's own, so the lowest of them.
      expect(css).toMatch(/@layer popover-polyfill[,;]/);
      expect(css.indexOf('@layer popover-polyfill')).toBeLessThan(css.indexOf('@layer base'));
      const links = [...elementsOf(document)].filter(
        (element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet',
      );
      expect(links).toHaveLength(1);
      expect(attributeOf(links[0]!, 'disabled')).toBe('');
    });
  }
});
