/** What ships as the inline script of every <head> (compile.ts): the head script, run at once. */
import { runHead } from './head';

runHead();
