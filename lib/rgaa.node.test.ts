import type { RgaaStatus } from '@/content/types';
import {
  conformity,
  conformityState,
  criterionStatus,
  drawFromSeed,
  drawSeveral,
  meanRate,
  pageRate,
  randomPageCount,
  ratePercent,
} from './rgaa';

const C: RgaaStatus = 'conforme';
const NC: RgaaStatus = 'non conforme';
const NA: RgaaStatus = 'non applicable';

/** A criterion's statuses on a sample of three pages: home, form, error page. */
const criterion = (home: RgaaStatus, form: RgaaStatus, error: RgaaStatus) => ({
  pages: { home, form, error },
});

describe('a criterion over the sample', () => {
  it('fails when it fails on a single page', () => {
    expect(criterionStatus([C, C, NC])).toBe(NC);
    expect(criterionStatus([NA, NC, NA])).toBe(NC);
  });

  it('applies when it applies on a single page, and then holds where it applies', () => {
    expect(criterionStatus([NA, C, NA])).toBe(C);
    expect(criterionStatus([C, C, C])).toBe(C);
  });

  it('is non applicable only when non applicable on every page', () => {
    expect(criterionStatus([NA, NA, NA])).toBe(NA);
  });

  it('needs a page', () => {
    expect(() => criterionStatus([])).toThrow();
  });
});

describe('the conformity rate', () => {
  it('counts conforming criteria over applicable ones, the non applicable left out', () => {
    const result = conformity([
      criterion(C, C, C),
      criterion(NA, C, NA),
      criterion(C, NC, C),
      criterion(NA, NA, NA),
      criterion(NA, NA, NA),
    ]);
    expect(result).toEqual({
      conforming: 2,
      nonConforming: 1,
      notApplicable: 2,
      applicable: 3,
      rate: 2 / 3,
      state: 'partiellement conforme',
    });
  });

  it('is 100 % and « totalement conforme » only when no applicable criterion fails', () => {
    expect(conformity([criterion(C, NA, C), criterion(NA, NA, NA)])).toMatchObject({
      rate: 1,
      state: 'totalement conforme',
    });
  });

  it('cannot be given without an applicable criterion', () => {
    expect(() => conformity([criterion(NA, NA, NA)])).toThrow();
  });
});

describe('the state of conformity', () => {
  it('follows the RGAA’s thresholds: all, from half, below half', () => {
    expect(conformityState(1)).toBe('totalement conforme');
    expect(conformityState(0.999)).toBe('partiellement conforme');
    expect(conformityState(0.5)).toBe('partiellement conforme');
    expect(conformityState(0.4999)).toBe('non conforme');
    expect(conformityState(0)).toBe('non conforme');
  });

  it('is judged on the exact rate, not on a rounded one', () => {
    // 1 249 of 2 500 criteria: 49,96 %, which a rounding to a tenth would show as 50 %.
    expect(conformityState(1249 / 2500)).toBe('non conforme');
    expect(ratePercent(1249 / 2500)).toBe(49.9);
  });

  it('refuses a rate outside 0 to 1', () => {
    expect(() => conformityState(1.2)).toThrow(RangeError);
    expect(() => conformityState(Number.NaN)).toThrow(RangeError);
  });
});

describe('the rate for a reader', () => {
  it('is rounded down to a tenth of a percent, so that it never says more than was found', () => {
    expect(ratePercent(47 / 54)).toBe(87);
    expect(ratePercent(299 / 300)).toBe(99.6);
    expect(ratePercent(2 / 3)).toBe(66.6);
    expect(ratePercent(1)).toBe(100);
    expect(ratePercent(0.57)).toBe(57);
  });
});

describe('each page’s rate and their mean', () => {
  const criteria = [criterion(C, C, NA), criterion(C, NC, NA), criterion(NA, C, C)];

  it('counts on each page the criteria that apply there', () => {
    expect(pageRate(criteria, 'home')).toBe(1);
    expect(pageRate(criteria, 'form')).toBe(2 / 3);
    expect(pageRate(criteria, 'error')).toBe(1);
  });

  it('averages the pages’ rates', () => {
    expect(meanRate(criteria, ['home', 'form', 'error'])).toBeCloseTo((1 + 2 / 3 + 1) / 3);
  });

  it('refuses a page the audit has no status for', () => {
    expect(() => pageRate(criteria, 'blog')).toThrow();
  });
});

describe('a page drawn at random for the sample', () => {
  const upTo = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('draws by the 32-bit FNV-1a hash of the seed, modulo the number of pages', () => {
    // FNV-1a's published vectors: "" → 0x811c9dc5, "a" → 0xe40c292c, "foobar" → 0xbf9cf968.
    for (const count of [2, 3, 5, 7, 13]) {
      expect(drawFromSeed('', upTo(count))).toBe(0x811c9dc5 % count);
      expect(drawFromSeed('a', upTo(count))).toBe(0xe40c292c % count);
      expect(drawFromSeed('foobar', upTo(count))).toBe(0xbf9cf968 % count);
    }
  });

  it('draws the same page from the same seed, and needs one page at least', () => {
    const pages = ['/blog', '/cgu', '/a-propos'];
    expect(drawFromSeed('2026-12-02', pages)).toBe(drawFromSeed('2026-12-02', [...pages]));
    expect(() => drawFromSeed('2026-12-02', [])).toThrow();
  });
});

describe('several pages drawn at random', () => {
  const pages = ['/a-propos', '/confidentialite', '/cgu'];

  it('draws each from those left, by the same seed', () => {
    const [first, second] = drawSeveral('2026-12-06', pages, 2);
    expect(first).toBe(drawFromSeed('2026-12-06', pages));
    expect(second).toBe(
      drawFromSeed(
        '2026-12-06',
        pages.filter((page) => page !== first),
      ),
    );
    expect(first).not.toBe(second);
    expect(drawSeveral('2026-12-06', pages, 3).sort()).toEqual([...pages].sort());
  });

  it('draws between one item and all of them', () => {
    expect(() => drawSeveral('2026-12-06', pages, 0)).toThrow(RangeError);
    expect(() => drawSeveral('2026-12-06', pages, 4)).toThrow(RangeError);
  });

  it('draws a tenth of the pages chosen, rounded up', () => {
    expect(randomPageCount(1)).toBe(1);
    expect(randomPageCount(9)).toBe(1);
    expect(randomPageCount(10)).toBe(1);
    expect(randomPageCount(11)).toBe(2);
    expect(randomPageCount(21)).toBe(3);
    expect(() => randomPageCount(0)).toThrow(RangeError);
  });
});
