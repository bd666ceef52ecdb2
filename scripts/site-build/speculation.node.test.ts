import { brotliCompressSync, constants } from 'node:zlib';
import { elementsOf, parseHtml } from './export/html';
import type { Page } from './export/pages';
import { blockedCode, contentSecurityPolicy, inlineHashes } from './security';
import {
  aheadBytes,
  speculatedFrom,
  speculatedRoutes,
  speculationProblems,
  speculationRules,
  withSpeculationRules,
} from './speculation';

const page = (route: string, body = '<p>Bonjour</p>'): Page => ({
  route,
  file: `out${route === '/' ? '/index' : route}.html`,
  html: `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><script>self.x=1</script></head><body>${body}</body></html>`,
});
const pages = ['/tarifs', '/', '/404', '/_not-found', '/faq'].map((route) => page(route));
const elements = (html: string) => [...elementsOf(parseHtml(html))];

describe('the speculation rules of a page', () => {
  it('name every page with an address of its own, in order, never the 404 page', () => {
    expect(speculatedRoutes(pages)).toEqual(['/', '/faq', '/tarifs']);
  });

  it('prerender on intent (moderate) the links to the other pages, not to the page itself', () => {
    const rules = JSON.parse(speculationRules(['/', '/faq', '/tarifs'], '/faq'));
    expect(rules).toEqual({
      prerender: [{ where: { href_matches: ['/', '/tarifs'] }, eagerness: 'moderate' }],
    });
    // The 404 page answers every unknown address: it leaves none out.
    expect(JSON.parse(speculationRules(['/', '/faq'], '/404')).prerender[0].where).toEqual({
      href_matches: ['/', '/faq'],
    });
  });

  it('come last in <body>, the rest of the page byte for byte as it was', () => {
    const { html } = page('/faq');
    const written = withSpeculationRules(html, speculationRules(['/', '/faq'], '/faq'));
    const rules =
      '<script type="speculationrules">{"prerender":[{"where":{"href_matches":["/"]},"eagerness":"moderate"}]}</script>';
    expect(written).toBe(html.replace('</body>', `${rules}</body>`));
    expect(speculationProblems('/faq', elements(written), ['/', '/faq'])).toEqual([]);
  });

  it('are reported when missing, doubled or not this build’s', () => {
    const routes = ['/', '/faq'];
    const { html } = page('/faq');
    const once = withSpeculationRules(html, speculationRules(routes, '/faq'));
    expect(speculationProblems('/faq', elements(html), routes)).toEqual([
      '0 elements of speculation rules, not 1',
    ]);
    const twice = withSpeculationRules(once, speculationRules(routes, '/faq'));
    expect(speculationProblems('/faq', elements(twice), routes)).toEqual([
      '2 elements of speculation rules, not 1',
    ]);
    // The rules of another page: they would prerender the page itself.
    expect(speculationProblems('/', elements(once), routes)).toEqual([
      expect.stringMatching(/^speculation rules other than this build's: /),
    ]);
  });

  it('are hashed into the policy, as Chromium holds them to script-src', () => {
    const { html } = page('/faq');
    const written = withSpeculationRules(html, speculationRules(['/', '/faq'], '/faq'));
    expect(inlineHashes(written).scripts.size).toBe(2);
    expect(blockedCode(written, contentSecurityPolicy(inlineHashes(written)))).toEqual([]);
    expect(blockedCode(written, contentSecurityPolicy(inlineHashes(html)))).toEqual([
      expect.stringMatching(/^inline script 'sha256-/),
    ]);
  });
});

describe('what a page view may fetch ahead', () => {
  it('is of the pages its rules name that its links lead to', () => {
    const links =
      '<a href="/">Accueil</a><a href="/tarifs#pro">Pro</a><a href="#contenu">Contenu</a>' +
      '<a href="/icones.svg">Icônes</a><a href="https://example.org/tarifs">Ailleurs</a>';
    const { html } = page('/faq', links);
    const written = withSpeculationRules(html, speculationRules(['/', '/faq', '/tarifs'], '/faq'));
    expect(speculatedFrom('/faq', elements(written))).toEqual(['/', '/tarifs']);
    expect(speculatedFrom('/faq', elements(html))).toEqual([]);
  });

  it('is each named page’s response once: its headers, and its document at the largest of the hosts’ encodings', () => {
    const text = 'Une page du site. '.repeat(400);
    const tarifs = page('/tarifs', `<p>${text}</p>`);
    const rules = [{ pattern: '/tarifs', headers: [['X-Test', 'abc']] as [string, string][] }];
    const brotli4 = brotliCompressSync(Buffer.from(tarifs.html), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    const bytes = aheadBytes([tarifs, page('/faq')], ['/tarifs'], rules);
    // 400 B of the host's own headers, "X-Test: abc\r\n", then at least brotli 4's bytes.
    expect(bytes).toBeGreaterThanOrEqual(400 + 13 + brotli4);
    expect(aheadBytes([tarifs, page('/faq')], ['/tarifs', '/faq'], rules)).toBeGreaterThan(bytes);
    expect(aheadBytes([tarifs], [], rules)).toBe(0);
  });
});
