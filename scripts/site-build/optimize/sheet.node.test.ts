/** The page's CSS: its <style> without unused custom properties, its full sheet disabled. */
import { absoluteUrls, fullSheet, withoutUnusedProperties } from './sheet';
import { SHEET, css, optimized } from './next-page.fixture';

describe('the page’s sheet: its <style> and its full sheet', () => {
  it('keeps the sheet’s link, disabled, for React to adopt and the loader to enable', async () => {
    const { html } = await optimized();
    expect(html).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""\\s*/?>`,
      ),
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toContain('data-beasties-container');
  });

  it('drops every @property rule, the fallback layer for every browser, and the custom properties nothing on the page uses', () => {
    const sheet =
      '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-used:0;--tw-style:0;--tw-set:0;--tw-unused:0}}}' +
      '@property --tw-used{syntax:"*";inherits:false}@property --tw-style{syntax:"*";inherits:false}@property --tw-set{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}' +
      '.a{box-shadow:var(--tw-used)}.b{--tw-set:1px}';
    const kept = withoutUnusedProperties(sheet, ['width: var(--tw-style)']);
    for (const name of ['--tw-used', '--tw-style', '--tw-set']) expect(kept).toContain(`${name}:0`);
    // No registration in the first paint's CSS: the fallback layer stands in for it.
    expect(kept).not.toContain('@property');
    expect(kept).not.toContain('--tw-unused');
    expect(kept).toContain('@layer properties{*,:before{');
    // Nothing used: no empty rule left, the layer kept for the order of layers.
    expect(withoutUnusedProperties(sheet.replace(/\.a\{.*$/, ''), [])).toBe('@layer properties{}');
  });

  it('resolves a sheet’s relative url() against the sheet', () => {
    expect(absoluteUrls('a{b:url(../media/x.woff2)}', '/_next/static/chunks/s.css')).toBe(
      'a{b:url(/_next/static/media/x.woff2)}',
    );
    expect(absoluteUrls('a{b:url(data:x)}', '/s.css')).toBe('a{b:url(data:x)}');
  });

  it('leaves every @font-face and @property out of the full sheet, and keeps everything else in its place', () => {
    const full = fullSheet(css);
    expect(full).not.toContain('@font-face');
    const fallbackLayer = '*,:before,:after{--tw-shadow:0 0 #0000}';
    expect(full).toBe(
      css
        .replace(/@font-face\{[^}]*\}/g, '')
        .replace(/@property [^{]*\{[^}]*\}/g, '')
        .replace(`@supports (not (margin-trim:block)){${fallbackLayer}}`, fallbackLayer),
    );
  });

  it('registers no custom property in the full sheet: its fallback layer applies in every browser, whole', () => {
    const sheet =
      '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-used:0;--tw-unused:0}}}' +
      '@property --tw-used{syntax:"*";inherits:false;initial-value:0}@property --tw-unused{syntax:"*";inherits:false;initial-value:0}' +
      '.a{box-shadow:var(--tw-used)}';
    expect(fullSheet(sheet)).toBe(
      '@layer properties{*,:before{--tw-used:0;--tw-unused:0}}.a{box-shadow:var(--tw-used)}',
    );
  });
});
