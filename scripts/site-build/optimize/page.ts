/**
 * The first post-build step, page by page (docs/performance.md, "How a page paints"): all the
 * CSS a page uses, in every state, inlined by Beasties in its <head> (sheet.ts, the selectors
 * it matches: selectors.ts); its sheet disabled, for the loader to enable when the scripts
 * start, after the first tap; its web fonts in a <noscript> (fonts.ts); and its scripts moved
 * out, for the loader to start after the first tap (scripts.ts).
 */
import Beasties, { type Options } from 'beasties';
import { PAGE_SCRIPTS_ID } from '../../../lib/browser/contract';
import {
  applyEdits,
  attributeOf,
  elementsOf,
  firstElement,
  parseHtml,
  removingAttribute,
} from '../export/html';
import { fontEdits, noFontFaces, settingFacesApart } from './fonts';
import { scriptEdits, type ScriptAssets } from './scripts';
import { orTheRoot, selectorForMatching } from './selectors';
import { absoluteUrls, sheetEdits } from './sheet';

const fail = (message: string) => {
  throw new Error(`Beasties: ${message}`);
};

const BEASTIES: Options = {
  // Beasties' types lack `false`, which it takes: no loading script at all.
  preload: false as unknown as Options['preload'],
  // Local fallback faces are inlined by this step; web fonts wait for the loader.
  fonts: false,
  keyframes: 'all',
  compress: true,
  mergeStylesheets: true,
  reduceInlineStyles: false,
  // A selector Beasties cannot read would be left out: a failure, not a warning.
  logger: { warn: fail, error: fail },
};

export interface Assets extends ScriptAssets {
  readAsset(url: string): string;
}

export async function optimizePage(html: string, { readAsset, ...assets }: Assets) {
  const faces = noFontFaces();
  const styled = await Object.assign(new Beasties(BEASTIES), {
    getCssAsset: (href: string) => settingFacesApart(faces, absoluteUrls(readAsset(href), href)),
    normalizeCssSelector: (selector: string) => orTheRoot(selectorForMatching(selector)),
  }).process(html);

  const document = parseHtml(styled);
  // A second run would find the sheets without their web fonts and the pages without the
  // scripts it moved: it must start from `next build`'s output.
  if ([...elementsOf(document)].some((element) => attributeOf(element, 'id') === PAGE_SCRIPTS_ID))
    throw new Error('This export is optimized already: run `next build` again first.');
  return applyEdits(styled, [
    removingAttribute(styled, firstElement(document, 'html')!, 'data-beasties-container'),
    ...scriptEdits(document, assets, faces.webFontFiles),
    ...sheetEdits(styled, document, faces.localFonts),
    ...fontEdits(document, faces.webFonts),
  ]);
}
