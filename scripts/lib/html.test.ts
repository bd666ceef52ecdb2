import {
  applyEdits,
  atContentStart,
  attributeOf,
  beforeEndTag,
  elementsOf,
  firstElement,
  parseHtml,
  removal,
  removingAttribute,
  settingAttribute,
} from './html.mjs';

const page = `<!DOCTYPE html><html lang="fr" data-x=""><head><meta charSet="utf-8"/><link rel="stylesheet" href="/s.css" data-precedence="next"/><style>p{}</style></head><body><p>Texte&nbsp;: «&nbsp;ici&nbsp;»</p><script>if (a < b) go("</p>")</script></body></html>`;

describe('html edits through the parser', () => {
  it('reads elements as the browser parses them (a script’s text is not markup)', () => {
    const document = parseHtml(page);
    const tags = [...elementsOf(document)].map((element) => element.tagName);
    expect(tags).toEqual(['html', 'head', 'meta', 'link', 'style', 'body', 'p', 'script']);
    expect(attributeOf(firstElement(document, 'meta')!, 'charset')).toBe('utf-8');
  });

  it('changes only what it is asked to, byte for byte elsewhere', () => {
    const document = parseHtml(page);
    const link = firstElement(document, 'link')!;
    const result = applyEdits(page, [
      settingAttribute(page, link, 'disabled', ''),
      removingAttribute(page, firstElement(document, 'html')!, 'data-x'),
      atContentStart(firstElement(document, 'style')!, 'b{}'),
      beforeEndTag(firstElement(document, 'head')!, '<noscript></noscript>'),
      removal(firstElement(document, 'script')!),
    ]);
    expect(result).toBe(
      `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/s.css" data-precedence="next" disabled=""/><style>b{}p{}</style><noscript></noscript></head><body><p>Texte&nbsp;: «&nbsp;ici&nbsp;»</p></body></html>`,
    );
  });

  it('refuses overlapping edits', () => {
    const document = parseHtml(page);
    const body = firstElement(document, 'body')!;
    expect(() => applyEdits(page, [removal(body), removal(firstElement(document, 'p')!)])).toThrow(
      /Overlapping/,
    );
  });
});
