/**
 * The rules of the html-validate step of `npm test` (.htmlvalidate.json, beside this
 * file): each fails on a planted error and passes valid markup.
 */
import { HtmlValidate } from 'html-validate';
import { readFileSync } from 'node:fs';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Page</title></head><body>${body}</body></html>`;

describe('HTML validity gate', () => {
  const validator = new HtmlValidate(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')));

  it('fails on an invalid element', async () => {
    const report = await validator.validateString(page('<foo>Bonjour</foo>'));
    expect(report.valid).toBe(false);
    expect(report.results[0]!.messages.map((message) => message.ruleId)).toContain('element-name');
  });

  it('fails on a list item outside a list', async () => {
    const report = await validator.validateString(page('<div><li>Un</li></div>'));
    expect(report.valid).toBe(false);
  });

  it('passes valid markup', async () => {
    const report = await validator.validateString(
      page('<main><h1>Titre</h1><p>Bonjour.</p></main>'),
    );
    expect(report.results.flatMap((result) => result.messages)).toEqual([]);
    expect(report.valid).toBe(true);
  });
});
