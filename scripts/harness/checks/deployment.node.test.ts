import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contentSecurityPolicy,
  headersFile,
  inlineHashes,
  withMetaPolicy,
} from '../../site-build/security';
import { UNKNOWN_PATH } from '../../serving/host-guard';
import { cachedLong, deploymentProblems } from './deployment';
import { headersFor, parseHeadersFile } from '../../site-build/export/headers';

/** A small export as the build writes one: two pages, the 404 page, a hashed file, _headers. */
function writeExport(dir: string) {
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><script>self.x=1</script></head><body><h1>${title}</h1></body></html>`;
  const policies = [];
  for (const [route, file, title] of [
    ['/', 'index.html', 'Accueil'],
    ['/tarifs', 'tarifs.html', 'Tarifs'],
    ['/404', '404.html', 'Page introuvable'],
  ] as const) {
    const html = page(title);
    const hashes = inlineHashes(html);
    writeFileSync(
      join(dir, file),
      withMetaPolicy(html, contentSecurityPolicy(hashes, { inMeta: true })),
    );
    if (route !== '/404') policies.push({ route, policy: contentSecurityPolicy(hashes) });
  }
  mkdirSync(join(dir, '_next', 'static'), { recursive: true });
  writeFileSync(join(dir, '_next', 'static', 'a1b2.js'), 'self.y=2');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, '_headers'), headersFile(policies));
}

type Answer = { status: number; headers: Record<string, string>; body?: string };

/**
 * A host, as a stand-in for fetch: it answers as Cloudflare Pages does, unless `plant`
 * changes an answer.
 */
function host(dir: string, plant: (path: string, answer: Answer) => Answer = (_, a) => a) {
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const pages: Record<string, string> = { '/': 'index.html', '/tarifs': 'tarifs.html' };
  const files = ['/_next/static/a1b2.js', '/robots.txt'];
  const answer = (path: string): Answer => {
    const headers = Object.fromEntries(headersFor(rules, path));
    const revalidate = { 'Cache-Control': 'public, max-age=0, must-revalidate', ...headers };
    const file = pages[path] ?? (files.includes(path) ? path : undefined);
    if (file)
      return { status: 200, headers: revalidate, body: readFileSync(join(dir, file), 'utf8') };
    if (path === '/index.html' || /^\/tarifs(\.html|\/)$/.test(path)) {
      return {
        status: 308,
        headers: { ...headers, Location: path === '/index.html' ? '/' : '/tarifs' },
      };
    }
    return {
      status: 404,
      headers: { ...headers, 'Cache-Control': 'no-store' },
      body: readFileSync(join(dir, '404.html'), 'utf8'),
    };
  };
  return async (url: string) => {
    const path = new URL(url).pathname;
    const { status, headers, body = '' } = plant(path, answer(path));
    return new Response(body, { status, headers });
  };
}

describe('the check of a deployed export', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deployment-'));
  writeExport(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const problems = (plant?: (path: string, answer: Answer) => Answer) =>
    deploymentProblems('https://www.candidia.fr', {
      outDir: dir,
      redirectStatuses: [308],
      fetch: host(dir, plant),
    });

  it('finds nothing wrong with a host that serves the export as out/ says', async () => {
    expect(await problems()).toEqual({ checked: 9, problems: [] });
  });

  it('tells a page whose CSP header lacks a hash of its <meta>', async () => {
    const { problems: found } = await problems((path, answer) => {
      if (path !== '/tarifs') return answer;
      const policy = answer.headers['Content-Security-Policy']!;
      return {
        ...answer,
        headers: {
          ...answer.headers,
          'Content-Security-Policy': policy.replace(/ 'sha256-[^']+'/, ''),
        },
      };
    });
    expect(found).toEqual([
      expect.stringMatching(/^\/tarifs: Content-Security-Policy is ".*", not ".*sha256-/),
      "/tarifs: its CSP header differs from its <meta> (and frame-ancestors 'none') in script-src",
      expect.stringMatching(/^\/tarifs: its CSP header blocks its inline script 'sha256-/),
    ]);
  });

  it('tells a page served without its CSP header once', async () => {
    const { problems: found } = await problems((path, answer) => {
      const headers = { ...answer.headers };
      if (path === '/tarifs') delete headers['Content-Security-Policy'];
      return { ...answer, headers };
    });
    expect(found).toEqual(['/tarifs: no Content-Security-Policy header']);
  });

  it('tells inline code that a host adds to a page, which its policies block', async () => {
    const beacon = '<script>beacon()</script></body>';
    const { problems: found } = await problems((path, answer) =>
      path === '/' ? { ...answer, body: answer.body!.replace('</body>', beacon) } : answer,
    );
    expect(found).toEqual([
      expect.stringMatching(/^\/: its <meta> blocks its inline script 'sha256-[\w+/=]+'$/),
    ]);
  });

  it('tells a missing header, a redirect that is not one, caching and a 404 gone wrong', async () => {
    const { problems: found } = await problems((path, answer) => {
      if (path === '/') {
        const headers = { ...answer.headers };
        delete headers['X-Frame-Options'];
        return { ...answer, headers };
      }
      if (path === '/tarifs.html') return { status: 200, headers: {}, body: '' };
      if (path === '/tarifs/') return { status: 308, headers: { Location: '/tarifs/' } };
      if (path === '/robots.txt')
        return { ...answer, headers: { ...answer.headers, 'Cache-Control': 'max-age=600' } };
      if (path === UNKNOWN_PATH) return { ...answer, status: 200 };
      if (path === '/_headers') return { status: 200, headers: {}, body: '' };
      return answer;
    });
    expect(found).toEqual([
      '/: no X-Frame-Options header',
      '/tarifs.html: answers 200, not 308 to /tarifs',
      '/tarifs/: answers 308 to /tarifs/, not 308 to /tarifs',
      `${UNKNOWN_PATH}: answers 200, not 404`,
      '/_headers: served to visitors',
      '/robots.txt: cached without revalidation ("max-age=600")',
    ]);
  });

  it('tells what a cache may keep without asking again', () => {
    expect(cachedLong('public, max-age=31536000, immutable')).toBe(true);
    expect(cachedLong('max-age=600')).toBe(true);
    expect(cachedLong('public, max-age=0, must-revalidate')).toBe(false);
    expect(cachedLong('no-store')).toBe(false);
    expect(cachedLong(null)).toBe(false);
  });
});
