export const FILTER_FILE: string;
export function findJava(): string | undefined;
export function errorLines(report: string, outDir: string): string[];
