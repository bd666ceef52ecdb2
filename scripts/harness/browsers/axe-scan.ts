import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core as the end-to-end tests run it in every engine: its source evaluated in the page,
 * then axe.run on the whole document, every rule (WCAG 2.2 AA and best practices), only the
 * violations detailed.
 *
 * The minified build: the same rules as the package's main file (axe.js), in 654 KB instead
 * of 1 482 KB, sent to the page at every scan (a page keeps nothing between loads). Through
 * @axe-core/playwright's AxeBuilder, each scan sent the main file twice (analyze(), then its
 * legacy run's injection again): 1.15 to 1.4 s a scan here, against 0.85 s for one minified
 * injection and the run (docs/testing.md).
 */
export const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** A violation as a failed test lists it: the rule, its impact, and five elements at most. */
export interface AxeViolation {
  rule: string;
  impact?: string | null;
  help: string;
  targets?: string[];
}

/**
 * Run in the page after AXE_SOURCE: the page's violations (AxeViolation[]), mapped there, so
 * that only what a failure shows crosses to the test. Its source is sent as it is (through
 * page.evaluate, or WebDriver for WebKit): no named inner function (esbuild's keepNames,
 * under tsx, would wrap it in a helper the page lacks).
 */
export function axeViolationsInPage(): Promise<AxeViolation[]> {
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
