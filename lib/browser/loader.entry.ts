/** What ships as the page loader's file (scripts/site-build/browser-code.ts): the loader, run as soon as it comes. */
import { runLoader } from './loader';

runLoader();
