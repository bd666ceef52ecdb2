import {
  applyEdits,
  atContentStart,
  attributeOf,
  beforeEndTag,
  elementsOf,
  firstElement,
  pageLines,
  parseHtml,
  removal,
  removingAttribute,
  runs,
  settingAttribute,
} from './html';

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

describe('the kinds of <script>', () => {
  it('tells a script that runs from a data block', () => {
    expect(runs(undefined)).toBe(true);
    expect(runs('module')).toBe(true);
    expect(runs('text/javascript')).toBe(true);
    expect(runs('application/ld+json')).toBe(false);
  });
});

const textPage = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Page</title></head><body>${body}</body></html>`;

describe('the text a visitor reads on a page', () => {
  it('joins inline elements, breaks lines at blocks, skips code and other languages', () => {
    expect(
      pageLines(
        textPage(
          '<p><strong>Note</strong> : voir <code>a ? b</code></p><p lang="en">Really?</p><ul><li>Un</li><li>Deux</li></ul>',
        ),
      ),
    ).toEqual(['Page', 'Note : voir', 'Un', 'Deux']);
  });

  it('reads what <noscript> shows, and no script or style', () => {
    expect(
      pageLines(
        textPage(
          '<style>p{color:red}</style><script>go()</script><noscript><p>Sans JavaScript.</p></noscript>',
        ),
      ),
    ).toEqual(['Page', 'Sans JavaScript.']);
  });
});
