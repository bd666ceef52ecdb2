export function typographyReport(pages: { route: string; lines: string[] }[]): string[];
