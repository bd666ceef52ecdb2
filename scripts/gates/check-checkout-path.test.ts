import { readFileSync } from 'node:fs';
import { PAGE_SCRIPTS_ID } from '../../lib/browser/contract.mjs';
import {
  PLANTED,
  plantInMain,
  postbuildCommands,
  securedPageProblems,
} from './check-checkout-path.mjs';

/**
 * The helpers of the checkout-path check. The check itself runs in `npm test` after the
 * build, on the real export (it needs the raw output of `next build`).
 */
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${head}</head><body><main id="contenu"><h1>Titre</h1></main>${body}</body></html>`;
const loader = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{}</script>`;
const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`;

describe('the checkout-path check', () => {
  it('plants its faults first in <main>, the rest of the page unchanged', () => {
    const html = page('', loader);
    expect(plantInMain(html, PLANTED)).toBe(
      html.replace('<main id="contenu">', `<main id="contenu">${PLANTED}`),
    );
    expect(() => plantInMain('<p>Sans main</p>', PLANTED)).toThrow('no <main>');
  });

  it('takes a page whose security step only added its <meta>', () => {
    expect(securedPageProblems(page('', loader), page(meta, loader))).toEqual([]);
  });

  it('finds a page without its loader or its <meta>, or changed beyond it', () => {
    expect(securedPageProblems(page('', ''), page(meta, ''))).toEqual([
      '0 data blocks of the page loader, not 1',
    ]);
    expect(securedPageProblems(page('', loader), page('', loader))).toEqual([
      '0 CSP <meta>, not 1',
    ]);
    expect(securedPageProblems(page('', loader), page(meta, `${loader}<p>x</p>`))).toEqual([
      'the security step changed more than its <meta>',
    ]);
  });

  it('runs the post-build steps of package.json, in order', () => {
    const commands = postbuildCommands(JSON.parse(readFileSync('package.json', 'utf8')));
    // The security step hashes the pages as they are served: no step after it may change
    // one. Only the nginx config, which reads the out/_headers it writes, follows it.
    expect(commands.at(-2)).toBe('node scripts/build/secure-export.mjs');
    expect(commands.at(-1)).toBe('node scripts/build/nginx-config.mjs');
    expect(postbuildCommands({ scripts: { postbuild: 'node a.mjs && node b.mjs' } })).toEqual([
      'node a.mjs',
      'node b.mjs',
    ]);
  });
});
