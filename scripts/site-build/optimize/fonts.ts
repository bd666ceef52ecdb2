/**
 * The page's fonts: the local fallback faces inlined with its CSS (sheet.ts); its web fonts
 * left for the loader to add after the first tap (lib/browser/loader.ts), in a <noscript> for
 * a browser without scripts, and fetched by nothing ahead of the first paint.
 */
import postcss from 'postcss';
import { FONT_ATTRIBUTE } from '../../../lib/browser/contract';
import {
  attributeOf,
  beforeEndTag,
  elementsOf,
  firstElement,
  removal,
  type Document,
  type Edit,
} from '../export/html';
import { CSS_URL, escapeStyle } from './sheet';

/**
 * The sheet's @font-face rules set apart: web fonts (for the loader), local fonts (inlined
 * whole: the sized fallbacks are named through a custom property, which Beasties cannot
 * follow), and the rest. `webFontFiles`: each web font's file, the first of its sources, the
 * one a browser that reads the first format takes (the page loader's FontFace,
 * lib/browser/loader.ts), for the head script to preload.
 */
export function splitFontFaces(css: string) {
  const root = postcss.parse(css);
  const faces = { webFonts: '', localFonts: '', webFontFiles: [] as string[] };
  root.walkAtRules('font-face', (rule) => {
    const web = rule.nodes?.some(
      (decl) => decl.type === 'decl' && decl.prop === 'src' && /url\(/.test(decl.value),
    );
    faces[web ? 'webFonts' : 'localFonts'] += rule.toString();
    if (web)
      rule.walkDecls('src', (decl) => {
        const file = CSS_URL.exec(decl.value)?.[2];
        if (file) faces.webFontFiles.push(file);
      });
    rule.remove();
  });
  return { ...faces, rest: root.toString() };
}

export type FontFaces = Omit<ReturnType<typeof splitFontFaces>, 'rest'>;

export const noFontFaces = (): FontFaces => ({ webFonts: '', localFonts: '', webFontFiles: [] });

/** A sheet's faces added to the page's (splitFontFaces), and the rest of the sheet returned. */
export function settingFacesApart(faces: FontFaces, css: string) {
  const { rest, ...split } = splitFontFaces(css);
  faces.webFonts += split.webFonts;
  faces.webFontFiles.push(...split.webFontFiles);
  faces.localFonts += split.localFonts;
  return rest;
}

/** The web fonts' <noscript> at the end of <head>; the hints that would fetch one removed. */
export function fontEdits(document: Document, webFonts: string): Edit[] {
  const edits = [...elementsOf(document)]
    .filter(
      (element) =>
        element.tagName === 'link' &&
        attributeOf(element, 'rel')?.toLowerCase() === 'preload' &&
        attributeOf(element, 'as') === 'font',
    )
    .map(removal);
  const noscript = `<noscript ${FONT_ATTRIBUTE}=""><style>${escapeStyle(webFonts)}</style></noscript>`;
  if (webFonts) edits.push(beforeEndTag(firstElement(document, 'head')!, noscript));
  return edits;
}
