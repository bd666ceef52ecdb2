export function isMain(moduleUrl: string, entry?: string): boolean;
