import { readFileSync } from 'node:fs';
import { NOT_FOUND_CACHE, REVALIDATE, nginxSite } from './nginx';

const HEADERS = [
  '# Written by a test.',
  '/*',
  '  X-Frame-Options: DENY',
  '  Referrer-Policy: strict-origin-when-cross-origin',
  '/_next/static/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '/',
  "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a'",
  '/tarifs',
  "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-b'",
  '',
].join('\n');

/** The directives of one location block of the fragment, by its match. */
function locationOf(site: string, match: string) {
  const start = site.indexOf(`location ${match} {\n`);
  if (start < 0) throw new Error(`no location ${match}`);
  return site
    .slice(start, site.indexOf('\n}', start))
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
}

describe('the nginx config of the export', () => {
  const site = nginxSite(HEADERS);
  const everywhere = [
    'add_header X-Frame-Options "DENY" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
  ];

  it('is the same for the same rules', () => {
    expect(nginxSite(HEADERS)).toBe(site);
  });

  it('sends TLS records of 4 KB, as Cloudflare does, not nginx’s 16 KB, more than a first round trip carries', () => {
    expect(site.split('\n')).toContain('ssl_buffer_size 4k;');
  });

  it('gives every location all of its headers, since nginx drops the inherited ones', () => {
    expect(locationOf(site, '/')).toEqual([
      ...everywhere,
      `add_header Cache-Control "${REVALIDATE}" always;`,
      'try_files $uri $uri.html =404;',
    ]);
    expect(locationOf(site, '/_next/static/')).toEqual([
      ...everywhere,
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
      'try_files $uri =404;',
    ]);
    expect(locationOf(site, '= /tarifs')).toEqual([
      ...everywhere,
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-b'" always;`,
      `add_header Cache-Control "${REVALIDATE}" always;`,
      'try_files $uri /tarifs.html =404;',
    ]);
    expect(locationOf(site, '= /')).toContain('try_files $uri /index.html =404;');
    expect(locationOf(site, '@not_found')).toEqual([
      ...everywhere,
      `add_header Cache-Control "${NOT_FOUND_CACHE}" always;`,
      'try_files /404.html =404;',
    ]);
    // The redirects' locations have none of their own: the server's apply.
    expect(site).toContain(`\n${everywhere.join('\n')}\n`);
  });

  it('refuses what it cannot write for nginx, rather than writing it wrong', () => {
    expect(() => nginxSite('/blog/:slug\n  A: b\n')).toThrow(/cannot translate: \/blog\/:slug/);
    expect(() => nginxSite('/*.js\n  A: b\n')).toThrow(/cannot translate/);
    expect(() => nginxSite('/*\n  A: $host\n')).toThrow(/variable/);
    expect(() => nginxSite('/*\n  A b: c\n')).toThrow(/header name/);
    expect(nginxSite('/*\n  A: say "hi"\n')).toContain('add_header A "say \\"hi\\"" always;');
  });

  it('is written by the build, after the security step that writes out/_headers', () => {
    const { postbuild } = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
    expect(postbuild).toMatch(
      /&& tsx scripts\/site-build\/secure-export\.ts && tsx scripts\/site-build\/nginx-config\.ts &&/,
    );
  });
});
