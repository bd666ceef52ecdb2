/** The syntax level of the shipped scripts (esbuild's name for it). */
export const BROWSER_TARGET: string;
/** The shipped text of the module `entry` (a path from the project's root, or absolute). */
export function compileBrowserScript(entry: string): Promise<string>;
/** The inline script of every page's <head> (head.ts), compiled once per process. */
export function headScript(): Promise<string>;
/** The page loader's file (loader.ts), compiled once per process. */
export function pageLoader(): Promise<string>;
