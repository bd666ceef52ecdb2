import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseHeadersFile } from '../lib/headers-file.mjs';
import {
  blockedCode,
  contentSecurityPolicy,
  directivesOf,
  headersFile,
  inlineHashes,
  pageProblems,
  withMetaPolicy,
} from './secure-export.mjs';

/** A page as Next and optimize-export.mjs write one: inline style, scripts, a style attribute, JSON-LD. */
const HEAD =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<style>p{color:red}</style><script>self.__early=[]</script></head>';
const page = (body = '') =>
  `${HEAD}<body><div hidden="" style="display:none">Panneau</div><p>Bonjour</p>${body}` +
  '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
  '<noscript><style>@font-face{font-family:x}</style></noscript><script type="application/json" id="page-scripts">{"loader":"/l.js"}</script></body></html>';

/** The page secured as the build does, with its _headers blocks for `route`. */
function secured(html: string, route = '/tarifs') {
  const hashes = inlineHashes(html);
  const written = withMetaPolicy(html, contentSecurityPolicy(hashes, { inMeta: true }));
  const blocks = parseHeadersFile(headersFile([{ route, policy: contentSecurityPolicy(hashes) }]));
  return { written, blocks };
}

describe('the Content-Security-Policy of a page', () => {
  it('allows exactly its inline code, nothing unsafe, framing nowhere', () => {
    const html = page();
    const policy = contentSecurityPolicy(inlineHashes(html));
    expect(blockedCode(html, policy)).toEqual([]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(directivesOf(policy).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directivesOf(policy).get('style-src-attr')?.[0]).toBe("'unsafe-hashes'");
  });

  it('hashes the scripts that run and the styles of <noscript>, not data blocks such as JSON-LD', () => {
    const { scripts, styles, styleAttributes } = inlineHashes(page());
    // The head script; not JSON-LD nor the page loader's data block.
    expect([scripts.size, styles.size, styleAttributes.size]).toEqual([1, 2, 1]);
  });

  it('reads a policy as a browser does: by directive and its fallbacks', () => {
    const html = page('<script>alert(1)</script>');
    const hashes = inlineHashes(page());
    const policy = contentSecurityPolicy(hashes);
    expect(blockedCode(html, policy)).toEqual([expect.stringMatching(/^inline script 'sha256-/)]);
    // A style attribute's hash counts only with 'unsafe-hashes'.
    expect(blockedCode(page(), policy.replace("'unsafe-hashes' ", ''))).toEqual([
      expect.stringMatching(/^style attribute 'sha256-/),
    ]);
    // Without script-src, default-src applies; a hash in another directive does not count.
    const [script] = [...hashes.scripts];
    expect(blockedCode(page(), `default-src 'self'; style-src ${script}`)).toContain(
      `inline script ${script}`,
    );
    expect(blockedCode(page(), 'img-src data:')).toEqual([]);
  });
});

describe('the <meta> policy, written through parse5', () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-x'";

  it('goes right after <meta charset>, the rest of the page byte for byte as it was', () => {
    const html = page();
    const written = withMetaPolicy(html, policy);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    const at = html.indexOf('<meta name="viewport"');
    expect(written).toBe(html.slice(0, at) + meta + html.slice(at));
    // Written again: the older policy is replaced, not added to.
    expect(withMetaPolicy(written, policy)).toBe(written);
    expect(withMetaPolicy(written, "default-src 'none'")).toBe(
      html.slice(0, at) +
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'"/>` +
        html.slice(at),
    );
  });

  it('goes first in a <head> without <meta charset>, escaped as an attribute', () => {
    expect(withMetaPolicy('<html><head><title>T</title></head></html>', 'a "b" & c')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/><title>T</title></head></html>',
    );
    expect(() => withMetaPolicy('<p>Pas de head</p>', policy)).toThrow('no <head> tag');
  });
});

describe('a page and out/_headers, read back', () => {
  it('pass when the page’s policy allows its code and _headers carries it for its URL', () => {
    const { written, blocks } = secured(page());
    expect(pageProblems(written, '/tarifs', blocks)).toEqual([]);
    // The 404 page has no URL of its own.
    expect(pageProblems(written, null, [])).toEqual([]);
  });

  it('fail on code added after the policy was written', () => {
    const { written, blocks } = secured(page());
    const planted = written.replace('</body>', '<script>alert(1)</script></body>');
    expect(pageProblems(planted, '/tarifs', blocks)).toEqual([
      expect.stringMatching(/^inline script 'sha256-.*' not allowed by its <meta>$/),
    ]);
  });

  it('fail without a policy, with two, or with one after the code', () => {
    const { blocks } = secured(page());
    expect(pageProblems(page(), '/tarifs', blocks)).toEqual(['0 <meta> policies in <head>, not 1']);
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`;
    const late = page().replace('</head>', `${meta}</head>`);
    expect(pageProblems(late, '/tarifs', blocks)).toEqual([
      'the <meta> policy comes after code it does not cover',
    ]);
    const twice = secured(page()).written.replace('<head>', `<head>${meta}`);
    expect(pageProblems(twice, '/tarifs', blocks)).toEqual(['2 <meta> policies in <head>, not 1']);
  });

  it('fail when _headers has no policy for the URL, or another one', () => {
    const { written, blocks } = secured(page());
    expect(pageProblems(written, '/faq', blocks)).toEqual([
      '0 policies for /faq in _headers, not 1',
    ]);
    const other = secured(page('<script>alert(1)</script>')).blocks;
    expect(pageProblems(written, '/tarifs', other)).toEqual([
      "its policy in _headers differs from its <meta> (and frame-ancestors 'none') in script-src",
    ]);
    const unsafe = written.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    expect(pageProblems(unsafe, '/tarifs', blocks)).toContain("'unsafe-inline' in script-src");
  });
});

describe('node scripts/build/secure-export.mjs', () => {
  it('secures an export, reads it back, and `--check` fails on a page changed since', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secure-'));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [resolve('scripts/build/secure-export.mjs'), ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
    try {
      mkdirSync(join(dir, 'out'));
      for (const name of ['index', 'tarifs', '404']) {
        writeFileSync(join(dir, 'out', `${name}.html`), page(`<p>${name}</p>`));
      }
      const built = run();
      expect(built.stderr).toBe('');
      expect(built.stdout).toBe(
        'Content-Security-Policy: 3 pages and out/_headers read back, every inline code allowed, the same policy in both.\n',
      );
      const headers = readFileSync(join(dir, 'out', '_headers'), 'utf8');
      expect(parseHeadersFile(headers).map(({ pattern }) => pattern)).toEqual([
        '/*',
        '/_next/static/*',
        '/',
        '/tarifs',
      ]);
      expect(run('--check').status).toBe(0);

      const tarifs = join(dir, 'out', 'tarifs.html');
      writeFileSync(
        tarifs,
        readFileSync(tarifs, 'utf8').replace('</body>', '<script>alert(1)</script></body>'),
      );
      const checked = run('--check');
      expect(checked.status).toBe(1);
      expect(checked.stderr).toMatch(
        /^Content-Security-Policy of out\/, as written:\n {2}\/tarifs: inline script 'sha256-[\w+/=]+' not allowed by its <meta>\n$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
