export function errorLines(report: string, outDir: string): string[];
