import {
  formatCount,
  formatDate,
  formatDuration,
  formatList,
  formatNumber,
  formatPercent,
  formatPrice,
  formatPriceRange,
} from './format';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('French formatting', () => {
  it('groups thousands with a narrow no-break space', () => {
    expect(formatNumber(1247)).toBe(`1${NNBSP}247`);
    expect(formatNumber(1000)).toBe(`1${NNBSP}000`);
    expect(formatNumber(342)).toBe('342');
  });

  it('writes whole prices without decimals and cents with a comma', () => {
    expect(formatPrice(9, 'EUR')).toBe(`9${NBSP}€`);
    expect(formatPrice(79, 'EUR')).toBe(`79${NBSP}€`);
    expect(formatPrice(0.01, 'EUR')).toBe(`0,01${NBSP}€`);
    expect(formatPriceRange(0.01, 0.03, 'EUR')).toBe(`0,01 à 0,03${NBSP}€`);
    // In the currency given: the content's.
    expect(formatPrice(9, 'CHF')).toBe(`9${NBSP}CHF`);
  });

  it('puts a no-break space before the percent sign', () => {
    expect(formatPercent(42)).toMatch(/^42[\u00a0\u202f]%$/);
  });

  it('counts with the French plural and a no-break space', () => {
    expect(formatCount(1000, 'recherche')).toBe(`1${NNBSP}000${NBSP}recherches`);
    expect(formatCount(1, 'utilisateur')).toBe(`1${NBSP}utilisateur`);
    expect(formatCount(0, 'envoi')).toBe(`0${NBSP}envoi`);
  });

  it('writes durations with a no-break space', () => {
    expect(formatDuration(7, 'day')).toBe(`7${NBSP}jours`);
    expect(formatDuration(24, 'hour')).toBe(`24${NBSP}heures`);
    expect(formatDuration(6, 'month')).toBe(`6${NBSP}mois`);
    expect(formatDuration(10, 'minute')).toBe(`10${NBSP}minutes`);
  });

  it('writes calendar dates in French, unbreakable, whatever the time zone', () => {
    expect(formatDate('2026-03-01')).toBe(`1${NBSP}mars${NBSP}2026`);
    expect(formatDate('2026-12-31')).toBe(`31${NBSP}décembre${NBSP}2026`);
  });

  it('joins a list the French way, « et » before the last item', () => {
    expect(formatList(['Contact'])).toBe('Contact');
    expect(formatList(['Contact', 'Tarifs'])).toBe('Contact et Tarifs');
    expect(formatList(['Accueil', 'Contact', 'Tarifs'])).toBe('Accueil, Contact et Tarifs');
  });
});
