/**
 * The text a visitor reads on a built page, for the French text gates (typography,
 * spelling). Parsed with parse5, the HTML parser of jsdom.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { routeOf } from './routes.mjs';

// Kept here too for the modules that import it from here (check-budgets.test.ts).
export { routeOf };

/** Elements whose content is not prose a visitor reads. */
const NOT_PROSE = new Set(['script', 'style', 'template', 'code', 'pre', 'kbd', 'samp', 'svg']);

/** Elements that break the text into separate lines (everything else is inline). */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'button',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hr',
  'input',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'noscript',
  'ol',
  'option',
  'p',
  'progress',
  'section',
  'select',
  'summary',
  'table',
  'tbody',
  'td',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'title',
  'tr',
  'ul',
]);

/**
 * The page's text as lines: one per block of text (paragraph, list item, heading,
 * table cell…), inline elements joined as the browser lays them out.
 */
export function pageLines(html) {
  // Parsed as with scripting off, so that what <noscript> shows is read and checked too.
  const document = parse(html, { scriptingEnabled: false });
  const lines = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/[ \t\r\n]+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const walk = (node) => {
    if (node.nodeName === '#text') {
      line += node.value;
      return;
    }
    if (node.nodeName === '#comment' || NOT_PROSE.has(node.tagName)) return;
    // Words in another language (lang="en") follow that language's rules.
    const lang = node.attrs?.find((attribute) => attribute.name === 'lang')?.value;
    if (lang && !lang.toLowerCase().startsWith('fr')) return;
    const block = BLOCKS.has(node.tagName);
    if (block) flush();
    for (const child of node.childNodes ?? []) walk(child);
    if (block) flush();
  };
  walk(document);
  flush();
  return lines;
}

/**
 * Every HTML page of an export, with its route and file. _not-found.html, a copy of
 * 404.html that Next also writes, is left out unless `all` is set.
 */
export function* exportPages(outDir, { all = false } = {}) {
  const walk = function* (dir) {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== '_next') yield* walk(path);
      } else if (entry.endsWith('.html') && (all || entry !== '_not-found.html')) {
        yield { route: routeOf(outDir, path), file: path, html: readFileSync(path, 'utf8') };
      }
    }
  };
  yield* walk(outDir);
}
