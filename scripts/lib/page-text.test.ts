import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportPages, pageLines } from './page-text.mjs';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Page</title></head><body>${body}</body></html>`;

describe('the text a visitor reads on a page', () => {
  it('joins inline elements, breaks lines at blocks, skips code and other languages', () => {
    expect(
      pageLines(
        page(
          '<p><strong>Note</strong> : voir <code>a ? b</code></p><p lang="en">Really?</p><ul><li>Un</li><li>Deux</li></ul>',
        ),
      ),
    ).toEqual(['Page', 'Note : voir', 'Un', 'Deux']);
  });

  it('reads what <noscript> shows, and no script or style', () => {
    expect(
      pageLines(
        page(
          '<style>p{color:red}</style><script>go()</script><noscript><p>Sans JavaScript.</p></noscript>',
        ),
      ),
    ).toEqual(['Page', 'Sans JavaScript.']);
  });
});

describe('the pages of an export', () => {
  it('lists every page with its route, without Next’s assets or the copy of the 404 page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    try {
      mkdirSync(join(dir, '_next'));
      mkdirSync(join(dir, 'blog'));
      for (const file of [
        'index.html',
        'tarifs.html',
        '404.html',
        '_not-found.html',
        'blog/un.html',
        '_next/x.html',
      ]) {
        writeFileSync(join(dir, file), page(file));
      }
      const routes = (all = false) =>
        [...exportPages(dir, { all })].map(({ route }) => route).sort();
      expect(routes()).toEqual(['/', '/404', '/blog/un', '/tarifs']);
      expect(routes(true)).toEqual(['/', '/404', '/_not-found', '/blog/un', '/tarifs']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
