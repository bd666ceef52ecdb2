export const LOADS_ATTRIBUTE: string;
export const PAYLOAD_ATTRIBUTE: string;
export const FONT_ATTRIBUTE: string;
export const LOADER: string;
export function absoluteUrls(css: string, sheetUrl: string): string;
export function classesOfHtml(html: string): Set<string>;
export function classCandidatesOfScript(source: string): Set<string>;
export function classesOfSelector(selector: string): string[];
export function tagsOfHtml(html: string): Set<string>;
export function elementsPresent(selector: string, tags: Set<string>): boolean;
export function pruneCss(
  css: string,
  knownClasses: Set<string>,
  knownTags?: Set<string> | null,
): string;
export function splitWebFonts(css: string): { faces: string; rest: string };
export function inlineStylesheets(
  html: string,
  readAsset: (url: string) => string,
  knownClasses: Set<string>,
  knownTags?: Set<string> | null,
): string;
export function deferScripts(html: string, payloadUrl?: string | null): string;
export function extractPayload(html: string): { page: string; payload: string | null };
export function dropFontPreloads(html: string): string;
export function scriptSources(html: string): string[];
export function optimizePage(
  html: string,
  io: { readAsset: (url: string) => string; writePayload: (text: string) => string },
): string;
