/**
 * The compiler of the browser code (browser-code.ts), in Node (the `node` Jest project).
 * What the shipped text does is tested on its source (head.jsdom.test.ts, early-input.jsdom.test.ts,
 * loader.jsdom.test.ts) and, as built, in the browsers of the floor (e2e/floor.spec.ts); that the
 * export carries exactly this text, by scripts/site-build/verify.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Linter } from 'eslint';
import { noticeDurationMs } from '@/content/constants';
import { compileBrowserScript, headScript, pageLoader } from './browser-code';

/** What an ES5 parser (ESLint's, at ecmaVersion 5) finds wrong in a classic script. */
const es5Errors = (code: string) =>
  new Linter()
    .verify(code, [{ languageOptions: { ecmaVersion: 5, sourceType: 'script' } }])
    .map(({ message }) => message);

describe('the shipped scripts', () => {
  it.each([
    ['head script', headScript],
    ['page loader', pageLoader],
  ])(
    'the %s parses as ES5, one statement that a Content-Security-Policy hash covers',
    async (_, compiled) => {
      const text = await compiled();
      expect(es5Errors(text)).toEqual([]);
      expect(text).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    },
  );

  it('the head script carries the one figure of content/ it uses, as a literal, not the module around it', async () => {
    const text = await headScript();
    // 5000, as a minifier writes it: 5e3.
    expect(text).toContain(`=${noticeDurationMs.toExponential().replace('e+', 'e')},`);
    expect(text).not.toContain('monthlyPriceEur');
  });
});

describe('the compiler, on a source newer than ES5', () => {
  let directory = '';
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'browser-compile-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  /** The compiled text of a module written in `directory`, and what running it gives. */
  async function compiled(source: string) {
    const file = join(directory, `source-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, `declare const out: { result?: unknown };\n${source}`);
    const text = await compileBrowserScript(file);
    const out: { result?: unknown } = {};
    runInNewContext(text, { out });
    return { text, result: out.result };
  }

  it('lowers its syntax to ES5 (TypeScript), and the code does the same', async () => {
    const source = `
      class Counter {
        count = 0;
        add(...values: number[]) {
          for (const value of values) this.count += value;
          return this;
        }
      }
      const { count } = new Counter().add(...[1, 2], 3);
      const missing: { deep?: { value?: number } } = {};
      out.result = [\`\${count ** 2}\`, missing.deep?.value ?? ((fallback = 4) => fallback)()];
    `;
    const { text, result } = await compiled(source);
    expect(es5Errors(text)).toEqual([]);
    expect(result).toEqual(['36', 4]);
  });

  it('turns a regular expression literal newer than ES5 into a RegExp call: it parses, and throws only when run where unsupported', async () => {
    const source = 'out.result = /(?<=a)b/.test("ab");';
    expect(es5Errors(source)).not.toEqual([]);
    const { text, result } = await compiled(source);
    expect(es5Errors(text)).toEqual([]);
    expect(text).toContain('new RegExp("(?<=a)b")');
    expect(result).toBe(true);
  });

  it('fails on what it cannot turn into a working ES5 script', async () => {
    await expect(compiled('out.result = 1n;')).rejects.toThrow(
      /Big integer literals are not available in the configured target environment \("es5"\)/,
    );
    await expect(compiled('out.result = await Promise.resolve(1);')).rejects.toThrow(
      /Top-level await/,
    );
    await expect(compiled('out.result = import.meta.url;')).rejects.toThrow(/import\.meta/);
  });
});
