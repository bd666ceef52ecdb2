/**
 * Which file of the export serves which URL, both ways, written once. Next writes the
 * page of /tarifs to out/tarifs.html and the home page to out/index.html (trailingSlash
 * is off); static hosts, and serve-handler with cleanUrls, serve /tarifs from tarifs.html.
 *   routeOf  a page's file → its route: the gates' reports, the URLs of out/_headers;
 *   fileOf   a route → its page's file, relative to the export;
 *   globOf   a URL pattern of out/_headers → the files it covers, for serve-handler.
 */
import { relative, sep } from 'node:path';

/** '/tarifs' → 'tarifs.html', '/' → 'index.html'. */
export function fileOf(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** 'out/tarifs.html' → '/tarifs', 'out/index.html' → '/', 'out/404.html' → '/404'. */
export function routeOf(outDir, file) {
  const name = relative(outDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/**
 * A _headers pattern → a serve-handler glob: `/*` → `**`, `/_next/static/*` →
 * `_next/static/**`, and a page's URL → its file (`/tarifs` → `tarifs.html`).
 */
export function globOf(pattern) {
  if (pattern.endsWith('*')) return pattern.replace(/^\//, '').replace(/\*$/, '**') || '**';
  return fileOf(pattern);
}
