export interface RunningHost {
  /** What serves the export. */
  name: string;
  /** Its address, http://127.0.0.1:PORT. */
  url: string;
  /** Milliseconds from its start until it answered. */
  startedInMs: number;
  /** What it printed, and its error log. */
  output(): string;
  /** Ends it and removes its files. */
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export function workerdDate(): string;
export function startWrangler(outDir?: string): Promise<RunningHost>;
export function findNginx(): string;
export function nginxConfig(options: {
  dir: string;
  port: number;
  root: string;
  site: string;
  mimeTypes?: string;
}): string;
export function startNginx(outDir?: string, site?: string): Promise<RunningHost>;
