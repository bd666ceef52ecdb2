import { HOST_ENCODINGS, compressors, contentEncodingOf, decodedPrefix } from './compression';

const text = Buffer.from(
  Array.from({ length: 400 }, (_, line) => `<p>Ligne ${line} : ${line * 7919}</p>`).join('\n'),
);

describe('how hosts compress a page', () => {
  it.each(Object.keys(HOST_ENCODINGS) as (keyof typeof HOST_ENCODINGS)[])(
    'gives a browser, at %s, the start of the page from the start of its stream',
    (encoding) => {
      const stream = HOST_ENCODINGS[encoding](text);
      const whole = decodedPrefix(contentEncodingOf(encoding), stream);
      expect(whole.equals(text)).toBe(true);
      const prefix = decodedPrefix(
        contentEncodingOf(encoding),
        stream.subarray(0, stream.length / 2),
      );
      expect(prefix.length).toBeGreaterThan(0);
      expect(prefix.length).toBeLessThan(text.length);
      expect(prefix.equals(text.subarray(0, prefix.length))).toBe(true);
    },
  );

  it('compresses the stored copies (nginx’s .br and .gz) so that they decode to the text', () => {
    expect(decodedPrefix('br', compressors.br(text)).equals(text)).toBe(true);
    expect(decodedPrefix('gzip', compressors.gzip(text)).equals(text)).toBe(true);
  });
});
