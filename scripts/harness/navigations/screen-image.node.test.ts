import { inflateSync } from 'node:zlib';
import { pngOf, xwdToRgba } from './screen-image';

/** A screen as Xvfb keeps it: XWD version 7, 32 bits a pixel, least significant byte first. */
function xwd(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
) {
  const name = Buffer.from('Xvfb main window\0');
  const header = Buffer.alloc(100);
  const fields = [100 + name.length, 7, 2, 24, width, height, 0, 0, 32, 0, 32, 32, width * 4];
  fields.forEach((value, index) => header.writeUInt32BE(value, index * 4));
  // ncolors (field 19): no colour map.
  header.writeUInt32BE(0, 19 * 4);
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [red, green, blue] = pixel(x, y);
      pixels.set([blue, green, red, 0], (y * width + x) * 4);
    }
  return Buffer.concat([header, name, pixels]);
}

describe('the visitor’s screen', () => {
  const screen = xwd(3, 2, (x, y) => [x * 100, y * 100, 7]);

  it('reads as RGBA, whole or a part of it', () => {
    const { width, height, data } = xwdToRgba(screen);
    expect([width, height]).toEqual([3, 2]);
    expect([...data.subarray(4 * 4, 5 * 4)]).toEqual([100, 100, 7, 255]);
    const part = xwdToRgba(screen, { x: 1, y: 1, width: 2, height: 1 });
    expect([...part.data]).toEqual([100, 100, 7, 255, 200, 100, 7, 255]);
    expect(() => xwdToRgba(screen, { x: 2, y: 0, width: 2, height: 1 })).toThrow('No 2×1 at 2,0');
  });

  it('is saved as a PNG: its size, and its rows as they were', () => {
    const image = pngOf(xwdToRgba(screen));
    expect([...image.subarray(1, 4)]).toEqual([...Buffer.from('PNG')]);
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([3, 2]);
    const idat = image.indexOf('IDAT');
    const rows = inflateSync(image.subarray(idat + 4, idat + 4 + image.readUInt32BE(idat - 4)));
    // A filter byte (none) before each row of 3 RGBA pixels.
    expect(rows.length).toBe(2 * (1 + 3 * 4));
    expect([...rows.subarray(14, 18)]).toEqual([0, 100, 7, 255]);
  });
});
