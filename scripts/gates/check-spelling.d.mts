export const WORD_LIST: string;
export function readWordList(path?: string): string[];
export function tokens(text: string): { words: string[]; whole: string[] };
export interface Dictionary {
  has(word: string): boolean;
  suggest(word: string): string | undefined;
}
export interface Offence {
  word: string;
  routes: string[];
  suggestion: string | undefined;
}
export function spellingOffences(
  pages: { route: string; lines: string[] }[],
  wordList: string[],
  dictionary: Dictionary,
): Offence[];
export function reportLines(offences: Offence[]): string[];
export function shapedLike(word: string, suggestion: string): string;
export function frenchDictionary(wordList?: string[]): Promise<Dictionary & { name: string }>;
