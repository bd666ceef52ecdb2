import { criterionUrl, rgaaCriteria, rgaaThemes } from './rgaa-criteria';
import { typographyOffences } from '@/scripts/harness/french/typography';

/** Criteria per theme in RGAA 4.1.2, as the DINUM's criteres.json counts them. */
const criteriaPerTheme: Record<number, number> = {
  1: 9,
  2: 2,
  3: 3,
  4: 13,
  5: 8,
  6: 2,
  7: 5,
  8: 10,
  9: 4,
  10: 14,
  11: 13,
  12: 11,
  13: 12,
};

const criteriaOf = (theme: number) => rgaaCriteria.filter((criterion) => criterion.theme === theme);

describe('RGAA 4.1.2 criteria', () => {
  it('has the thirteen themes, numbered from one, each named once', () => {
    expect(rgaaThemes.map((theme) => theme.number)).toEqual(
      Array.from({ length: 13 }, (_, index) => index + 1),
    );
    const names = rgaaThemes.map((theme) => theme.name);
    expect(names.every((name) => name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('Images');
    expect(names[12]).toBe('Consultation');
  });

  it('has the hundred and six criteria, each id once', () => {
    expect(rgaaCriteria).toHaveLength(106);
    const ids = rgaaCriteria.map((criterion) => criterion.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('numbers each criterion <theme>.<n> under its theme', () => {
    for (const criterion of rgaaCriteria) {
      expect(criterion.id).toMatch(/^[1-9]\d?\.[1-9]\d?$/);
      expect(criterion.id.split('.')[0]).toBe(String(criterion.theme));
    }
  });

  it('has every theme’s criteria, counted from one without a gap, in order', () => {
    for (const theme of rgaaThemes) {
      const ids = criteriaOf(theme.number).map((criterion) => criterion.id);
      expect(ids).toEqual(
        Array.from(
          { length: criteriaPerTheme[theme.number]! },
          (_, index) => `${theme.number}.${index + 1}`,
        ),
      );
    }
    // The themes in order too: no criterion strays from its theme's run.
    expect(rgaaCriteria.map((criterion) => criterion.theme)).toEqual(
      [...rgaaCriteria.map((criterion) => criterion.theme)].sort((a, b) => a - b),
    );
  });

  it('summarises each criterion in one line of French, with the site’s typography', () => {
    for (const { id, summary } of rgaaCriteria) {
      expect({ id, summary: summary.trim() }).toEqual({ id, summary });
      expect(summary).not.toBe('');
      expect(summary).not.toMatch(/[\r\n\u2028\u2029]/);
      expect({ id, offences: typographyOffences(summary).map(({ rule }) => rule.name) }).toEqual({
        id,
        offences: [],
      });
    }
  });

  it('maps each criterion to WCAG success criteria written d.d.d, each once', () => {
    for (const { id, wcag } of rgaaCriteria) {
      expect({ id, count: wcag.length > 0 }).toEqual({ id, count: true });
      expect(new Set(wcag).size).toBe(wcag.length);
      for (const successCriterion of wcag) {
        expect({ id, successCriterion }).toEqual({
          id,
          successCriterion: expect.stringMatching(/^[1-4]\.[1-9]\.[1-9]\d?$/),
        });
      }
    }
  });

  it('links a criterion to its anchor on the official site', () => {
    expect(criterionUrl('1.1')).toBe(
      'https://accessibilite.numerique.gouv.fr/methode/criteres-et-tests/#1.1',
    );
    expect(criterionUrl('13.12')).toMatch(/#13\.12$/);
  });
});
