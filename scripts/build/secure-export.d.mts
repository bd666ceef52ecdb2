import type { HeadersBlock } from '../lib/headers-file.mjs';

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
export function directivesOf(policy: string): Map<string, string[]>;
export function blockedCode(html: string, policy: string): string[];
export function pageProblems(
  html: string,
  route: string | null,
  headerBlocks: HeadersBlock[],
): string[];
export function exportProblems(outDir: string): string[];
export function headersFile(pagePolicies: { route: string; policy: string }[]): string;
