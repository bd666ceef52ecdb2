import { colors } from '@/tailwind.config';
import { contrastRatio, parseColor, relativeLuminance } from './contrast';

const white = parseColor('#ffffff');

describe('contrast', () => {
  it('reads the colours CSS computes and the tokens’ hex', () => {
    expect(parseColor('rgb(8, 128, 106)')).toEqual([8, 128, 106]);
    expect(parseColor('rgba(15, 18, 24, 0.3)')).toEqual([15, 18, 24]);
    expect(parseColor('rgb(8 128 106)')).toEqual([8, 128, 106]);
    expect(parseColor(colors.brand[600])).toEqual([8, 128, 106]);
    expect(() => parseColor('transparent')).toThrow();
  });

  it('measures WCAG’s ratio: 21 for black on white, 1 for a colour on itself, either way round', () => {
    expect(relativeLuminance(white)).toBe(1);
    expect(contrastRatio([0, 0, 0], white)).toBe(21);
    expect(contrastRatio(white, [0, 0, 0])).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('gives the ratios the audit found, to the hundredth', () => {
    const ratio = (one: string, other: string) =>
      Math.round(contrastRatio(parseColor(one), parseColor(other)) * 100) / 100;
    // The landed failures (RGAA 3.3): the fields' ring, the selected tab, the closing box's outline.
    expect(ratio(colors.ink[300], '#ffffff')).toBe(1.99);
    expect(ratio('#ffffff', colors.ink[100])).toBe(1.16);
    expect(ratio(colors.brand[600], colors.brand[800])).toBe(1.86);
    // Their fixes.
    expect(ratio(colors.ink[500], '#ffffff')).toBe(4.9);
    expect(ratio(colors.brand[700], '#ffffff')).toBe(6.79);
    expect(ratio('#ffffff', colors.brand[800])).toBe(9.07);
  });
});
