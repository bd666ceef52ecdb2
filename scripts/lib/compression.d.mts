export const compressors: Record<'br' | 'gzip', (buffer: Buffer) => Buffer>;
