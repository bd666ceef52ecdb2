#!/usr/bin/env node
/**
 * Spelling gate: the visible French text of every page of out/ is checked with hunspell
 * and Debian's French dictionary (packages hunspell and hunspell-fr, installed by
 * scripts/ensure-tools.sh). The product's own words (its name, the {{variables}} of the
 * templates, technical terms) are listed in spelling/words.txt, one per line.
 * Prints each unknown word with the pages it appears on.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { exportPages, pageLines } from './lib/page-text.mjs';

export const WORD_LIST = 'spelling/words.txt';
const DICTIONARY = process.env.HUNSPELL_DICTIONARY ?? 'fr_FR';

/** The words of the list, without blank lines and # comments. */
export function readWordList(path = WORD_LIST) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/**
 * The words of a text to check. Addresses (URLs, e-mails, domains) and template
 * variables are taken out first: they are checked against the word list as a whole,
 * never cut into pieces.
 */
export function tokens(text) {
  const whole = [];
  const rest = text
    .replace(/\{\{[a-z_]+\}\}/g, (variable) => {
      whole.push(variable);
      return ' ';
    })
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\b(https?:\/\/)?([\w-]+\.)+(fr|com|org|eu|net|io)\b(\/[\w/#?=.-]*)?/g, ' ');
  // Boxes laid out side by side ('Connexion' then 'Créer mon compte') have no space
  // between them in the HTML: a capital after a lower-case letter starts a new word.
  const spaced = rest
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
    .replace(/(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, ' ');
  const words = spaced.match(/[\p{L}\p{M}][\p{L}\p{M}’'-]*[\p{L}\p{M}]|[\p{L}]/gu) ?? [];
  return { words, whole };
}

/** A word of the list also stands capitalised or in capitals, as in the dictionary. */
function knows(list, word) {
  const lower = word.toLowerCase();
  return list.has(word) || list.has(lower) || list.has(word[0] + word.slice(1).toLowerCase());
}

/** Runs hunspell over words; returns those it does not know. */
export function unknownWords(words, wordList) {
  if (words.length === 0) return [];
  const known = new Set(wordList);
  const candidates = [...new Set(words)].filter((word) => !knows(known, word));
  const result = spawnSync('hunspell', ['-d', DICTIONARY, '-l', '-i', 'utf-8'], {
    input: candidates.join('\n'),
    encoding: 'utf8',
  });
  if (result.error || result.status !== 0) {
    throw new Error(
      `hunspell did not run (${result.error?.message ?? result.stderr}). Install the Debian packages hunspell and hunspell-fr.`,
    );
  }
  return [
    ...new Set(
      result.stdout
        .split('\n')
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  ].filter((word) => !known.has(word));
}

/** Unknown words of a set of pages, each with the pages where it appears. */
export function spellingOffences(pages, wordList) {
  const where = new Map();
  const wholeUnknown = new Map();
  const known = new Set(wordList);
  for (const { route, lines } of pages) {
    for (const line of lines) {
      const { words, whole } = tokens(line);
      for (const word of words) {
        if (!where.has(word)) where.set(word, new Set());
        where.get(word).add(route);
      }
      for (const item of whole.filter((item) => !known.has(item))) {
        if (!wholeUnknown.has(item)) wholeUnknown.set(item, new Set());
        wholeUnknown.get(item).add(route);
      }
    }
  }
  const unknown = unknownWords([...where.keys()], wordList);
  return [
    ...unknown.map((word) => ({ word, routes: [...(where.get(word) ?? [])] })),
    ...[...wholeUnknown].map(([word, routes]) => ({ word, routes: [...routes] })),
  ].sort((a, b) => a.word.localeCompare(b.word, 'fr'));
}

function main() {
  const pages = [...exportPages('out')].map(({ route, html }) => ({
    route,
    lines: pageLines(html),
  }));
  const offences = spellingOffences(pages, readWordList());
  if (offences.length) {
    for (const { word, routes } of offences) console.error(`« ${word} » on ${routes.join(', ')}`);
    console.error(
      `\n${offences.length} unknown word(s). Fix the spelling, or add the product's own words to ${WORD_LIST}.`,
    );
    process.exit(1);
  }
  console.log(
    `Spelling (hunspell, ${DICTIONARY}): ${pages.length} pages checked, no unknown word.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
