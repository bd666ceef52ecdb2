export const WORD_LIST: string;
export function readWordList(path?: string): string[];
export function tokens(text: string): { words: string[]; whole: string[] };
export function unknownWords(words: string[], wordList: string[]): string[];
export function spellingOffences(
  pages: { route: string; lines: string[] }[],
  wordList: string[],
): { word: string; routes: string[] }[];
