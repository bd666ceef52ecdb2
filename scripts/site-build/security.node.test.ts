import { directivesOf, parseHeadersFile } from './export/headers';
import {
  blockedCode,
  contentSecurityPolicy,
  headersFile,
  inlineHashes,
  policyDifferences,
  withMetaPolicy,
} from './security';

/** A page as Next and the optimize step write one: inline style, scripts, a style attribute, JSON-LD. */
const HEAD =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<style>p{color:red}</style><script>self.__early=[]</script></head>';
const page = (body = '') =>
  `${HEAD}<body><div hidden="" style="display:none">Panneau</div><p>Bonjour</p>${body}` +
  '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
  '<noscript><style>@font-face{font-family:x}</style></noscript><script type="application/json" id="page-scripts">{"loader":"/l.js"}</script></body></html>';

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

describe('a policy in a header, against the page’s <meta>', () => {
  it('is the same with frame-ancestors, or names the directives that differ', () => {
    const hashes = inlineHashes(page());
    const meta = contentSecurityPolicy(hashes, { inMeta: true });
    expect(policyDifferences(meta, contentSecurityPolicy(hashes))).toEqual([]);
    expect(policyDifferences(meta, meta)).toEqual(['frame-ancestors']);
    const other = contentSecurityPolicy(inlineHashes(page('<script>alert(1)</script>')));
    expect(policyDifferences(meta, other)).toEqual(['script-src']);
  });

  it('goes to out/_headers for the page’s URL, after the headers of every response', () => {
    const blocks = parseHeadersFile(
      headersFile([{ route: '/tarifs', policy: "default-src 'self'" }]),
    );
    expect(blocks.map(({ pattern }) => pattern)).toEqual(['/*', '/_next/static/*', '/tarifs']);
    expect(blocks[2]!.headers).toEqual([['Content-Security-Policy', "default-src 'self'"]]);
  });
});
