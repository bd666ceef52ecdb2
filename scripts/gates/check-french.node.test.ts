import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageLines } from '../site-build/export/html';
import { NBSP, NNBSP, typographyReport } from '../harness/french/typography';
import {
  readWordList,
  reportLines,
  shapedLike,
  spellingOffences,
  tokens,
} from '../harness/french/spelling';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Page</title></head><body>${body}</body></html>`;

describe('French typography', () => {
  it('reports each offence with its page and rule, then how to fix each rule', () => {
    const report = typographyReport([
      { route: '/tarifs', lines: ['Pourquoi ?', `Essai de 7${NBSP}jours`] },
      { route: '/faq', lines: ['Essai de 7 jours', 'Combien ?'] },
    ]);
    expect(report.slice(0, 4)).toEqual([
      '/tarifs: before ; ! ?: “Pourquoi ?”',
      '/faq: number and word: “Essai de 7 jours”',
      '/faq: before ; ! ?: “Combien ?”',
      '',
    ]);
    expect(report[4]).toBe('3 typography offence(s). How to fix them:');
    expect(report.slice(5)).toEqual([
      expect.stringMatching(/^ {2}before ; ! \?: an ordinary space, or none, .*fix:typography/),
      expect.stringMatching(/^ {2}number and word: .*formatCount\(\)/),
    ]);
  });

  it('has nothing to say about French typography', () => {
    expect(
      typographyReport([
        { route: '/', lines: [`Pourquoi${NNBSP}? Note${NBSP}: 1${NNBSP}247${NBSP}entreprises`] },
      ]),
    ).toEqual([]);
  });

  it('checks what <noscript> shows, as a visitor without JavaScript reads it', () => {
    const lines = pageLines(
      page('<noscript><p>Sans JavaScript : rien n’est envoyé.</p></noscript>'),
    );
    expect(lines).toEqual(['Page', 'Sans JavaScript : rien n’est envoyé.']);
    expect(typographyReport([{ route: '/', lines }])[0]).toBe(
      '/: before :: “Sans JavaScript : rien n’est envoyé.”',
    );
  });
});

describe('spelling (cspell, French)', () => {
  const wordList = readWordList();
  // A stand-in for cspell's dictionary: the gate's own rules, without loading it.
  const french = new Set(
    'Nous envoyons vos candidatures spontanées remplace et dans lettres selon le faut il porte-monnaie'.split(
      ' ',
    ),
  );
  const fake = {
    has: (word: string) => french.has(word),
    suggest: (word: string) => (word === 'spontanéees' ? 'spontanées' : undefined),
  };

  it('finds a misspelled word, says where and suggests a spelling', () => {
    const offences = spellingOffences(
      [{ route: '/x', lines: ['Nous envoyons vos candidatures spontanéees.'] }],
      wordList,
      fake,
    );
    expect(offences).toEqual([{ word: 'spontanéees', routes: ['/x'], suggestion: 'spontanées' }]);
    expect(reportLines(offences)).toEqual([
      '« spontanéees » on /x: suggestion: « spontanées »',
      '',
      "1 unknown word(s). Fix the spelling, or add the product's own words to spelling/words.txt.",
    ]);
  });

  it('knows the product’s own words and the template variables', () => {
    const lines = [
      'Candidia remplace {{entreprise}} et {{competence_cle}} dans vos lettres, selon le RGPD.',
    ];
    expect(spellingOffences([{ route: '/x', lines }], wordList, fake)).toEqual([]);
    const offences = spellingOffences([{ route: '/x', lines: ['{{inconnue}}'] }], wordList, fake);
    expect(offences).toEqual([{ word: '{{inconnue}}', routes: ['/x'], suggestion: undefined }]);
    expect(reportLines(offences)[0]).toBe(
      '« {{inconnue}} » on /x: not a variable of spelling/words.txt',
    );
  });

  it('accepts a hyphenated word whose parts are all words, as hunspell does', () => {
    const check = (line: string) =>
      spellingOffences([{ route: '/x', lines: [line] }], [], fake).map(({ word }) => word);
    expect(check('faut-il porte-monnaie')).toEqual([]);
    expect(check('faut-ill')).toEqual(['faut-ill']);
  });

  it('shapes a suggestion like the misspelt word', () => {
    expect(shapedLike('Pourvez-vous', 'pouvez vous')).toBe('Pouvez-vous');
    expect(shapedLike('SPONTANÉEES', 'spontanées')).toBe('SPONTANÉES');
    expect(shapedLike('candidiaa', 'Candidia')).toBe('Candidia');
  });

  it('leaves addresses alone and separates words laid out side by side', () => {
    expect(tokens('Écrivez à support@candidia.fr ou sur www.cnil.fr')).toEqual([
      'Écrivez',
      'à',
      'ou',
      'sur',
    ]);
    expect(tokens('ConnexionCréer mon compte')).toEqual(['Connexion', 'Créer', 'mon', 'compte']);
    expect(tokens('e\u0301te\u0301')).toEqual(['été']);
    expect(tokens('Bonjour {{prenom}}, {{entreprise}}')).toEqual([
      'Bonjour',
      '{{prenom}}',
      '{{entreprise}}',
    ]);
  });
});

describe('the French gate, with cspell’s French dictionary (tsx scripts/gates/check-french.ts)', () => {
  const clean = [
    `Écrivez-nous${NBSP}: l’entreprise qu’une candidature spontanée intéresse, jusqu’à demain.`,
    `L’IA d’aujourd’hui rédige vos lettres${NNBSP}; faut-il les relire${NNBSP}? Oui, et peut-être deux fois.`,
    'ENVOYER & SUIVRE, Saint-Étienne, e-mails, Candidia, {{prenom}}, RGPD, https://www.cnil.fr.',
    `Essai de <strong>7</strong>${NBSP}jours.`,
  ];
  let dir: string;
  /** Each page's paragraphs, which may hold inline HTML. */
  const gate = (pages: Record<string, string[]>) => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    for (const [name, lines] of Object.entries(pages)) {
      writeFileSync(join(dir, `${name}.html`), page(lines.map((l) => `<p>${l}</p>`).join('')));
    }
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gates/check-french.ts', dir], {
      encoding: 'utf8',
    });
  };
  /** What the gate says of pages it fails on, line by line. */
  const failures = (pages: Record<string, string[]>) => {
    const result = gate(pages);
    expect(result.status).toBe(1);
    return result.stderr.split('\n');
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'french-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes ordinary French: elisions, hyphens, capitals, the product’s words, English left out', () => {
    const result = gate({ index: [...clean, '<span lang="en">Why?</span>'] });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^French typography and spelling \(cspell, @cspell\/dict-fr-fr [\d.]+\): 1 pages checked in [\d.]+ s, no offence\.\n$/,
    );
  }, 30_000);

  it('fails on typography alone, read across inline elements; a typewriter apostrophe is no spelling fault', () => {
    expect(
      failures({
        index: [...clean, 'Essai de <strong>7</strong> jours.', "L'IA d'aujourd'hui rédige."],
      }),
    ).toEqual([
      '/: number and word: “Essai de 7 jours.”',
      "/: apostrophe: “L'IA d'aujourd'hui rédige.”",
      "/: apostrophe: “L'IA d'aujourd'hui rédige.”",
      "/: apostrophe: “L'IA d'aujourd'hui rédige.”",
      '',
      '4 typography offence(s). How to fix them:',
      expect.stringMatching(/^ {2}number and word: .*formatCount\(\)/),
      expect.stringMatching(/^ {2}apostrophe: .*fix:typography/),
      '',
    ]);
  }, 30_000);

  it('fails on « spontanéees », a missing accent and a lower-case city, with page and suggestion', () => {
    expect(
      failures({
        index: clean,
        tarifs: ['Vos candidatures spontanéees.'],
        faq: ['Des candidatures spontanees à marseille.'],
      }),
    ).toEqual([
      '« marseille » on /faq: suggestion: « Marseille »',
      '« spontanéees » on /tarifs: suggestion: « spontanées »',
      '« spontanees » on /faq: suggestion: « spontanées »',
      '',
      "3 unknown word(s). Fix the spelling, or add the product's own words to spelling/words.txt.",
      '',
    ]);
  }, 30_000);

  it('tells both, typography first, when a page has both kinds of fault', () => {
    expect(failures({ index: ['Vos candidatures spontanéees : envoyées.'] })).toEqual([
      '/: before :: “ candidatures spontanéees : envoyées.”',
      '',
      '1 typography offence(s). How to fix them:',
      expect.stringMatching(/^ {2}before :: /),
      '',
      '« spontanéees » on /: suggestion: « spontanées »',
      '',
      "1 unknown word(s). Fix the spelling, or add the product's own words to spelling/words.txt.",
      '',
    ]);
  }, 30_000);
});
