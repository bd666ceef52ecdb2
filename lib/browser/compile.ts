/**
 * Turns the code the browser runs (head.ts and loader.ts, through their entry modules) into
 * the text that ships: the inline script of every <head> and the page loader's file. Tools
 * only: the build steps (scripts/site-build/head-script.ts writes the head script's text, which
 * the root layout reads; scripts/site-build/optimize/scripts.ts writes the loader), the verifier
 * and the tests compile on demand (about 0.1 s each), from the source as it is; what renders
 * a page never waits on a compiler.
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
import { runInNewContext } from 'node:vm';
import { build, transform, type BuildResult, type Plugin, type TransformResult } from 'esbuild';
import ts from 'typescript';

/** The syntax level of the shipped scripts. */
export const BROWSER_TARGET = 'es5';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT = join(ROOT, 'content');

/**
 * The content modules (content/) are data: the browser code gets them as JSON, their
 * exports' values evaluated here, of which esbuild keeps only the properties it uses.
 * Bundled as modules, every object of content/constants.ts whose building reads a property
 * (a demo figure taken from a plan's quota) would ship with the one figure the head script
 * uses: esbuild cannot tell that reading a property has no side effect. A function exported
 * there is no data: the build then fails on the missing export.
 */
const contentAsData: Plugin = {
  name: 'content-as-data',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (dirname(path) !== CONTENT) return undefined;
      const bundled = withoutWarnings(
        path,
        await build({
          entryPoints: [path],
          tsconfig: join(ROOT, 'tsconfig.json'),
          bundle: true,
          format: 'cjs',
          platform: 'node',
          write: false,
          logLevel: 'silent',
        }),
      );
      const context = { module: { exports: {} } };
      runInNewContext(bundled.outputFiles![0]!.text, context, { filename: path });
      return { contents: JSON.stringify(context.module.exports), loader: 'json' };
    });
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
      plugins: [contentAsData],
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

/** Compiled once per process. */
const once = (entry: string) => {
  let text: Promise<string> | undefined;
  return () => (text ??= compileBrowserScript(entry));
};

/**
 * The entry of the inline script of every page's <head> (lib/browser/head.ts): in app/, as it
 * gives the browser code a figure of the content, which lib/ never reads.
 */
export const HEAD_ENTRY = 'app/head-script.entry.ts';

/** The inline script of every page's <head>, compiled once per process. */
export const headScript = once(HEAD_ENTRY);

/** The page loader's file (loader.ts). */
export const pageLoader = once('lib/browser/loader.entry.ts');
