export interface HeadersBlock {
  pattern: string;
  headers: [name: string, value: string][];
}
export function formatHeadersFile(blocks: HeadersBlock[], comment: string): string;
export function parseHeadersFile(text: string): HeadersBlock[];
export function patternMatches(pattern: string, path: string): boolean;
export function headersFor(blocks: HeadersBlock[], path: string): [name: string, value: string][];
