import { boundedText } from './processes';

describe('what a host prints, kept', () => {
  it('keeps its start and its latest lines, and says how much it left out between', () => {
    const kept = boundedText(10, 20);
    kept.add('Parsed 14 valid header rules\n');
    for (let line = 0; line < 1000; line += 1) kept.add(`GET /tarifs 200 ${line}\n`);
    const text = kept.text();
    expect(text.startsWith('Parsed 14 ')).toBe(true);
    expect(text.endsWith('/tarifs 200 999\n')).toBe(true);
    expect(text).toMatch(/\[… \d+ characters left out …\]/);
    expect(text.length).toBeLessThan(100);
  });

  it('keeps everything while it is short', () => {
    const kept = boundedText();
    kept.add('Ready\n');
    expect(kept.text()).toBe('Ready\n');
  });
});
