/**
 * The figures of content/ that the shipped scripts use. lib/ reads no content: this module
 * only declares them, and the compiler of the browser code (scripts/site-build/browser-code.ts)
 * bundles the values of content/constants.ts in its place. Only an entry (*.entry.ts) imports it;
 * a test passes the figures itself (jest/run-head.ts).
 */

/** How long a notice shows (noticeDurationMs, content/constants.ts). */
export declare const noticeDurationMs: number;
