/**
 * French formatting of every number, price, percentage and date a visitor reads.
 * Intl with the fr-FR locale gives the right separators: a narrow no-break space
 * between thousands ('1 247') and a no-break space before '€' and '%'.
 */

const LOCALE = 'fr-FR';

/** No-break space, for a number and the word it counts ('7 jours'). */
export const NBSP = '\u00a0';

const integerFormat = new Intl.NumberFormat(LOCALE);

export function formatNumber(value: number): string {
  return integerFormat.format(value);
}

/**
 * formatPrice(9, 'EUR') → '9 €' for a whole amount, '0,01 €' otherwise. The currency is the
 * content's (`currency`, content/constants.ts), an ISO 4217 code.
 */
export function formatPrice(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** '0,01 à 0,03 €': the currency is written once, after the upper bound. */
export function formatPriceRange(min: number, max: number, currency: string): string {
  const amount = new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount.format(min)} à ${formatPrice(max, currency)}`;
}

/** 42 → '42 %'. */
export function formatPercent(percent: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  );
}

/**
 * A count and the noun it counts: formatCount(1000, 'recherche') → '1 000 recherches'.
 * French plural: 0 and 1 take the singular.
 */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)}${NBSP}${Math.abs(count) < 2 ? singular : plural}`;
}

type DurationUnit = 'minute' | 'hour' | 'day' | 'month';

/** formatDuration(7, 'day') → '7 jours', with a no-break space (Intl uses a plain one for some units). */
export function formatDuration(value: number, unit: DurationUnit): string {
  return new Intl.NumberFormat(LOCALE, { style: 'unit', unit, unitDisplay: 'long' })
    .format(value)
    .replace(/ /g, NBSP);
}

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2026-03-12' → '12 mars 2026', with no-break spaces (Intl uses plain ones): a date is
 * never broken across lines. Dates are calendar days, read in UTC so the build's zone never
 * shifts them.
 */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`)).replace(/ /g, NBSP);
}

const listFormat = new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' });

/** ['Tarifs', 'Contact', 'FAQ'] → 'Tarifs, Contact et FAQ'. */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}
