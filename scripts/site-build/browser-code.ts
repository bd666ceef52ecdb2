/**
 * The compiler of the code the browser runs (lib/browser/, through its entry modules): the text
 * that ships, the inline script of every <head> and the page loader's file. The build's steps
 * (./head-script.ts writes the head script's text, which the root layout reads;
 * ./optimize-export.ts writes the loader), the verifier, the tests and the harness's in-page
 * code compile on demand, from the source as it is; what renders a page never waits on a
 * compiler.
 *
 * The syntax target is ES5. A browser below the floor must parse the head script to reach
 * its floor check and stop there, keeping the complete HTML page (and the web fonts, which
 * the loader adds in every browser): every browser with an ES5 parser does. Three passes:
 * 1. esbuild bundles the entry (types stripped, imports resolved with the project's
 *    tsconfig.json, unused code dropped), its syntax left as written;
 * 2. TypeScript lowers the bundle to ES5 (`const` and `let`, arrow functions, classes,
 *    destructuring, spread, default parameters, for-of over arrays…), what esbuild cannot
 *    lower to ES5 itself;
 * 3. esbuild minifies it for ES5 and fails on any syntax still above ES5 that it cannot
 *    lower, or would lower into code that may crash (a BigInt literal): its warnings fail
 *    the compile, as do those of code a script cannot run as written (`import.meta`). A
 *    regular expression literal newer than ES5 becomes `new RegExp()`, which parses
 *    everywhere and throws only when run where unsupported: the floor check builds its
 *    lookbehind pattern that way on purpose.
 * Types, lint and tests read the TypeScript source (tsconfig.json's target is for them).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform, type BuildResult, type Plugin, type TransformResult } from 'esbuild';
import ts from 'typescript';
import { noticeDurationMs } from '../../content/constants';

/** The syntax level of the shipped scripts. */
export const BROWSER_TARGET = 'es5';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The figures of content/ that the browser code uses, which lib/browser/content-figures.ts declares. */
const CONTENT_FIGURES = {
  noticeDurationMs,
} satisfies typeof import('../../lib/browser/content-figures');
const CONTENT_FIGURES_MODULE = join(ROOT, 'lib', 'browser', 'content-figures.ts');

/**
 * lib/browser/content-figures.ts, bundled as the JSON of CONTENT_FIGURES: esbuild keeps only
 * the figures an entry uses, each a literal (lib/ reads no content; the build gives it these).
 */
const contentFigures: Plugin = {
  name: 'content-figures',
  setup(builder) {
    builder.onLoad({ filter: /content-figures\.ts$/ }, ({ path }) =>
      path === CONTENT_FIGURES_MODULE
        ? { contents: JSON.stringify(CONTENT_FIGURES), loader: 'json' }
        : undefined,
    );
  },
};

/**
 * The project's compiler options (its `@/` paths), without the "use strict" that they would
 * put first: the shipped text stays a classic script, whose source tsc checks under strict.
 */
function browserTsconfig() {
  const { config, error } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return { compilerOptions: { ...config.compilerOptions, alwaysStrict: false } };
}

/**
 * esbuild's warnings fail the compile too: each names code that would not run as written
 * (`import.meta` in a script, for one, which it empties).
 */
function withoutWarnings<Result extends BuildResult | TransformResult>(
  entry: string,
  result: Result,
): Result {
  if (result.warnings.length) {
    const messages = result.warnings.map(({ text, location }) =>
      location ? `${location.file}:${location.line}: ${text}` : text,
    );
    throw new Error(`${entry}:\n${messages.join('\n')}`);
  }
  return result;
}

/** The shipped text of the module `entry` (a path from the project's root, or absolute). */
export async function compileBrowserScript(entry: string) {
  const bundled = withoutWarnings(
    entry,
    await build({
      entryPoints: [resolve(ROOT, entry)],
      absWorkingDir: ROOT,
      tsconfigRaw: browserTsconfig(),
      plugins: [contentFigures],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'esnext',
      minifySyntax: true,
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
    }),
  );

  const lowered = ts.transpileModule(bundled.outputFiles![0]!.text, {
    fileName: `${entry}.js`,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES5, removeComments: true },
  });
  if (lowered.diagnostics?.length) {
    const messages = lowered.diagnostics.map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    );
    throw new Error(`${entry}: TypeScript cannot lower it to ES5.\n${messages.join('\n')}`);
  }

  const minified = withoutWarnings(
    entry,
    await transform(lowered.outputText, {
      loader: 'js',
      target: BROWSER_TARGET,
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    }),
  );
  return minified.code.trimEnd();
}

/** The shipped text of `entry`, compiled at the first call, once per process. */
export const compiledOnce = (entry: string) => {
  let text: Promise<string> | undefined;
  return () => (text ??= compileBrowserScript(entry));
};

/** The entry of the inline script of every page's <head> (lib/browser/head.ts). */
export const HEAD_ENTRY = 'lib/browser/head.entry.ts';

/** The entry of the page loader's file (lib/browser/loader.ts). */
export const LOADER_ENTRY = 'lib/browser/loader.entry.ts';

/** The inline script of every page's <head>, compiled once per process. */
export const headScript = compiledOnce(HEAD_ENTRY);

/** The page loader's file, compiled once per process. */
export const pageLoader = compiledOnce(LOADER_ENTRY);
