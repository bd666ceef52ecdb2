export const NBSP: '\u00a0';
export const NNBSP: '\u202f';
export interface TypographyRule {
  /** A short name, which the gate prints with each offence. */
  name: string;
  /** What is wrong, in words. */
  wrong: string;
  /** A global regular expression: each match is one offence. */
  pattern: RegExp;
  /** The match's replacement, or null when the fixer cannot apply the rule safely. */
  fix: ((match: string) => string) | null;
  /** How to fix it in the source. */
  how: string;
}
export const RULES: TypographyRule[];
export function frenchTypography(text: string): string;
export function showSpaces(text: string): string;
export function typographyOffences(line: string): { rule: TypographyRule; context: string }[];
