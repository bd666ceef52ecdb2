/**
 * The site's French typography rules, written once: the fixer (scripts/tools/fix-typography.ts)
 * applies each rule's `fix` to the copy in the source, the gate (scripts/gates/check-french.ts)
 * finds each `pattern` in the built pages' visible text, even the rules without a `fix` (those the
 * fixer cannot apply safely). The expressions read a line of text, never HTML or source code.
 */

/** No-break space (U+00A0): before « : », « % », « € », inside « », after a number. */
export const NBSP = '\u00a0';
/** Narrow no-break space (U+202F): before « ; ! ? », between the groups of a number. */
export const NNBSP = '\u202f';

const FIXER = 'run `npm run fix:typography`';

/** Words that may follow a number it does not count: « l’article 6 du RGPD », « de 2 à 5 ». */
const NOT_COUNTED = `à a au aux après avant avec car ce ces cet cette chez comme contre dans de
  depuis des dès donc du d elle elles en entre est et il ils je j l la le les leur leurs mais ma
  mes mon ne ni n nos notre nous on ont ou où par parmi pour puis qu quand que qui sa sans se
  selon ses si son sont sous sur s ta tes ton tu un une vers vos votre vous y`.split(/\s+/);

/**
 * A count as typed or as Intl's fr-FR writes it ('7', '1 247', '2,5'). 4 bare digits or more
 * are a year or a code, which counts nothing: « en 2026 ». Not inside a longer token:
 * 'COVID-19', 'B2', '10:30', '2016/679', 'v1.2'.
 */
const COUNT = String.raw`(?<![\p{L}\p{N}\p{M}.,:/_#@&+\-–]|\p{N}[\u00a0\u202f])\d{1,3}(?:[\u00a0\u202f]\d{3})*(?:,\d+)?`;

/** What may follow punctuation that takes a space before it: it ends a word or a sentence. */
const ENDS = String.raw`(?=$|[\s»”")\].,…;:!?])`;

export interface Rule {
  name: string;
  wrong: string;
  pattern: RegExp; // global: each match is one offence
  fix: ((match: string) => string) | null;
  how?: string; // by default, run the fixer
}

export const RULES: Rule[] = [
  {
    // First: a grouped number then counts as one number for the rules below.
    name: 'digit groups',
    wrong: 'an ordinary space between the groups of a number (wants a narrow no-break space)',
    pattern: /(?<=\d) (?=\d{3}(?!\d))/g,
    fix: () => NNBSP,
    how: `type the groups with narrow no-break spaces (${FIXER}), or format the number with formatNumber() of lib/format.ts`,
  },
  {
    name: 'before ; ! ?',
    wrong:
      'an ordinary space, or none, before « ; », « ! » or « ? » (wants a narrow no-break space)',
    // 'Pourquoi ?', 'Pourquoi?'; not '?!' (the second mark takes no space), not an address
    // ('/faq?q=1', followed by a letter) and not the « ; » of an HTML entity in JSX text.
    pattern: new RegExp(String.raw`(?: |(?<=[^\s;:!?«(]))(?:(?<!&#?\w+);|[!?])${ENDS}`, 'gu'),
    fix: (match) => NNBSP + match.at(-1),
  },
  {
    name: 'before :',
    wrong: 'an ordinary space, or none, before « : » (wants a no-break space)',
    // Not in 'https://', '10:30' or 'sm:mt-4': a colon of French prose ends a word.
    pattern: new RegExp(String.raw`(?: |(?<=[^\s;:!?«(])):${ENDS}`, 'gu'),
    fix: () => `${NBSP}:`,
  },
  {
    name: 'space before % €',
    wrong: 'an ordinary space before « % » or « € » (wants a no-break space)',
    pattern: / [%€]/g,
    fix: (match) => NBSP + match.at(-1),
  },
  {
    name: 'no space before % €',
    wrong: 'no space between a number and « % » or « € » (wants a no-break space)',
    // Not fixed in the source: '100%' there is as likely a CSS length as prose.
    pattern: /(?<=\d)[%€]/g,
    fix: null,
    how: `type a space before it in the copy, then ${FIXER}; for a number from an expression, format it with formatPercent() or formatPrice() of lib/format.ts`,
  },
  {
    name: 'inside « »',
    wrong: 'an ordinary space, or none, inside « » (wants no-break spaces)',
    pattern: /«(?: |(?=\S))|(?: |(?<=\S))»/g,
    fix: (match) => (match.startsWith('«') ? `«${NBSP}` : `${NBSP}»`),
  },
  {
    name: 'number and word',
    wrong: 'an ordinary space between a number and the word it counts (wants a no-break space)',
    pattern: new RegExp(
      String.raw`${COUNT} (?=\p{Ll})(?!(?:${NOT_COUNTED.join('|')})(?![\p{L}\p{M}]))`,
      'gu',
    ),
    fix: (match) => match.slice(0, -1) + NBSP,
    how: `${FIXER}; when the number comes from an expression ({formatNumber(n)} jours), write formatCount() or formatDuration() of lib/format.ts, or {NBSP} between them`,
  },
  {
    name: 'apostrophe',
    wrong: 'a typewriter apostrophe (wants ’)',
    pattern: /(?<=\p{L})'(?=\p{L})/gu,
    fix: () => '’',
  },
];

export const frenchTypography = (text: string) =>
  RULES.reduce((result, { pattern, fix }) => (fix ? result.replace(pattern, fix) : result), text);

/** Shows the no-break spaces of a context: ⍽ for U+00A0, · for U+202F. */
const showSpaces = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '·');

export const typographyOffences = (line: string) =>
  RULES.flatMap((rule) =>
    [...line.matchAll(rule.pattern)].map(({ index }) => ({
      rule,
      context: showSpaces(line.slice(Math.max(0, index - 25), index + 25)),
    })),
  );

/** One line per offence, then how to fix each rule. */
export function typographyReport(pages: { route: string; lines: string[] }[]) {
  const offences = pages.flatMap(({ route, lines }) =>
    lines.flatMap((line) => typographyOffences(line).map((offence) => ({ route, ...offence }))),
  );
  if (offences.length === 0) return [];
  return [
    ...offences.map(({ route, rule, context }) => `${route}: ${rule.name}: “${context}”`),
    '',
    `${offences.length} typography offence(s). How to fix them:`,
    ...[...new Set(offences.map(({ rule }) => rule))].map(
      (rule) => `  ${rule.name}: ${rule.wrong}; ${rule.how ?? FIXER}.`,
    ),
  ];
}
