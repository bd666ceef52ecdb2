/**
 * Screenshots from Xvfb's own copy of its screen (`-fbdir`, XWD), read without a word to the
 * browser (./visitor.ts): its pixels as RGBA, and RGBA as a PNG file a person can open.
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * The pixels of a screen Xvfb keeps (XWD, version 7, 24 or 32 bits a pixel, as Xvfb writes
 * it), as RGBA, for an image encoder: the whole screen, or the part `crop` says.
 */
export function xwdToRgba(
  xwd: Buffer,
  crop?: { x: number; y: number; width: number; height: number },
) {
  const field = (index: number) => xwd.readUInt32BE(index * 4);
  const [headerSize, version] = [field(0), field(1)];
  if (version !== 7) throw new Error(`Not an XWD screen of version 7 (${version})`);
  const screenWidth = field(4);
  const screenHeight = field(5);
  const {
    x: left,
    y: top,
    width,
    height,
  } = crop ?? {
    x: 0,
    y: 0,
    width: screenWidth,
    height: screenHeight,
  };
  if (left + width > screenWidth || top + height > screenHeight)
    throw new Error(
      `No ${width}×${height} at ${left},${top} in a screen of ${screenWidth}×${screenHeight}`,
    );
  const byteOrder = field(7);
  const bitsPerPixel = field(11);
  const bytesPerLine = field(12);
  const colors = field(19);
  if (bitsPerPixel !== 32 && bitsPerPixel !== 24)
    throw new Error(`XWD of ${bitsPerPixel} bits a pixel: only 24 and 32 are read`);
  const start = headerSize + colors * 12;
  const step = bitsPerPixel / 8;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = start + (top + y) * bytesPerLine + (left + x) * step;
      // LSB first (byte order 0): blue, green, red; MSB first: red, green, blue.
      const [red, green, blue] =
        byteOrder === 0
          ? [xwd[at + 2]!, xwd[at + 1]!, xwd[at]!]
          : [xwd[at + step - 3]!, xwd[at + step - 2]!, xwd[at + step - 1]!];
      rgba.set([red, green, blue, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data: rgba };
}

/** RGBA pixels as a PNG file (8 bits a channel, no filter): screenshots a person can open. */
export function pngOf({
  width,
  height,
  data,
}: {
  width: number;
  height: number;
  data: Uint8Array;
}) {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a channel, colour type 6 (RGBA), deflate, no filter, no interlace.
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
