/**
 * What ships as the inline script of every <head> (lib/browser/compile.ts): the head script,
 * run at once, with the notice duration that the notices' clock uses too.
 */
import { noticeDurationMs } from '@/content/constants';
import { runHead } from '@/lib/browser/head';

runHead(noticeDurationMs);
