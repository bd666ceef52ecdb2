/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allRoutes, routes } from '@/content/site';
import { pageLoader } from '@/scripts/site-build/browser-code';
import { FONT_ATTRIBUTE } from '@/lib/browser/contract';
import { attributeOf, elementsOf, parseHtml, textOf } from '../../site-build/export/html';
import {
  differsWithoutScripts,
  pageAssets,
  pageScriptsOf,
  pagesOf,
} from '../../site-build/export/pages';
import { FLIGHT_BOOTSTRAP } from '../../site-build/optimize/scripts';
import { OUT } from './built-page';

/**
 * The first post-build step (scripts/site-build/optimize/) on the real export, as built: the
 * loader, the payload, the inline CSS and the web fonts of every page of out/. Files only, no
 * browser (e2e/floor.spec.ts checks, in every engine, that every page hydrates from them).
 * That the head script is the one inline script, that the data block names files that exist
 * and that nothing holds the first paint is the verifier's (verify.export.test.ts).
 */
const pages = pagesOf(OUT, { all: true });

/** A page's elements, its <style>'s text, its stylesheet <link>s and the full sheet they name. */
function cssOf(html: string) {
  const elements = [...elementsOf(parseHtml(html))];
  const links = elements.filter(
    (element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet',
  );
  return {
    elements,
    style: textOf(elements.find((element) => element.tagName === 'style')!),
    links,
    sheet: () => readFileSync(join(OUT, attributeOf(links[0]!, 'href')!), 'utf8'),
  };
}

describe('the export, read from out/', () => {
  test('has every page', () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining([...allRoutes.map((route) => route.path), '/404']),
    );
  });

  // The accessibility spec (e2e/a11y.spec.ts) scans these pages without JavaScript, as states
  // of their own; every other page is what it first paints with JavaScript.
  test('without JavaScript, the contact page alone shows more than its first paint with it: its form’s note', () => {
    expect(
      pages.map((page) => page.route).filter((route) => differsWithoutScripts(OUT, route)),
    ).toEqual([routes.contact.path]);
  });

  for (const { route, html } of pages) {
    test(`${route}: the payload and the loader in their place`, async () => {
      const { payload } = pageAssets(html);
      const pageScripts = pageScriptsOf(html)!;
      expect(pageScripts.loader).toMatch(/^\/_next\/static\/loader\/[0-9a-f]{16}\.js$/);
      expect(readFileSync(join(OUT, pageScripts.loader), 'utf8')).toBe(await pageLoader());
      expect(pageScripts.scripts.length).toBeGreaterThan(0);
      expect(payload).toMatch(/^\/_next\/static\/payload\/[0-9a-f]{16}\.js$/);
      const payloadCode = readFileSync(join(OUT, payload!), 'utf8');
      // What Next wrote inline, in order: Turbopack's list, and the flight data, its bootstrap
      // first, then its chunks, each a push of a type its client reads (1 text, 2 form state,
      // 3 binary).
      const statements = payloadCode.trim().split(';\n');
      const turbopack = statements.filter((statement) => statement.includes('TURBOPACK'));
      expect(turbopack).toHaveLength(1);
      expect(turbopack[0]).toMatch(/^\(globalThis\["TURBOPACK"\] \|\| /);
      const flight = statements.filter((statement) => !statement.includes('TURBOPACK'));
      expect(flight[0]).toBe(FLIGHT_BOOTSTRAP);
      for (const statement of flight.slice(1)) {
        expect(statement).toMatch(/^self\.__next_f\.push\(\[[123],/);
      }
    });

    test(`${route}: the inline CSS keeps Tailwind’s fallback layer and the full sheet waits, disabled`, () => {
      const { style: css, links } = cssOf(html);
      expect(css).toContain('@layer properties');
      // The polyfill's layer declared first of the site's own, so the lowest of them.
      expect(css).toMatch(/@layer popover-polyfill[,;]/);
      expect(css.indexOf('@layer popover-polyfill')).toBeLessThan(css.indexOf('@layer base'));
      expect(links).toHaveLength(1);
      expect(attributeOf(links[0]!, 'disabled')).toBe('');
    });

    test(`${route}: the web fonts wait in a <noscript>, the local ones are in the <style>, and the full sheet has neither`, () => {
      const { elements, style, sheet } = cssOf(html);
      const fonts = elements.filter(
        (element) => element.tagName === 'noscript' && attributeOf(element, FONT_ATTRIBUTE) === '',
      );
      expect(fonts).toHaveLength(1);
      const faces = textOf(fonts[0]!).match(/@font-face\{[^}]*\}/g) ?? [];
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) expect(face).toMatch(/src:url\(\/_next\/static\/media\//);
      const localFaces = style.match(/@font-face\{[^}]*\}/g) ?? [];
      expect(localFaces.length).toBeGreaterThan(0);
      for (const face of localFaces) expect(face).toMatch(/src:local\(/);
      // A web font would be loaded twice in Firefox (once by the loader, once for the sheet's
      // own rule), and a local face would be twice in document.fonts.
      expect(sheet()).not.toContain('@font-face');
    });

    test(`${route}: neither the <style> nor the full sheet registers a custom property, and Tailwind's fallback layer applies in every browser`, () => {
      const { style, sheet: fullSheet } = cssOf(html);
      const sheet = fullSheet();
      // Registered as the full sheet applies, the properties made that restyle longer.
      for (const css of [style, sheet]) {
        expect(css).not.toContain('@property');
        expect(css).toMatch(/@layer properties\{(\*,:before,:after,::backdrop\{|\})/);
      }
      expect(sheet).toMatch(/@layer properties\{\*,:before,:after,::backdrop\{--tw-/);
    });
  }
});
