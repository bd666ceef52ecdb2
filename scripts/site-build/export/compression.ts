/** How the export's files are compressed: as hosts send them, and once at the highest levels. */
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

/**
 * How hosts compress a page as they send it: on the fly, at a level that costs them little.
 * Cloudflare Pages and Netlify send brotli at quality 4 to 5 (`wrangler pages dev` sends
 * quality 5's bytes), and gzip to the browsers without brotli; GitHub Pages sends gzip; the
 * nginx config of this project compresses with gzip at level 6 what it has not stored
 * compressed. The first-round-trip budget (scripts/site-build/budgets.ts) holds at each.
 */
export const HOST_ENCODINGS = {
  'brotli 4': (buffer: Buffer) => brotliAt(4, buffer),
  'brotli 5': (buffer: Buffer) => brotliAt(5, buffer),
  'gzip 6': (buffer: Buffer) => gzipSync(buffer, { level: 6 }),
} as const;
export type HostEncoding = keyof typeof HOST_ENCODINGS;

/** The Content-Encoding a host names for each of HOST_ENCODINGS. */
export type ContentEncoding = 'br' | 'gzip';
export const contentEncodingOf = (encoding: HostEncoding): ContentEncoding =>
  encoding.startsWith('brotli') ? 'br' : 'gzip';

/**
 * What a browser has of a document once the first `bytes` of its compressed stream have come:
 * the stream decoded as far as it goes, as a streaming decoder does (brotli's and gzip's
 * decoders hand out what they have decoded without waiting for the end). Browsers parse and
 * paint that prefix before the rest comes.
 */
export function decodedPrefix(encoding: ContentEncoding, bytes: Buffer) {
  return encoding === 'br'
    ? brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
    : gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
}

/** Brotli at `quality`, told the input's size as a host compressing a whole response is. */
export function brotliAt(quality: number, buffer: Buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

/**
 * Text compressed once, at brotli's and gzip's highest levels: the code's measure (gzip -9),
 * and the copies that a host sending stored files sends (nginx's .br and .gz).
 */
export const compressors = {
  br: (buffer: Buffer) => brotliAt(constants.BROTLI_MAX_QUALITY, buffer),
  gzip: (buffer: Buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }),
};
