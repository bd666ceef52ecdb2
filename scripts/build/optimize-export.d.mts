import type { PageScripts } from '../../lib/browser/contract.mjs';

export const FLIGHT_BOOTSTRAP: string;
export function absoluteUrls(css: string, sheetUrl: string): string;
export function splitFontFaces(css: string): {
  webFonts: string;
  localFonts: string;
  rest: string;
};
export function bodyScript(code: string): string;
export function pageScriptsElement(pageScripts: PageScripts): string;
export function selectorForMatching(selector: string): string;
export function withoutUnusedProperties(css: string, styleAttributes: string[]): string;
export function withoutWebFonts(css: string): string;
export function optimizePage(
  html: string,
  io: {
    readAsset: (url: string) => string;
    writeAsset: (dir: string, extension: string, text: string) => string;
    /** The page loader's text (lib/browser/compile.mjs). */
    loader: string;
  },
): Promise<string>;
