/**
 * What ships as the inline script of every <head> (scripts/site-build/browser-code.ts): the head
 * script, run at once, with the notice duration that the notices' clock uses too.
 */
import { noticeDurationMs } from './content-figures';
import { runHead } from './head';

runHead(noticeDurationMs);
