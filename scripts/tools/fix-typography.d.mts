export function looksLikeCode(text: string): boolean;
export function fixedSource(
  raw: string,
  value: string,
  options?: { singleQuoted?: boolean },
): string | null;
export function fixFile(
  path: string,
  source: string,
): {
  result: string;
  edits: { start: number; end: number; before: string; after: string }[];
  byHand: { line: number; before: string }[];
};
