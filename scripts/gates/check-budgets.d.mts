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
