/**
 * The _headers file of static hosts (Netlify, Cloudflare Pages), written once here both
 * ways: a URL pattern on its own line, then its headers on indented `Name: value` lines;
 * `#` starts a comment. scripts/build/secure-export.mjs writes out/_headers and reads it
 * back to check it; scripts/tools/serve.mjs serves the export with it;
 * scripts/build/nginx-config.mjs turns it into nginx's directives.
 */

/** blocks: [{ pattern, headers: [[name, value]…] }] → the file's text, after `comment`. */
export function formatHeadersFile(blocks, comment) {
  return [
    `# ${comment}`,
    ...blocks.map(({ pattern, headers }) =>
      [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    ),
    '',
  ].join('\n');
}

/** The file's text → [{ pattern, headers: [[name, value]…] }], in the file's order. */
export function parseHeadersFile(text) {
  const blocks = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    if (blocks.length === 0 || separator < 0) continue;
    blocks.at(-1).headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return blocks;
}

/** Whether a pattern of the file applies to a URL path: exactly, or by its trailing `*`. */
export function patternMatches(pattern, path) {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/**
 * The headers a host sends for a URL path, as Cloudflare Pages and Netlify apply the file:
 * those of every pattern that matches the path, in the file's order; a header that several
 * patterns name is sent once, with their values joined by ", ".
 */
export function headersFor(blocks, path) {
  const merged = new Map();
  for (const { pattern, headers } of blocks) {
    if (!patternMatches(pattern, path)) continue;
    for (const [name, value] of headers) {
      const known = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), known ? [known[0], `${known[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}
