export function fileOf(route: string): string;
export function routeOf(outDir: string, file: string): string;
export function globOf(pattern: string): string;
