import axe from 'axe-core';

/**
 * What axe-core itself says it checks of the RGAA, read from its rules' tags (axe-core 4.11
 * and later): `RGAAv4` marks a rule of the RGAA, `RGAA-<theme>.<criterion>.<test>` the test
 * it checks, such as `RGAA-1.1.1` (image-alt) or `RGAA-11.13.1` (autocomplete-valid).
 *
 * Only the rules this suite runs count: e2e/a11y.spec.ts runs axe-core's default set, which
 * leaves out the experimental rules (table-fake-caption for 5.4, p-as-heading for 9.1,
 * focus-order-semantics for 12.8, css-orientation-lock for 13.9, td-has-header for 5.7).
 * Imported by tests only: the pages never load axe-core.
 */

const rgaaTest = /^RGAA-(\d+\.\d+)\.\d+$/;

/** Every rule axe-core tags for the RGAA and runs by default, with the criteria it checks. */
export function axeRgaaRules(): { id: string; criteria: string[] }[] {
  return axe
    .getRules(['RGAAv4'])
    .filter((rule) => !rule.tags.includes('experimental'))
    .map((rule) => ({
      id: rule.ruleId,
      criteria: rule.tags.flatMap((tag) => rgaaTest.exec(tag)?.[1] ?? []),
    }));
}

/** The ids of the rules that check a test of this criterion ('1.1'), sorted. */
export function axeRulesFor(criterion: string): string[] {
  return axeRgaaRules()
    .filter((rule) => rule.criteria.includes(criterion))
    .map((rule) => rule.id)
    .sort();
}
