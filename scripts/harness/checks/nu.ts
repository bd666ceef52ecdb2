/**
 * The W3C Nu HTML Checker (npm vnu-jar, the validator of validator.w3.org/nu): the reference
 * reading of HTML and ARIA, where html-validate checks our rules. Java 11+, never downloaded.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The messages the checker leaves out itself (--filterfile), each under its reason. */
export const FILTER_FILE = fileURLToPath(new URL('./nu.filter', import.meta.url));

type NuMessage = { type: string; url?: string; lastLine?: number; message: string };

export const errorLines = (report: string, outDir: string) =>
  (JSON.parse(report).messages as NuMessage[])
    .filter(({ type }) => type === 'error')
    .map(({ url, lastLine, message }) => {
      const file = url ? relative(outDir, decodeURI(new URL(url).pathname)) : '?';
      return `${file}:${lastLine ?? '?'}: ${message}`;
    });

/** The checker's errors on every page of `outDir` (its report, when it could not run). */
export function nuErrors(java: string, outDir: string) {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const options = ['--errors-only', '--skip-non-html', '--format', 'json'];
  const result = spawnSync(java, ['-jar', jar, ...options, '--filterfile', FILTER_FILE, outDir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // Its JSON report goes to stderr; it exits 1 when errors are left after its filter.
  const errors =
    result.status === 0 || result.status === 1 ? errorLines(result.stderr, outDir) : [];
  return errors.length || result.status === 0 ? errors : [result.stderr];
}
