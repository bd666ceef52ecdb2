/** What the check reads of a response (a fetch Response has it all). */
export interface ServedResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
export const UNKNOWN_PATH: string;
export function cachedLong(cacheControl: string | null): boolean;
export function deploymentProblems(
  origin: string,
  options?: {
    outDir?: string;
    redirectStatuses?: number[];
    concurrency?: number;
    fetch?: (url: string, init: { redirect: 'manual' }) => Promise<ServedResponse>;
  },
): Promise<{ checked: number; problems: string[] }>;
