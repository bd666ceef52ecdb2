export type Kind = 'html' | 'js' | 'css' | 'payload';
export type Sizes = Record<Kind, number>;
export interface Budgets {
  default?: Partial<Sizes>;
  pages: Record<string, Sizes>;
}
export const KINDS: Kind[];
export function measure(outDir: string): Record<string, Sizes>;
export function suggestBudgets(
  measurements: Record<string, Sizes>,
  headroom?: number,
): Budgets & { $comment: string };
export function overBudget(measurements: Record<string, Sizes>, budgets: Budgets): string[];
export const FIRST_ROUND_TRIP_BYTES: number;
export const HOST_HEADER_BYTES: number;
export interface FirstResponse {
  document: number;
  headers: number;
  total: number;
}
export function headerBytes(headersText: string, route: string): number;
export function firstResponses(outDir: string): Record<string, FirstResponse>;
export function pastFirstRoundTrip(responses: Record<string, FirstResponse>): string[];
