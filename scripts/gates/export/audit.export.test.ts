/**
 * What the built HTML and its files decide of RGAA criteria (content/accessibility/rgaa-audit.ts
 * cites each test): for a criterion found non applicable, that what it is about is absent from
 * every page, so that a page which adds an image, a frame or a video fails here before the
 * audit's status goes stale; for a few others, what the markup alone says. What a visitor meets
 * once the scripts run is the end-to-end tests' (e2e/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rgaaAudit } from '@/content/accessibility/rgaa-audit';
import { allRoutes, routes } from '@/content/site';
import { templateVariables, variableToken } from '@/content/variables';
import { fileOf } from '../../site-build/export/pages';
import { NOT_FOUND, OUT, readOut, textOf } from './built-page';

const everyPage = [...allRoutes.map((route) => route.path), NOT_FOUND];

/**
 * Each page's HTML as written, parsed once, as a browser without scripts reads it: its
 * <noscript>s are markup too, so what shows without JavaScript is checked as well.
 */
const pages = new Map(
  everyPage.map((path) => {
    const html = readOut(fileOf(path));
    return [path, { html, document: new DOMParser().parseFromString(html, 'text/html') }];
  }),
);
const documentOf = (path: string) => pages.get(path)!.document;

/** Each page's elements matching a selector, named by page, for a readable failure. */
function found(selector: string) {
  return everyPage.flatMap((path) =>
    [...documentOf(path).querySelectorAll(selector)].map(
      (element) => `${path}: ${element.outerHTML.slice(0, 80)}`,
    ),
  );
}

/** Text a visitor reads, without what is hidden from assistive technologies. */
function spokenText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/** The files of out/ with this extension, at any depth. */
function filesOf(extension: string, directory = OUT): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesOf(extension, path);
    return entry.name.endsWith(extension) ? [path] : [];
  });
}

describe('every built page', () => {
  test('has no image but decorative SVGs hidden from assistive technologies, and no caption (RGAA 1)', () => {
    expect(
      found(
        'img, picture, map, area, input[type="image"], object, embed, canvas, [role="img"], figure',
      ),
    ).toEqual([]);
    const svgs = everyPage.flatMap((path) =>
      [...documentOf(path).querySelectorAll('svg')].map((svg) => ({ path, svg })),
    );
    expect(svgs.length).toBeGreaterThan(everyPage.length);
    // 1.2.4: aria-hidden="true", no text alternative, no <title> or <desc>, no title attribute.
    expect(
      svgs
        .filter(
          ({ svg }) =>
            svg.getAttribute('aria-hidden') !== 'true' ||
            svg.querySelector('title, desc, [title]') ||
            svg.hasAttribute('title') ||
            svg.hasAttribute('aria-label') ||
            svg.hasAttribute('aria-labelledby'),
        )
        .map(({ path, svg }) => `${path}: ${svg.outerHTML.slice(0, 80)}`),
    ).toEqual([]);
  });

  test('has no frame, no media, no quotation, no list box and no text of another direction (RGAA 2, 4, 9.4, 11.8, 8.10)', () => {
    expect(
      found('iframe, frame, frameset, video, audio, track, blockquote, q, select, [dir]'),
    ).toEqual([]);
  });

  test('has a text between the tags of each link (RGAA 6.2)', () => {
    const links = everyPage.flatMap((path) =>
      [...documentOf(path).querySelectorAll('a[href]')].map((link) => ({ path, link })),
    );
    expect(links.length).toBeGreaterThan(everyPage.length * 10);
    expect(
      links
        .filter(({ link }) => spokenText(link) === '')
        .map(({ path, link }) => `${path}: ${link.outerHTML.slice(0, 80)}`),
    ).toEqual([]);
  });

  test('neither refreshes nor redirects, opens no window and offers no office document (RGAA 13.1, 13.2, 13.3)', () => {
    expect(found('meta[http-equiv="refresh" i], [target], blink, marquee')).toEqual([]);
    const office = /\.(pdf|docx?|odt|ods|odp|xlsx?|pptx?|rtf|csv|epub)([?#]|$)/i;
    const hrefs = everyPage.flatMap((path) =>
      [...documentOf(path).querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!),
    );
    expect(hrefs.filter((href) => office.test(href))).toEqual([]);
  });
});

describe('the style sheets and scripts of the export', () => {
  const css = [
    ...filesOf('.css').map((file) => readFileSync(file, 'utf8')),
    ...everyPage.flatMap((path) =>
      [...documentOf(path).querySelectorAll('style')].map((style) => style.textContent ?? ''),
    ),
  ].join('\n');
  const scripts = filesOf('.js').map((file) => readFileSync(file, 'utf8'));

  test('move, blink and flash nothing by themselves, and lock no orientation (RGAA 13.7, 13.8, 13.9)', () => {
    expect(css.length).toBeGreaterThan(10_000);
    // No animation at all: the one mention of animations is the reduced-motion rule that cuts
    // any short (animation-duration, animation-iteration-count).
    expect(css).not.toMatch(/@keyframes|animation(-name)?\s*:/);
    expect(css).not.toMatch(/orientation\s*:/);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/orientation\.lock\(|window\.open\(/);
  });
});

describe('the pages of the audit’s sample', () => {
  // 13.5 and 13.6: a variable written in double braces is cryptic until it is explained.
  test('show the double-brace variables only on /modeles, each followed by what it stands for, or in the home page’s decorative picture (RGAA 13.5, 13.6)', () => {
    const token = /\{\{[^{}]+\}\}/g;
    for (const page of rgaaAudit.sample) {
      const document = documentOf(page.path ?? NOT_FOUND);
      const shown = spokenText(document.body).match(token) ?? [];
      if (page.path === routes.templates.path) {
        expect(shown).toEqual(templateVariables.map((variable) => variableToken(variable.name)));
        for (const variable of templateVariables) {
          const term = [...document.querySelectorAll('dt')].find(
            (dt) => textOf(dt) === variableToken(variable.name),
          )!;
          // Its descriptions: the <dd>s that follow it, up to the next term.
          const descriptions: Element[] = [];
          for (let next = term.nextElementSibling; next?.tagName === 'DD';) {
            descriptions.push(next);
            next = next.nextElementSibling;
          }
          expect({ term: textOf(term), described: descriptions.length > 0 }).toEqual({
            term: variableToken(variable.name),
            described: true,
          });
          const description = descriptions.map(textOf).join(' ');
          expect(description).toContain(variable.meaning);
          expect(description).toContain(variable.example);
        }
      } else {
        expect({ page: page.id, shown }).toEqual({ page: page.id, shown: [] });
      }
    }
    // The home page's picture writes some, aria-hidden: decorative, its text says the same.
    expect(readOut('index.html')).toMatch(token);
  });
});
