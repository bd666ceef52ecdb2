/**
 * The spelling gate's reading of French: cspell's French dictionary (npm packages cspell-lib
 * and @cspell/dict-fr-fr, built from the Grammalecte dictionary that Debian's hunspell-fr
 * packages too), so it needs nothing outside node_modules, and the product's own words
 * (its name, the {{variables}} of the templates, technical terms), spelling/words.txt.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A dictionary: frenchDictionary(), or a stand-in in tests. */
export interface Dictionary {
  has(word: string): boolean;
  suggest(word: string): string | undefined;
}

const WORD_LIST = 'spelling/words.txt';

export function readWordList(path = WORD_LIST) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const VARIABLE = /\{\{[a-z_]+\}\}/g;

/**
 * The words of a text to check, and its template variables, kept whole for the word list.
 * Addresses (URLs, e-mails, domains) are left out.
 */
export function tokens(text: string) {
  const words =
    text
      // A decomposed accent (e + U+0301) must match the dictionary's composed é.
      .normalize('NFC')
      .replace(VARIABLE, ' ')
      .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
      .replace(/\b(https?:\/\/)?([\w-]+\.)+(fr|com|org|eu|net|io)\b(\/[\w/#?=.-]*)?/g, ' ')
      // Boxes laid out side by side ('Connexion' then 'Créer mon compte') have no space
      // between them in the HTML: a capital after a lower-case letter starts a new word.
      .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
      .replace(/(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, ' ')
      .match(/[\p{L}\p{M}][\p{L}\p{M}’'-]*[\p{L}\p{M}]|[\p{L}]/gu) ?? [];
  return { words, whole: text.match(VARIABLE) ?? [] };
}

/** A word of the list also stands capitalised or in capitals, as in the dictionary. */
const listed = (list: Set<string>, word: string) =>
  [word, word.toLowerCase(), word[0] + word.slice(1).toLowerCase()].some((form) => list.has(form));

/**
 * Whether the dictionary accepts a word. The dictionary lists inverted and hyphenated
 * compounds only in part ('porte-monnaie' is there, 'faut-il' or 'Écrivez-nous' is not),
 * so a hyphenated word it does not know passes when each of its parts does, as hunspell
 * checks them.
 */
function accepted(dictionary: Dictionary, word: string) {
  if (dictionary.has(word)) return true;
  const parts = word.split('-');
  return parts.length > 1 && parts.every((part) => part && dictionary.has(part));
}

/**
 * The unknown words of a set of pages, each with its pages and the dictionary's suggestion
 * (none for a {{variable}}, which only the word list knows).
 */
export function spellingOffences(
  pages: { route: string; lines: string[] }[],
  wordList: string[],
  dictionary: Dictionary,
) {
  const known = new Set(wordList);
  const where = new Map<string, Set<string>>();
  for (const { route, lines } of pages)
    for (const { words, whole } of lines.map(tokens))
      for (const word of [...words, ...whole])
        where.set(word, (where.get(word) ?? new Set()).add(route));
  const variable = (word: string) => word.startsWith('{{');
  return [...where]
    .filter(([word]) =>
      variable(word) ? !known.has(word) : !listed(known, word) && !accepted(dictionary, word),
    )
    .map(([word, routes]) => ({
      word,
      routes: [...routes],
      suggestion: variable(word) ? undefined : dictionary.suggest(word),
    }))
    .sort((a, b) => a.word.localeCompare(b.word, 'fr'));
}

export function reportLines(offences: ReturnType<typeof spellingOffences>) {
  return [
    ...offences.map(({ word, routes, suggestion }) => {
      const advice = word.startsWith('{{')
        ? `not a variable of ${WORD_LIST}`
        : suggestion
          ? `suggestion: « ${suggestion} »`
          : 'no suggestion';
      return `« ${word} » on ${routes.join(', ')}: ${advice}`;
    }),
    '',
    `${offences.length} unknown word(s). Fix the spelling, or add the product's own words to ${WORD_LIST}.`,
  ];
}

/**
 * A suggestion in the shape of the misspelt word: cspell proposes lower-case words, and
 * splits a hyphenated one with a space ('pourvez-vous' → 'pouvez vous').
 */
export function shapedLike(word: string, suggestion: string) {
  let shaped = suggestion;
  if (word.includes('-') && !shaped.includes('-')) shaped = shaped.replaceAll(' ', '-');
  if (word.length > 1 && word === word.toUpperCase()) return shaped.toUpperCase();
  if (word[0] !== word[0]!.toLowerCase()) return shaped[0]!.toUpperCase() + shaped.slice(1);
  return shaped;
}

/**
 * cspell's French dictionary and the words of the list, with the dictionary's version.
 * The list's words are added so that a misspelt product word gets its right spelling as
 * a suggestion ('Candidiaa' → 'Candidia').
 */
export async function frenchDictionary(wordList: string[] = []) {
  // Imported here, not above: on import, cspell-lib starts loading its default settings in
  // the background, which outlives a test of the rules above (Jest then fails the run).
  const { getDictionary, mergeSettings, readSettings } = await import('cspell-lib');
  const extension = createRequire(import.meta.url).resolve('@cspell/dict-fr-fr/cspell-ext.json');
  const { version } = JSON.parse(readFileSync(join(dirname(extension), 'package.json'), 'utf8'));
  const settings = mergeSettings(await readSettings(extension), {
    language: 'fr',
    dictionaries: ['fr-fr'],
    words: wordList.filter((word) => !word.startsWith('{{')),
  });
  const dictionary = await getDictionary(settings);
  return {
    name: `@cspell/dict-fr-fr ${version}`,
    // Case and accents matter: 'étienne' and 'spontanees' are unknown, 'Étienne' is known.
    has: (word: string) => dictionary.has(word, { ignoreCase: false }),
    suggest: (word: string) => {
      const [best] = dictionary.suggest(word, { numSuggestions: 1, ignoreCase: false });
      return best && shapedLike(word, best.word);
    },
  };
}
