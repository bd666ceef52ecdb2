/** What ships as the page loader's file (compile.mjs): the loader, run as soon as it comes. */
import { runLoader } from './loader';

runLoader();
