export function routeOf(outDir: string, file: string): string;
export function pageLines(html: string): string[];
export function exportPages(
  outDir: string,
  options?: { all?: boolean },
): Generator<{ route: string; file: string; html: string }>;
