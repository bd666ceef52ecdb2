/** What ships as the page loader's file (compile.ts): the loader, run as soon as it comes. */
import { runLoader } from './loader';

runLoader();
