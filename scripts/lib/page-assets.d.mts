import type { PageScripts } from '../../lib/browser/contract.mjs';

export function runs(type: string | undefined): boolean;
export function pageScriptsOf(html: string): PageScripts | null;
export function pageAssets(html: string): {
  scripts: string[];
  styles: string[];
  payload: string | null;
  blockers: string[];
};
