export const LOADS_ATTRIBUTE: string;
export const PAYLOAD_ATTRIBUTE: string;
export const FONT_ATTRIBUTE: string;
export function runs(type: string | undefined): boolean;
export function pageAssets(html: string): {
  scripts: string[];
  styles: string[];
  payload: string | null;
  blockers: string[];
};
