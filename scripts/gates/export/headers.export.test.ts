/**
 * The security of the built export: what each page's Content-Security-Policy allows (the
 * verifier, verify.export.test.ts, checks that its <meta> and out/_headers carry the same one and
 * that it allows the page's inline code and nothing unsafe), the shared security headers,
 * the caching of hashed files. Served over HTTP, by wrangler and nginx: e2e/hosts.spec.ts; enforced by browsers:
 * e2e/security.spec.ts.
 */
import { allRoutes } from '@/content/site';
import { PAGE_SCRIPTS_ID, type PageScripts } from '@/lib/browser/contract';
import { directivesOf } from '../../site-build/export/headers';
import { headersOf, openPage } from './built-page';

const HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

describe.each(allRoutes.map((route) => route.path))('%s', (path) => {
  it('has a strict policy: its own origin, inline code by its hash, no plugin, no <base> elsewhere, no framing', () => {
    const policy = directivesOf(headersOf(path).get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const scripts = policy.get('script-src')!;
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).length).toBeGreaterThan(0);
    for (const source of scripts.slice(1)) expect(source).toMatch(HASH);
  });

  it('gets the shared security headers', () => {
    const headers = headersOf(path);
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-frame-options')).toBe('DENY');
    // Pages are revalidated: only hashed files are cached for long.
    expect(headers.get('cache-control')).toBeUndefined();
  });
});

test('hashed files are cached for a year, as immutable, and pages are not', () => {
  const { html } = openPage('/');
  const block = new DOMParser()
    .parseFromString(html, 'text/html')
    .getElementById(PAGE_SCRIPTS_ID)!.textContent!;
  const { loader, scripts, payload } = JSON.parse(block) as PageScripts;
  for (const file of [loader, payload!, scripts[0]!]) {
    expect(file).toMatch(/^\/_next\/static\//);
    expect(headersOf(file).get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
});
