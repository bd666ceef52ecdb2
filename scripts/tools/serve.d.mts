import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import type { Readable } from 'node:stream';

export function headerRules(
  text: string,
): { source: string; headers: { key: string; value: string }[] }[];
export function negotiateEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export function compressedFiles(): (
  request: IncomingMessage,
  response: ServerResponse,
) => {
  lstat(path: string): Promise<Stats>;
  createReadStream(path: string, options?: { start?: number; end?: number }): Readable;
};
export function serverConfig(dir?: string): {
  public: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  directoryListing: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
export function exportServer(dir?: string): Server;
