/**
 * What an audit finds of an RGAA criterion on one page, in the RGAA's own three words
 * (« Évaluation de la conformité », « Test des pages »).
 */
export type RgaaStatus = 'conforme' | 'non conforme' | 'non applicable';

/**
 * The RGAA's arithmetic, as the official methodology defines it (accessibilite.numerique.gouv.fr,
 * « Évaluation de la conformité », section « Taux de conformité à la norme »; the DISIC's
 * source, src/obligations/evaluation-conformite.md):
 *
 * - a criterion is applicable if it is applicable on one page of the sample at least;
 *   non applicable only if non applicable on every page;
 * - it is validated only if validated on every page where it applies: non conforme on a
 *   single page, and it counts as non conforme;
 * - the rate is the number of validated criteria over the number of applicable ones;
 * - the « taux moyen » is the mean of each page's own rate.
 *
 * And the state of conformity that the statement and the mention of every page give
 * (« Déclaration d’accessibilité », « Mentions et pages obligatoires »): « totalement
 * conforme » when every criterion is met, « partiellement conforme » from 50 %,
 * « non conforme » below.
 */

export type ConformityState = 'totalement conforme' | 'partiellement conforme' | 'non conforme';

/** A criterion's statuses on the pages of a sample. */
export interface CriterionStatuses {
  pages: Readonly<Record<string, RgaaStatus>>;
}

/** A criterion over the whole sample, from its status on each page. */
export function criterionStatus(pageStatuses: readonly RgaaStatus[]): RgaaStatus {
  if (pageStatuses.length === 0) throw new Error('A criterion is judged on one page at least.');
  if (pageStatuses.includes('non conforme')) return 'non conforme';
  if (pageStatuses.every((status) => status === 'non applicable')) return 'non applicable';
  return 'conforme';
}

export interface Conformity {
  conforming: number;
  nonConforming: number;
  notApplicable: number;
  /** conforming + nonConforming */
  applicable: number;
  /** conforming / applicable, from 0 to 1. */
  rate: number;
  state: ConformityState;
}

/** The state that a rate (from 0 to 1) gives. */
export function conformityState(rate: number): ConformityState {
  if (!(rate >= 0 && rate <= 1))
    throw new RangeError(`A rate lies between zero and one, not ${rate}.`);
  if (rate === 1) return 'totalement conforme';
  return rate >= 0.5 ? 'partiellement conforme' : 'non conforme';
}

function rateOf(conforming: number, applicable: number) {
  if (applicable === 0) throw new Error('No applicable criterion, hence no rate.');
  return conforming / applicable;
}

/** The counts, the rate and the state of an audit, over its whole sample. */
export function conformity(criteria: readonly CriterionStatuses[]): Conformity {
  const statuses = criteria.map((criterion) => criterionStatus(Object.values(criterion.pages)));
  const count = (status: RgaaStatus) => statuses.filter((found) => found === status).length;
  const conforming = count('conforme');
  const nonConforming = count('non conforme');
  const applicable = conforming + nonConforming;
  const rate = rateOf(conforming, applicable);
  return {
    conforming,
    nonConforming,
    notApplicable: count('non applicable'),
    applicable,
    rate,
    state: conformityState(rate),
  };
}

/** One page's own rate: the criteria it meets over the criteria that apply to it. */
export function pageRate(criteria: readonly CriterionStatuses[], pageId: string): number {
  const statuses = criteria.map((criterion) => {
    const status = criterion.pages[pageId];
    if (!status) throw new Error(`No status on page ${pageId}.`);
    return status;
  });
  const conforming = statuses.filter((status) => status === 'conforme').length;
  return rateOf(conforming, statuses.filter((status) => status !== 'non applicable').length);
}

/** The « taux moyen »: the mean of the pages' own rates. */
export function meanRate(
  criteria: readonly CriterionStatuses[],
  pageIds: readonly string[],
): number {
  if (pageIds.length === 0) throw new Error('A mean needs one page at least.');
  return pageIds.reduce((sum, id) => sum + pageRate(criteria, id), 0) / pageIds.length;
}

/**
 * A rate in percent, rounded down to a tenth, for a reader: never more than the audit found
 * (299 criteria met of 300 read 99,6 %, not 100 %).
 */
export function ratePercent(rate: number): number {
  // The small epsilon keeps an exact tenth (0.7 → 70) from falling to 69.9 in binary.
  return Math.floor(rate * 1000 + 1e-9) / 10;
}

/**
 * One item of a list drawn at random from a seed, the way an audit draws a page for its
 * sample (« Échantillon »: « une ou plusieurs pages tirées au sort »), in a way anyone can
 * redo: the 32-bit FNV-1a hash of the seed's UTF-16 code units, modulo the number of items.
 * The same seed draws the same item; the seed, written before the draw (the audit's date),
 * is what keeps the choice from being made.
 */
export function drawFromSeed<Item>(seed: string, items: readonly Item[]): Item {
  if (items.length === 0) throw new Error('Nothing to draw from.');
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return items[hash % items.length]!;
}

/**
 * The pages an audit draws at random: `count` items, one after another, each drawn from those
 * not drawn yet by drawFromSeed and the same seed. The same seed and list draw the same
 * items, in the same order.
 */
export function drawSeveral<Item>(seed: string, items: readonly Item[], count: number): Item[] {
  if (!Number.isInteger(count) || count < 1 || count > items.length)
    throw new RangeError(`Cannot draw ${count} of ${items.length} items.`);
  const left = [...items];
  const drawn: Item[] = [];
  while (drawn.length < count) {
    const item = drawFromSeed(seed, left);
    drawn.push(item);
    left.splice(left.indexOf(item), 1);
  }
  return drawn;
}

/**
 * How many pages an audit draws at random (« Échantillon »: « des pages sélectionnées au
 * hasard représentant au moins 10 % des pages de l’échantillon décrit supra »): a tenth of the
 * pages chosen, rounded up, one at least.
 */
export function randomPageCount(chosenPages: number): number {
  if (!Number.isInteger(chosenPages) || chosenPages < 1)
    throw new RangeError(`A sample chooses one page at least, not ${chosenPages}.`);
  return Math.ceil(chosenPages / 10);
}
