export interface InlineHashes {
  scripts: Set<string>;
  styles: Set<string>;
  styleAttributes: Set<string>;
}
export const SECURITY_HEADERS: Record<string, string>;
export const IMMUTABLE: string;
export function inlineHashes(html: string): InlineHashes;
export function contentSecurityPolicy(hashes: InlineHashes, options?: { inMeta?: boolean }): string;
export function withMetaPolicy(html: string, policy: string): string;
export function uncovered(html: string, policy: string): string[];
export function headersFile(pagePolicies: { route: string; policy: string }[]): string;
