/**
 * French typography (scripts/harness/french/typography.ts) applied to the copy in the source, so that
 * it can be typed with ordinary spaces and apostrophes: only the string literals, template texts
 * and JSX text that the TypeScript parser finds, never code, imports or class names.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFragment } from 'parse5';
import ts from 'typescript';
import { frenchTypography } from './typography';

/** Class lists ('mt-4 text-sm'), numeric values ('200 800') and the like are code, not prose. */
export function looksLikeCode(text: string) {
  if (/^[\d\s.]+$/.test(text)) return true;
  // An inline script: statements end with « ; » right before the next one, functions are
  // called with « () » or declared with « => » and « ){ ». Prose has a space after « ; ».
  if (/;[^\s]|\(\)|=>|\)\{/.test(text.replace(/&#?\w+;/g, ''))) return true;
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const classLike = (token: string) =>
    /^[!-~]+$/.test(token) && token === token.toLowerCase() && /[a-z0-9]/.test(token);
  if (!tokens.every(classLike)) return false;
  return tokens.filter((token) => /[-:[\]/]/.test(token)).length * 2 >= tokens.length;
}

/** The attributes people read; class names, ids, hrefs and the others are not prose. */
const PROSE_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'label', 'content'];

function isSkipped({ parent }: ts.Node) {
  if (ts.isJsxAttribute(parent)) return !PROSE_ATTRIBUTES.includes(parent.name.getText());
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isCallExpression(parent) && parent.expression.getText() === 'require')
  );
}

// JSX text takes HTML's character references (&nbsp;), and has no « < » or « { »: parse5
// decodes it as a browser does.
const decodeEntities = (text: string) =>
  parseFragment(text)
    .childNodes.map((node) => ('value' in node ? node.value : ''))
    .join('');

/**
 * The fixed source of a literal, or null when only a person can fix it. The escaped quote of
 * 'l\'IA' is taken out and put back; the rules would read any other escape as letters ('\u00a0?'
 * as a '0' before '?'), so such a literal is judged by its `value`, and left to a person if wrong.
 */
export function fixedSource(raw: string, value: string, { singleQuoted = false } = {}) {
  const text = singleQuoted ? raw.replaceAll("\\'", "'") : raw;
  if (text !== value) return frenchTypography(value) === value ? raw : null;
  const fixed = frenchTypography(text);
  return singleQuoted ? fixed.replaceAll("'", "\\'") : fixed;
}

/** A source file's new text, its edits, and the literals left to a person. */
export function fixFile(path: string, source: string) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; before: string; after: string }[] = [];
  const byHand: { line: number; before: string }[] = [];

  const check = (start: number, end: number, value: string) => {
    const before = source.slice(start, end);
    if (end <= start || looksLikeCode(before)) return;
    const after = fixedSource(before, value, { singleQuoted: source[start - 1] === "'" });
    if (after === null)
      byHand.push({ line: file.getLineAndCharacterOfPosition(start).line + 1, before });
    else if (after !== before) edits.push({ start, end, before, after });
  };
  function visit(node: ts.Node) {
    if ((ts.isStringLiteral(node) && !isSkipped(node)) || ts.isTemplateLiteralToken(node)) {
      // Inside the quotes, the backquotes, or between « } » and « ${ ».
      const tail = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
      check(node.getStart(file) + 1, node.getEnd() - tail, node.text);
    } else if (ts.isJsxText(node)) {
      const start = node.getStart(file);
      check(start, node.getEnd(), decodeEntities(source.slice(start, node.getEnd())));
    }
    ts.forEachChild(node, visit);
  }
  visit(file);

  let result = source;
  for (const { start, end, after } of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + after + result.slice(end);
  return { result, edits, byHand };
}

export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /(?<!\.d|\.test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
