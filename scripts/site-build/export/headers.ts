/**
 * The _headers file of static hosts (Cloudflare Pages, Netlify), as the security step writes
 * it and every check reads it: the headers each URL is sent with, its policy among them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributeOf, type Element } from './html';
import { OUT } from './pages';

export type Header = [name: string, value: string];
export type HeaderBlock = { pattern: string; headers: Header[] };

/** A URL pattern on its own line, then its headers on indented `Name: value` lines. */
export const formatHeadersFile = (blocks: HeaderBlock[], comment: string) =>
  [
    `# ${comment}`,
    ...blocks.map(({ pattern, headers }) =>
      [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    ),
    '',
  ].join('\n');

export function parseHeadersFile(text: string) {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    const [name = '', ...value] = line.split(':');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: [] });
    else if (value.length) blocks.at(-1)?.headers.push([name.trim(), value.join(':').trim()]);
  }
  return blocks;
}

/** out/_headers, parsed; none before the security step has written it. */
export const headersFileOf = (outDir = OUT) => {
  const file = join(outDir, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
};

export const patternMatches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/**
 * The headers a host sends for a URL path, as Cloudflare Pages and Netlify apply the file:
 * those of every matching pattern, in the file's order; a header several patterns name is
 * sent once, with their values joined by ", ".
 */
export function headersFor(blocks: HeaderBlock[], path: string): Header[] {
  const merged = new Map<string, Header>();
  for (const { pattern, headers } of blocks) {
    if (!patternMatches(pattern, path)) continue;
    for (const [name, value] of headers) {
      const known = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), known ? [known[0], `${known[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}

export const CSP = 'Content-Security-Policy';

export const isPolicyMeta = (element: Element) =>
  element.tagName === 'meta' &&
  attributeOf(element, 'http-equiv')?.toLowerCase() === CSP.toLowerCase();

export const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
