/**
 * out/_headers as nginx directives (build/nginx-site.conf, for a `server` block whose `root` is
 * the export), written from the file so that they cannot drift apart. It answers as Cloudflare
 * Pages does (e2e/hosts.spec.ts). Each location repeats all of its headers, with `always`:
 * nginx drops the inherited add_header in a location with its own.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileOf } from './export/pages';
import { headersFor, parseHeadersFile, type Header } from './export/headers';
import { compressors } from './export/compression';
import { FIRST_ROUND_TRIP_BYTES, HOST_TLS_RECORD_BYTES } from './budgets';

export const NGINX_SITE = join('build', 'nginx-site.conf');
/** Where Debian's brotli module is read (its `brotli_static` directive): NGINX_SITE_BROTLI. */
export const NGINX_SITE_BROTLI = join('build', 'nginx-brotli.conf');
/**
 * The export as nginx serves it: out/ with a .br (brotli 11) and a .gz (gzip 9) copy of each
 * text file beside it, which nginx sends as they are (gzip_static, brotli_static) rather than
 * compress each response at level 6. Outside out/: the other hosts neither upload nor serve
 * such copies, and would list them as files of the site.
 */
export const NGINX_ROOT = join('build', 'nginx-root');

/** The files worth storing compressed: text. */
const TEXT = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

/**
 * `outDir` copied to `root`, each text file with its .br and .gz beside it (each only when
 * smaller than the file: nginx would send it anyway). Returns how many copies it wrote.
 */
export function writeNginxRoot(outDir: string, root = NGINX_ROOT) {
  cpSync(outDir, root, { recursive: true, force: true });
  let written = 0;
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && TEXT.has(extname(entry.name)),
  );
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file);
    for (const [extension, compress] of [
      ['.br', compressors.br],
      ['.gz', compressors.gzip],
    ] as const) {
      const compressed = compress(text);
      if (compressed.length >= text.length) continue;
      writeFileSync(`${file}${extension}`, compressed);
      written += 1;
    }
  }
  return written;
}

/** What static hosts send when no rule says how long to keep a file. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** What Cloudflare Pages sends with its 404 page. */
export const NOT_FOUND_CACHE = 'no-store';

function addHeaders(headers: Header[], indent = '    ') {
  return headers.map(([name, value]) => {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Not a header name: ${name}`);
    // Between nginx's double quotes, `$` would start a variable.
    if (value.includes('$')) throw new Error(`nginx would read a variable in: ${value}`);
    return `${indent}add_header ${name} "${value.replace(/[\\"]/g, '\\$&')}" always;`;
  });
}

/** The headers of a location: its rules', and the default Cache-Control if they set none. */
function withCache(headers: Header[], cache = REVALIDATE): Header[] {
  return headers.some(([name]) => name.toLowerCase() === 'cache-control')
    ? headers
    : [...headers, ['Cache-Control', cache]];
}

function location(match: string, headers: Header[], body: string[]) {
  return [`location ${match} {`, ...addHeaders(headers), ...body.map((line) => `    ${line}`), '}'];
}

const redirect = (match: string, file: string, target: string) =>
  location(
    `~ ${match}`,
    [],
    [`if (-f ${file}) {`, `    return 308 ${target}$is_args$args;`, '}', 'return 404;'],
  );

/**
 * The text of _headers → the server fragment. Patterns: `/*`, a prefix ending in `/*`, or an
 * exact path; the placeholders and splats elsewhere that the format also allows are refused,
 * rather than translated wrongly.
 */
export function nginxSite(headersText: string) {
  const blocks = parseHeadersFile(headersText);
  for (const { pattern } of blocks)
    if (!pattern.startsWith('/') || /[:*]/.test(pattern.replace(/\/\*$/, '/')))
      throw new Error(`A pattern nginx-config.ts cannot translate: ${pattern}`);
  const splats = blocks.filter(({ pattern }) => pattern.endsWith('/*'));
  // A prefix's location gets the rules that match all of its paths: the splats over it.
  const everywhere = headersFor(splats, '/');

  const prefixes = [...new Set(['/', ...splats.map(({ pattern }) => pattern.slice(0, -1))])];
  const patterns = new Set(blocks.map(({ pattern }) => pattern));
  const exact = [...patterns].filter((pattern) => !pattern.endsWith('/*'));

  const lines = [
    '# Written by scripts/site-build/nginx-config.ts from out/_headers after each build: do not edit,',
    '# rebuild. It goes with the export it was built with (the pages’ policies carry their hashes).',
    '# Include it inside a server block whose root is that export, as nginx-root/ holds it',
    '# (out/ and a compressed copy of each text file):',
    '#   root /srv/candidia/nginx-root;',
    '#   include /etc/nginx/snippets/candidia-site.conf;',
    '# With Debian’s libnginx-mod-http-brotli-static, include nginx-brotli.conf there too.',
    '',
    'charset utf-8;',
    '# Location: /tarifs, as Cloudflare Pages answers, whatever name the server is reached by.',
    'absolute_redirect off;',
    '# TLS records as Cloudflare sends them, not of 16 KB: a browser reads a record once it has',
    `# come whole, and the first round trip (${FIRST_ROUND_TRIP_BYTES} B) carries no 16 KB one.`,
    `ssl_buffer_size ${HOST_TLS_RECORD_BYTES / 1024}k;`,
    '# Stored copies first (build/nginx-root: page.html.gz beside page.html), else on the fly.',
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_types text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml;',
    'error_page 404 @not_found;',
    '',
    '# Every response not answered by a location below with its own headers (the redirects).',
    ...addHeaders(everywhere, ''),
    '',
    ...prefixes.flatMap((prefix) =>
      location(prefix, withCache(headersFor(splats, prefix)), [
        prefix === '/' ? 'try_files $uri $uri.html =404;' : 'try_files $uri =404;',
      ]),
    ),
    '',
    '# Each page at its clean URL, with its own policy.',
    ...exact.flatMap((path) =>
      location(`= ${path}`, withCache(headersFor(blocks, path)), [
        `try_files $uri /${fileOf(path)} =404;`,
      ]),
    ),
    '',
    '# The rules file itself is not served (static hosts keep it too).',
    ...location('= /_headers', [], ['return 404;']),
    '# /index and /index.html → /, /tarifs.html → /tarifs, /tarifs/ → /tarifs: Cloudflare Pages’',
    '# redirects. Only names of files that exist are sent back in a Location. A folder with an',
    '# index.html (none in this export: Next writes tarifs.html) would answer 404 at /folder/.',
    ...redirect(
      '^(?<folder>/(?:.+/)?)index(?:\\.html)?$',
      '$document_root${folder}index.html',
      '$folder',
    ),
    ...redirect('^(?<page>/.+)\\.html$', '$request_filename', '$page'),
    ...redirect('^(?<page>/.+)/$', '$document_root$page.html', '$page'),
    '# Debian’s mime.types has no type for the web app manifest.',
    ...location('~ \\.webmanifest$', withCache(everywhere), [
      'default_type application/manifest+json;',
      'try_files $uri =404;',
    ]),
    '',
    '# An unknown path: the French 404 page, with status 404.',
    ...location('@not_found', withCache(everywhere, NOT_FOUND_CACHE), [
      'try_files /404.html =404;',
    ]),
    '',
  ];
  return lines.join('\n');
}

/** The directive that serves the stored .br copies, for a server whose nginx has the module. */
export const nginxBrotli = () =>
  [
    '# Written by scripts/site-build/nginx-config.ts. For nginx with Debian’s brotli module',
    '# (libnginx-mod-http-brotli-static): include it beside nginx-site.conf.',
    'brotli_static on;',
    '',
  ].join('\n');
