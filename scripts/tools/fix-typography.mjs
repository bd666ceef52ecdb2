#!/usr/bin/env node
/**
 * Applies French typography to the text of the source files, so that copy can be typed
 * with ordinary spaces and apostrophes:
 *   'Pourquoi ?' → narrow no-break space before ; ! ?
 *   'Note : …'   → no-break space before :, %, € and inside « »
 *   '1 000'      → narrow no-break space between digit groups
 *   '7 jours'    → no-break space between a number and the word it counts
 *   "l'IA"       → typographic apostrophe (’)
 *
 * Only string literals, template texts and JSX text are rewritten (found with the
 * TypeScript parser), never code, imports or class names. `npm run fix:typography`
 * rewrites the files; `--check` lists what it would change and exits 1 if anything.
 * The gate on the built pages is scripts/gates/check-typography.mjs.
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { isMain } from '../lib/main-module.mjs';

const ROOTS = ['app', 'components', 'content', 'lib'];
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Rules over plain text; each takes and returns the text. */
export function frenchTypography(text) {
  return (
    text
      // Digit groups: '1 000' (repeated for '1 000 000').
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`)
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`)
      .replace(/ ([;!?])/g, `${NNBSP}$1`)
      .replace(/ ([:%€»])/g, `${NBSP}$1`)
      .replace(/« /g, `«${NBSP}`)
      // A bare number followed by a lower-case word: '7 jours', '20 envois'.
      .replace(/(?<![^\s(«\u00a0\u202f])(\d+) (?=\p{Ll})/gu, `$1${NBSP}`)
  );
}

function fixApostrophes(text, escapedQuote) {
  const quote = escapedQuote ? "\\\\'" : "'";
  return text.replace(new RegExp(`(\\p{L})${quote}(\\p{L})`, 'gu'), '$1’$2');
}

/** Class lists ('mt-4 text-sm'), numeric values ('200 800') and the like are code, not prose. */
export function looksLikeCode(text) {
  if (/^[\d\s.]+$/.test(text)) return true;
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return true;
  const classLike = (token) =>
    /^[!-~]+$/.test(token) && token === token.toLowerCase() && /[a-z0-9]/.test(token);
  if (!tokens.every(classLike)) return false;
  return tokens.filter((token) => /[-:[\]/]/.test(token)).length * 2 >= tokens.length;
}

function isSkipped(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isExternalModuleReference(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression.getText() === 'require') return true;
  // Class names, ids, hrefs and other attributes are not prose.
  if (ts.isJsxAttribute(parent)) {
    const name = parent.name.getText();
    return !['aria-label', 'title', 'alt', 'placeholder', 'label', 'content'].includes(name);
  }
  if (ts.isLiteralTypeNode(parent)) return true;
  return false;
}

function fixFile(path, source) {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const edits = [];

  function visit(node) {
    let start;
    let end;
    let escapedQuote = false;
    if (ts.isStringLiteral(node) && !isSkipped(node)) {
      start = node.getStart(file) + 1;
      end = node.getEnd() - 1;
      escapedQuote = source[node.getStart(file)] === "'";
    } else if (
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      start = node.getStart(file) + 1;
      end = node.getEnd() - (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1);
    } else if (ts.isJsxText(node)) {
      start = node.getStart(file);
      end = node.getEnd();
    }
    if (start !== undefined && end > start && !looksLikeCode(source.slice(start, end))) {
      const before = source.slice(start, end);
      const after = fixApostrophes(frenchTypography(before), escapedQuote);
      if (after !== before) edits.push({ start, end, before, after });
    }
    ts.forEachChild(node, visit);
  }
  visit(file);

  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.after + result.slice(edit.end);
  }
  return { result, edits };
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry) && !/\.(d|test)\.tsx?$/.test(entry)) yield path;
  }
}

function main() {
  const check = process.argv.includes('--check');
  let changed = 0;
  for (const root of ROOTS) {
    let files;
    try {
      files = [...sourceFiles(root)];
    } catch {
      continue;
    }
    for (const path of files) {
      const source = readFileSync(path, 'utf8');
      const { result, edits } = fixFile(path, source);
      if (edits.length === 0) continue;
      changed += edits.length;
      for (const edit of edits) {
        const show = (text) => JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 90));
        console.log(`${relative('.', path)}: ${show(edit.before)} → ${show(edit.after)}`);
      }
      if (!check) writeFileSync(path, result);
    }
  }
  console.log(`${changed} text(s) ${check ? 'to fix' : 'fixed'}.`);
  if (check && changed > 0) process.exit(1);
}

if (isMain(import.meta.url)) main();
