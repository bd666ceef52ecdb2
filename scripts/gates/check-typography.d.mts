export function typographyOffences(line: string): { rule: string; context: string }[];
