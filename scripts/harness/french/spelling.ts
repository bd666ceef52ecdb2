/**
 * The French gate's spelling: cspell's dictionary (@cspell/dict-fr-fr, built from Grammalecte's,
 * as Debian's hunspell-fr is: nothing outside node_modules) and spelling/words.txt, our own words.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Dictionary = Pick<Awaited<ReturnType<typeof frenchDictionary>>, 'has' | 'suggest'>;

const WORD_LIST = 'spelling/words.txt';

export function readWordList(path = WORD_LIST) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const VARIABLE = /\{\{[a-z_]+\}\}/g;
const isVariable = (word: string) => word.startsWith('{{');

/** The words of a text, and its template variables whole; addresses are left out. */
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
  return [...words, ...(text.match(VARIABLE) ?? [])];
}

/**
 * A {{variable}} is known to the word list only. A word of the list also stands capitalised or
 * in capitals. The dictionary has inverted and hyphenated compounds only in part ('porte-monnaie'
 * but not 'faut-il' or 'Écrivez-nous'): as hunspell does, a hyphenated word passes when each of
 * its parts does.
 */
function isKnown(word: string, list: Set<string>, dictionary: Dictionary) {
  if (isVariable(word)) return list.has(word);
  const forms = [word, word.toLowerCase(), word[0] + word.slice(1).toLowerCase()];
  if (forms.some((form) => list.has(form)) || dictionary.has(word)) return true;
  const parts = word.split('-');
  return parts.length > 1 && parts.every((part) => part && dictionary.has(part));
}

/** The unknown words of a set of pages, each with its pages and the dictionary's suggestion. */
export function spellingOffences(
  pages: { route: string; lines: string[] }[],
  wordList: string[],
  dictionary: Dictionary,
) {
  const list = new Set(wordList);
  const where = new Map<string, Set<string>>();
  for (const { route, lines } of pages)
    for (const word of lines.flatMap(tokens))
      where.set(word, (where.get(word) ?? new Set()).add(route));
  return [...where]
    .filter(([word]) => !isKnown(word, list, dictionary))
    .map(([word, routes]) => ({
      word,
      routes: [...routes],
      suggestion: isVariable(word) ? undefined : dictionary.suggest(word),
    }))
    .sort((a, b) => a.word.localeCompare(b.word, 'fr'));
}

export function reportLines(offences: ReturnType<typeof spellingOffences>) {
  return [
    ...offences.map(({ word, routes, suggestion }) => {
      const advice = isVariable(word)
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
 * cspell's French dictionary, with the list's words so that a misspelt product word gets
 * its right spelling as a suggestion ('Candidiaa' → 'Candidia').
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
    words: wordList.filter((word) => !isVariable(word)),
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
