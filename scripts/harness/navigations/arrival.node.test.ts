import { arrivalOf, navigationsTable, parseNavigation, type PageTiming } from './arrival';

const timing = (given: Partial<PageTiming>): PageTiming => ({
  path: '/tarifs',
  timeOrigin: 1_000_000,
  activationStart: 0,
  firstContentfulPaint: 450,
  responseStart: 300,
  responseEnd: 320,
  domContentLoaded: 380,
  documentBytes: 12_400,
  files: [],
  ...given,
});

describe('a navigation of the link bench', () => {
  it('is written from → to', () => {
    expect(parseNavigation('/→/tarifs')).toEqual({ from: '/', to: '/tarifs' });
    expect(parseNavigation('/modeles -> /tarifs')).toEqual({ from: '/modeles', to: '/tarifs' });
    expect(() => parseNavigation('tarifs')).toThrow('Not a navigation');
  });

  it('arrives, loaded, from the click (the navigation’s start) to its first paint, nothing fetched ahead', () => {
    expect(arrivalOf(timing({ files: [{ name: '/l.js', startTime: 500, bytes: 900 }] }))).toEqual({
      clickToPaint: 450,
      prerendered: false,
      aheadBytes: 0,
      filesAhead: [],
    });
  });

  it('arrives, prerendered, from its activation (the click); ahead: its document and the files it started before', () => {
    const prerendered = timing({
      activationStart: 1200,
      firstContentfulPaint: 1380,
      files: [
        { name: '/icones.svg', startTime: 600, bytes: 300 },
        { name: '/l.js', startTime: 1400, bytes: 1800 },
      ],
    });
    expect(arrivalOf(prerendered)).toEqual({
      clickToPaint: 180,
      prerendered: true,
      aheadBytes: 12_700,
      filesAhead: ['/icones.svg'],
    });
    expect(() => arrivalOf(timing({ firstContentfulPaint: null }))).toThrow('reports no paint');
  });

  it('is told in a table: medians, how many runs were prerendered, against the first export', () => {
    const run = (clickToPaint: number, prerendered: boolean) => ({
      clickToPaint,
      prerendered,
      aheadBytes: prerendered ? 12_000 : 0,
      filesAhead: [],
    });
    const table = navigationsTable(
      [
        { name: 'landed', origin: 'http://a' },
        { name: 'out', origin: 'http://b' },
      ],
      [
        {
          navigation: { from: '/', to: '/tarifs' },
          engine: 'desktop (Chromium)',
          runs: [
            [run(400, false), run(500, false), run(450, false)],
            [run(200, true), run(180, true), run(900, false)],
          ],
        },
      ],
    );
    expect(table.split('\n')[2]).toBe(
      '| `/` → `/tarifs` | desktop (Chromium) | 450 ms (0/3) | 200 ms (2/3) | ×0.44 | 0 B | 12000 B |',
    );
  });
});
