import { NBSP, NNBSP, RULES, frenchTypography, typographyOffences } from './typography';

const rulesOf = (text: string) => typographyOffences(text).map((offence) => offence.rule.name);

/**
 * For each rule: texts it finds wrong, with what the fixer makes of them (null where the
 * rule has no automatic fix), and texts it must leave alone, among them the look-alikes
 * that are not offences (years, list numbers, times, addresses, codes).
 */
const EXAMPLES: Record<string, { wrong: [string, string | null][]; right: string[] }> = {
  'digit groups': {
    wrong: [
      ['1 247', `1${NNBSP}247`],
      ['1 000 000', `1${NNBSP}000${NNBSP}000`],
    ],
    right: [`1${NNBSP}247`, 'de 2025 à 2026', '01 23 45 67 89', '2026'],
  },
  'before ; ! ?': {
    wrong: [
      ['Pourquoi ?', `Pourquoi${NNBSP}?`],
      ['Attention!', `Attention${NNBSP}!`],
      ['oui ; non', `oui${NNBSP}; non`],
      ['Vraiment ?! Oui.', `Vraiment${NNBSP}?! Oui.`],
    ],
    right: [
      `Pourquoi${NNBSP}?`,
      `Pourquoi${NBSP}?`,
      `Vraiment${NNBSP}?!`,
      '/faq?question=prix',
      // The « ; » of an entity in JSX text.
      'Candidia&nbsp; est là',
    ],
  },
  'before :': {
    wrong: [
      ['Note : oui', `Note${NBSP}: oui`],
      ['Note: oui', `Note${NBSP}: oui`],
    ],
    right: [
      `Note${NBSP}: oui`,
      'https://www.cnil.fr',
      'de 9:30 à 18:00',
      'mailto:support@candidia.fr',
    ],
  },
  'space before % €': {
    wrong: [
      ['42 %', `42${NBSP}%`],
      ['9 € par mois', `9${NBSP}€ par mois`],
    ],
    right: [`42${NBSP}%`, `9${NBSP}€`],
  },
  'no space before % €': {
    wrong: [
      ['42%', null],
      ['9€ par mois', null],
    ],
    right: [`100${NBSP}% des candidatures`, `9${NBSP}€`],
  },
  'inside « »': {
    wrong: [
      ['« Bonjour »', `«${NBSP}Bonjour${NBSP}»`],
      ['«Bonjour»', `«${NBSP}Bonjour${NBSP}»`],
    ],
    right: [`«${NBSP}Bonjour${NBSP}»`],
  },
  'number and word': {
    wrong: [
      ['7 jours', `7${NBSP}jours`],
      ['20 envois gratuits', `20${NBSP}envois gratuits`],
      [`1${NNBSP}247 entreprises`, `1${NNBSP}247${NBSP}entreprises`],
      ['1 247 entreprises', `1${NNBSP}247${NBSP}entreprises`],
      ['2,5 fois plus', `2,5${NBSP}fois plus`],
      ['en 10 minutes', `en 10${NBSP}minutes`],
      ['de 2 à 5 personnes', `de 2 à 5${NBSP}personnes`],
      ['ouvert à 9 h', `ouvert à 9${NBSP}h`],
      ['12 rue de la Paix', `12${NBSP}rue de la Paix`],
      ['le 22 novembre 2026', `le 22${NBSP}novembre 2026`],
      ['(3 jours)', `(3${NBSP}jours)`],
    ],
    right: [
      `7${NBSP}jours`,
      'en 2026 les candidats',
      'depuis 2024 nous envoyons',
      'l’article 6 du RGPD',
      '1. créez votre compte',
      'à 10:30 le matin',
      'COVID-19 est passé',
      'niveau B2 requis',
      'règlement 2016/679 du Parlement',
      'version 1.2 est sortie',
      '75001 Paris',
      'Étape 2 Créez',
      `0,01 à 0,03${NBSP}€`,
      '3 d’entre eux',
    ],
  },
  apostrophe: {
    wrong: [
      ["l'IA", 'l’IA'],
      ["aujourd'hui", 'aujourd’hui'],
    ],
    right: ['l’IA', "'oui'"],
  },
};

describe('the French typography rules', () => {
  it('are each given examples both ways here', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(RULES.map((rule) => rule.name).sort());
    for (const rule of RULES) {
      expect(rule.wrong).not.toBe('');
      expect(rule.how).not.toBe('');
      // Without `how`, the report says to run the fixer: a rule it cannot apply says what to do.
      if (rule.fix === null) expect(rule.how).toMatch(/\w/);
      expect(rule.pattern.flags).toContain('g');
    }
  });

  describe.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (name, rule) => {
    const { wrong, right } = EXAMPLES[name]!;

    it.each(wrong)('finds « %s » wrong, and the fixer writes « %s »', (text, fixed) => {
      expect(rulesOf(text)).toContain(name);
      if (fixed === null) {
        // No automatic fix: the fixer leaves the text, the gate keeps reporting it.
        expect(rule.fix).toBeNull();
        expect(frenchTypography(text)).toBe(text);
      } else {
        expect(frenchTypography(text)).toBe(fixed);
        // What the fixer writes, the gate takes.
        expect(typographyOffences(fixed)).toEqual([]);
      }
    });

    it.each(right)('leaves « %s » alone', (text) => {
      expect(typographyOffences(text)).toEqual([]);
      expect(frenchTypography(text)).toBe(text);
    });
  });

  it('says where each offence is, with its no-break spaces shown', () => {
    expect(typographyOffences(`Pourquoi ? Note${NBSP}: 1 247`)).toEqual([
      { rule: RULES[0], context: `Pourquoi ? Note⍽: 1 247` },
      { rule: RULES[1], context: `Pourquoi ? Note⍽: 1 247` },
    ]);
  });
});
