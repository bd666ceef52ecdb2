import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core as the end-to-end tests run it in every engine: its source evaluated in the page,
 * then its run (./axe-scan.entry.ts, compiled: ./in-page-scripts.ts) on the whole document,
 * every rule (WCAG 2.2 AA and best practices), only the violations detailed.
 *
 * The minified build: the same rules as the package's main file (axe.js), in less than half
 * its bytes, sent to the page once a scan (a page keeps nothing between loads), where
 * @axe-core/playwright's AxeBuilder sent the main file twice (analyze(), then its legacy
 * run's injection again).
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
