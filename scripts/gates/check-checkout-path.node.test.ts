import { readFileSync } from 'node:fs';
import {
  PLANTED,
  changedBeyondPolicy,
  plantInMain,
  postbuildCommands,
} from '../harness/checks/checkout-path';

/**
 * The helpers of the checkout-path check. The check itself runs in `npm test` after the
 * build, on the real export (it needs the raw output of `next build`).
 */
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${head}</head><body><main id="contenu"><h1>Titre</h1></main>${body}</body></html>`;
const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`;

describe('the checkout-path check', () => {
  it('plants its faults first in <main>, the rest of the page unchanged', () => {
    const html = page('');
    expect(plantInMain(html, PLANTED)).toBe(
      html.replace('<main id="contenu">', `<main id="contenu">${PLANTED}`),
    );
    expect(() => plantInMain('<p>Sans main</p>', PLANTED)).toThrow('no <main>');
  });

  it('takes a page whose security step only added its <meta>', () => {
    expect(changedBeyondPolicy(page(''), page(meta))).toBe(false);
  });

  it('finds a page without its <meta>, or changed beyond it', () => {
    expect(changedBeyondPolicy(page(''), page(''))).toBe(true);
    expect(changedBeyondPolicy(page(''), page(meta, '<p>x</p>'))).toBe(true);
  });

  it('runs the post-build steps of package.json, in order', () => {
    const commands = postbuildCommands(JSON.parse(readFileSync('package.json', 'utf8')));
    // The security step hashes the pages as they are served: no step after it may change
    // one. Only what reads what it wrote follows it: the nginx config (from out/_headers),
    // then the verifier, last.
    expect(commands.slice(-3)).toEqual([
      'tsx scripts/site-build/secure-export.ts',
      'tsx scripts/site-build/nginx-config.ts',
      'tsx scripts/site-build/verify-export.ts',
    ]);
    expect(postbuildCommands({ scripts: { postbuild: 'tsx a.ts && tsx b.ts' } })).toEqual([
      'tsx a.ts',
      'tsx b.ts',
    ]);
  });
});
