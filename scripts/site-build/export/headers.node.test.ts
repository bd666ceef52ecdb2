import { formatHeadersFile, headersFor, parseHeadersFile, patternMatches } from './headers';

describe('the _headers file of static hosts', () => {
  const blocks = [
    { pattern: '/*', headers: [['X-Frame-Options', 'DENY']] as [string, string][] },
    {
      pattern: '/tarifs',
      headers: [['Content-Security-Policy', "default-src 'self'; a: b"]] as [string, string][],
    },
  ];

  it('is read as it was written', () => {
    const text = formatHeadersFile(blocks, 'Written by a test.');
    expect(text).toBe(
      "# Written by a test.\n/*\n  X-Frame-Options: DENY\n/tarifs\n  Content-Security-Policy: default-src 'self'; a: b\n",
    );
    expect(parseHeadersFile(text)).toEqual(blocks);
  });

  it('skips comments, blank lines and headers before any pattern', () => {
    expect(parseHeadersFile('  Orphan: x\n\n# comment\n/\n  A: b\n')).toEqual([
      { pattern: '/', headers: [['A', 'b']] },
    ]);
  });

  it('matches a URL exactly, or by the trailing * of its pattern', () => {
    expect(patternMatches('/tarifs', '/tarifs')).toBe(true);
    expect(patternMatches('/tarifs', '/tarifs-pro')).toBe(false);
    expect(patternMatches('/*', '/tarifs')).toBe(true);
    expect(patternMatches('/_next/static/*', '/tarifs')).toBe(false);
  });

  it('gives a URL the headers of every pattern that matches it, one header once', () => {
    const rules = parseHeadersFile(
      '/*\n  X-Frame-Options: DENY\n  Link: </a.css>\n/_next/static/*\n  Cache-Control: immutable\n/tarifs\n  link: </b.css>\n',
    );
    expect(headersFor(rules, '/tarifs')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Link', '</a.css>, </b.css>'],
    ]);
    expect(headersFor(rules, '/_next/static/a.js')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Link', '</a.css>'],
      ['Cache-Control', 'immutable'],
    ]);
  });
});
