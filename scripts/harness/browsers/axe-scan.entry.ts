/**
 * axe-core's run in the page, after axe's own source (./axe-scan.ts): every rule on the whole
 * document, the violations mapped there, so that only what a failure shows crosses to the
 * test. Defines what each engine's driver calls: `__axeViolations()`, a promise, and
 * `__axeReport(done)`, for WebDriver's asynchronous scripts, which hears a failed run as a
 * violation.
 */
import type { AxeViolation } from './axe-scan';

function axeViolations(): Promise<AxeViolation[]> {
  const { axe } = window as unknown as { axe: typeof import('axe-core') };
  return axe.run(document, { resultTypes: ['violations'] }).then((results) =>
    results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
  );
}

Object.assign(window, {
  __axeViolations: axeViolations,
  __axeReport: (done: (violations: AxeViolation[]) => void) =>
    axeViolations().then(done, (error: unknown) =>
      done([{ rule: 'axe-core failed', help: String(error) }]),
    ),
});
