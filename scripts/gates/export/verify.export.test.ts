/**
 * @jest-environment node
 */
/**
 * The verifier of the built pages (scripts/site-build/verify.ts) on the real export: out/ has no
 * problem, and each fault planted in one of its pages, read from out/, is reported.
 */
import { readFileSync } from 'node:fs';
import { headScript } from '@/scripts/site-build/browser-code';
import {
  applyEdits,
  atContentStart,
  beforeEndTag,
  childElements,
  elementsOf,
  firstElement,
  parseHtml,
  removal,
  removingAttribute,
  replacingContent,
  textOf,
} from '../../site-build/export/html';
import {
  fileOfUrl,
  isPageScriptsBlock,
  pageAssets,
  pageScriptsOf,
  pagesOf,
  type Page,
} from '../../site-build/export/pages';
import { isPolicyMeta } from '../../site-build/export/headers';
import { compressors } from '../../site-build/export/compression';
import { FIRST_SCREEN_ATTRIBUTE } from '@/lib/browser/contract';
import { inlineHashes } from '../../site-build/security';
import { isSpeculationRules } from '../../site-build/speculation';
import {
  CODE_BUDGET,
  FIRST_ROUND_TRIP_BYTES,
  PAYLOAD_BUDGET,
  SHARED_CODE_BUDGET,
} from '../../site-build/budgets';
import { exportProblems } from '../../site-build/verify';
import { OUT } from './built-page';

const script = await headScript();
const pages = pagesOf(OUT, { all: true });
const pageOf = (route: string) => pages.find((page) => page.route === route)!;

/** The problems of the page of `route`, changed by `plant` (and `as`), as out/ has it otherwise. */
function planted(route: string, plant: (html: string) => string, as: Partial<Page> = {}) {
  const page = { ...pageOf(route), ...as };
  return exportProblems(OUT, {
    headScript: script,
    pages: [{ ...page, html: plant(page.html) }],
  });
}
const element = (html: string, test: (element: ReturnType<typeof firstElement> & {}) => boolean) =>
  [...elementsOf(parseHtml(html))].find(test)!;
const inMain = (fragment: string) => (html: string) =>
  applyEdits(html, [atContentStart(firstElement(parseHtml(html), 'main')!, fragment)]);
const inHead = (fragment: string) => (html: string) =>
  applyEdits(html, [beforeEndTag(firstElement(parseHtml(html), 'head')!, fragment)]);
const policyOf = (html: string) =>
  element(html, isPolicyMeta).attrs.find(({ name }) => name === 'content')!.value;

test('out/ has no problem: every page as it must be', () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(exportProblems(OUT, { headScript: script })).toEqual([]);
});

describe('a fault planted in a page of out/ is reported', () => {
  test('an inline script: not allowed by the policy, and not the head script', () => {
    expect(planted('/tarifs', inMain('<script>alert(1)</script>'))).toEqual([
      expect.stringMatching(/^\/tarifs: its <meta> blocks its inline script 'sha256-[\w+/=]+'$/),
      '/tarifs: an inline script other than the head script: alert(1)…',
    ]);
  });

  test('the head script of other sources (a build of older ones)', () => {
    const older = (html: string) => html.replace(script, () => `${script};`);
    expect(planted('/faq', older)).toEqual([
      expect.stringMatching(/^\/faq: its <meta> blocks its inline script 'sha256-[\w+/=]+'$/),
      expect.stringMatching(/^\/faq: an inline script other than the head script: /),
      '/faq: 0 head scripts as lib/browser/ compiles it now, not 1',
    ]);
  });

  test('no <meta> policy, two, or one after the code it does not cover', () => {
    const meta = (html: string) => element(html, isPolicyMeta);
    const without = (html: string) => applyEdits(html, [removal(meta(html))]);
    const tag = (html: string) =>
      html.slice(
        meta(html).sourceCodeLocation!.startOffset,
        meta(html).sourceCodeLocation!.endOffset,
      );
    expect(planted('/blog', without)).toEqual(['/blog: 0 <meta> policies in <head>, not 1']);
    expect(planted('/blog', (html) => inHead(tag(html))(html))).toEqual([
      '/blog: 2 <meta> policies in <head>, not 1',
    ]);
    expect(planted('/blog', (html) => inHead(tag(html))(without(html)))).toEqual([
      '/blog: the <meta> policy comes after code it does not cover',
    ]);
  });

  test('a policy that allows what is unsafe, or differs from the one of out/_headers', () => {
    const loosened = (html: string) =>
      html.replace(policyOf(html), () =>
        policyOf(html).replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
      );
    expect(planted('/cgu', loosened)).toEqual([
      "/cgu: 'unsafe-inline' in script-src",
      "/cgu: its policy in _headers differs from its <meta> (and frame-ancestors 'none') in script-src",
    ]);
  });

  test('a script that its <meta> allows and its policy in _headers does not', () => {
    const code = '<script>alert(1)</script>';
    const [hash] = inlineHashes(code).scripts;
    const allowed = (html: string) =>
      inMain(code)(
        html.replace(policyOf(html), () =>
          policyOf(html).replace("script-src 'self'", `script-src 'self' ${hash}`),
        ),
      );
    expect(planted('/cgu', allowed)).toEqual([
      "/cgu: its policy in _headers differs from its <meta> (and frame-ancestors 'none') in script-src",
      `/cgu: its policy in _headers blocks its inline script ${hash}`,
      '/cgu: an inline script other than the head script: alert(1)…',
    ]);
  });

  test('no data block for the page loader, or one naming a file that is not there', () => {
    const block = (html: string) => element(html, isPageScriptsBlock);
    expect(planted('/contact', (html) => applyEdits(html, [removal(block(html))]))).toEqual([
      '/contact: 0 data blocks of the page loader, not 1',
    ]);
    const missing = (html: string) => {
      const named = { ...pageScriptsOf(html)!, loader: '/_next/static/loader/absent.js' };
      return applyEdits(html, [replacingContent(block(html), JSON.stringify(named))]);
    };
    expect(planted('/contact', missing)).toEqual([
      '/contact: its data block names /_next/static/loader/absent.js, not in out/',
    ]);
  });

  test('no speculation rules, rules its policy does not allow, or rules of another build', () => {
    const rules = (html: string) => element(html, isSpeculationRules);
    expect(planted('/modeles', (html) => applyEdits(html, [removal(rules(html))]))).toEqual([
      '/modeles: 0 elements of speculation rules, not 1',
    ]);
    // Rules changed after the security step hashed them: the policy refuses them.
    const eager = (html: string) =>
      applyEdits(html, [
        replacingContent(rules(html), textOf(rules(html)).replace('moderate', 'eager')),
      ]);
    expect(planted('/modeles', eager)).toEqual([
      expect.stringMatching(/^\/modeles: its <meta> blocks its inline script 'sha256-[\w+/=]+'$/),
      expect.stringMatching(/^\/modeles: speculation rules other than this build's: /),
    ]);
  });

  test('a style sheet or a script file that the first paint would wait for', () => {
    const [sheet] = childElements(firstElement(parseHtml(pageOf('/').html), 'head'))
      .filter(
        (link) => link.tagName === 'link' && link.attrs.some(({ value }) => value === 'stylesheet'),
      )
      .map((link) => link.attrs.find(({ name }) => name === 'href')!.value);
    const [chunk] = pageAssets(pageOf('/').html).scripts.slice(1);
    expect(
      planted(
        '/',
        inHead(`<link rel="stylesheet" href="${sheet}"/><script src="${chunk}" async=""></script>`),
      ),
    ).toEqual([
      `/: the first paint would wait for <link rel="stylesheet" href="${sheet}"/>`,
      `/: the first paint would wait for <script src="${chunk}" async="">`,
    ]);
  });

  // Words that compress as little as copy: the HTML past 14 600 B in brotli and gzip.
  const words = Array.from({ length: 1500 }, (_, index) => (index * 2654435761).toString(36));
  const copy = `<p>${words.join(' ')}</p>`;
  const markOf = (html: string) =>
    element(html, (candidate) =>
      candidate.attrs.some(({ name }) => name === FIRST_SCREEN_ATTRIBUTE),
    );

  test('a first window past the first round trip, at every host’s compression', () => {
    const problems = planted('/a-propos', inMain(copy));
    expect(problems).toHaveLength(3);
    for (const [index, encoding] of ['brotli 4', 'brotli 5', 'gzip 6'].entries())
      expect(problems[index]).toMatch(
        new RegExp(
          `^/a-propos: its first round trip at ${encoding} \\(\\d+ B of headers, then its HTML\\) decodes to \\d+ B of HTML, \\d+ B short of its <head> and first window \\(up to the end of <section aria-labelledby="mission">\\)$`,
        ),
      );
  });

  test('a document past the first round trip after its first window: the browser paints before its end', () => {
    const longer = (html: string) =>
      applyEdits(html, [
        {
          start: markOf(html).sourceCodeLocation!.endOffset,
          end: markOf(html).sourceCodeLocation!.endOffset,
          text: copy,
        },
      ]);
    expect(compressors.br(Buffer.from(longer(pageOf('/a-propos').html))).length).toBeGreaterThan(
      FIRST_ROUND_TRIP_BYTES,
    );
    expect(planted('/a-propos', longer)).toEqual([]);
  });

  test('no element, or two, marking where the first window ends', () => {
    const unmarked = (html: string) =>
      applyEdits(html, [removingAttribute(html, markOf(html), FIRST_SCREEN_ATTRIBUTE)]);
    expect(planted('/faq', unmarked)).toEqual([
      `/faq: 0 elements mark the end of its first window (${FIRST_SCREEN_ATTRIBUTE}), not 1`,
    ]);
    expect(planted('/faq', inMain(`<div ${FIRST_SCREEN_ATTRIBUTE}=""></div>`))).toEqual([
      `/faq: 2 elements mark the end of its first window (${FIRST_SCREEN_ATTRIBUTE}), not 1`,
    ]);
  });

  test('a <style> outside the <head>', () => {
    expect(planted('/tarifs', inMain('<style>p{color:red}</style>'))).toContainEqual(
      '/tarifs: a <style> outside its <head>',
    );
  });

  test('more code than the bare export and 15 KB, a payload past one round trip', () => {
    const ownScripts = new Set(pageAssets(pageOf('/tarifs').html).scripts);
    const dashboardOnly = pageAssets(pageOf('/dashboard').html).scripts.filter(
      (url) => !ownScripts.has(url),
    );
    // The heaviest of Next's scripts, named as the page's payload.
    const heaviest = pageAssets(pageOf('/dashboard').html)
      .scripts.map((url) => ({
        url,
        bytes: compressors.gzip(readFileSync(fileOfUrl(OUT, url))).length,
      }))
      .sort((a, b) => b.bytes - a.bytes)[0]!;
    expect(heaviest.bytes).toBeGreaterThan(PAYLOAD_BUDGET);
    const heavier = (html: string) => {
      const block = element(html, isPageScriptsBlock);
      const named = pageScriptsOf(html)!;
      const more = {
        ...named,
        payload: heaviest.url,
        scripts: [...named.scripts, ...dashboardOnly],
      };
      return applyEdits(html, [replacingContent(block, JSON.stringify(more))]);
    };
    expect(planted('/tarifs', heavier)).toEqual([
      expect.stringMatching(
        new RegExp(`^/tarifs: \\d+ B of code \\(gzip -9\\), over its ${CODE_BUDGET} B$`),
      ),
      `/tarifs: payload ${heaviest.bytes} B (gzip -9), over its ${PAYLOAD_BUDGET} B`,
    ]);
  });

  test('more code on every page than the bare export and 5 KB', () => {
    // Every page loads the dashboard's tabs: what every page carries grows by their chunk.
    const tabs = pageAssets(pageOf('/dashboard').html).scripts.filter(
      (url) => !pageAssets(pageOf('/404').html).scripts.includes(url),
    );
    const heavier = pages.map((page) => {
      const block = element(page.html, isPageScriptsBlock);
      const named = pageScriptsOf(page.html)!;
      const more = { ...named, scripts: [...new Set([...named.scripts, ...tabs])] };
      return {
        ...page,
        html: applyEdits(page.html, [replacingContent(block, JSON.stringify(more))]),
      };
    });
    const problems = exportProblems(OUT, { headScript: script, pages: heavier });
    expect(problems.filter((problem) => problem.startsWith('every page:'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^every page: \\d+ B of code \\(gzip -9\\) on the lightest page, over the ${SHARED_CODE_BUDGET} B of a bare export and 5 KB$`,
        ),
      ),
    ]);
  });

  test('links to a page, a file or a fragment the export does not have, or to another origin over http', () => {
    const links =
      '<a href="/nulle-part">x</a><a href="/faq#absente">x</a><a href="/absent.pdf">x</a><a href="http://exemple.fr/">x</a><a href="#contenu">x</a>';
    expect(planted('/mentions-legales', inMain(links))).toEqual([
      '/mentions-legales: /nulle-part: nothing in out/ at /nulle-part',
      '/mentions-legales: /faq#absente: no element #absente on /faq',
      '/mentions-legales: /absent.pdf: nothing in out/ at /absent.pdf',
      '/mentions-legales: http://exemple.fr/: another origin, not over https',
    ]);
  });

  test('a page that its URL does not find', () => {
    expect(
      planted('/fonctionnalites', (html) => html, { file: `${OUT}/fonctionnalites/index.html` }),
    ).toEqual(['/fonctionnalites: the URL /fonctionnalites is served from fonctionnalites.html']);
  });
});
