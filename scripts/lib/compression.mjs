/**
 * Text files compressed the way static hosts store them: once, at brotli's and gzip's
 * highest levels, rather than at the fast levels of on-the-fly compression. The local server
 * (scripts/tools/serve.mjs) sends them so; the budgets gate (scripts/gates/check-budgets.mjs)
 * measures what a page's first round trip carries with the same brotli.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const compressors = {
  br: (buffer) =>
    brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }),
};
