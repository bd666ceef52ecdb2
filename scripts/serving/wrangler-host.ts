/**
 * The export on Cloudflare Pages' own runtime (`wrangler pages dev`: workerd and Pages' asset
 * server, from npm), as `npm start`, the end-to-end suite and the benches serve it: on a free
 * port (or the one asked), as the user running it (no root: its files under a temporary
 * folder); it answers once startWrangler() returns, and `stop()` ends it and removes its folder.
 *
 * wrangler answers behind a guard (./host-guard.ts) that keeps its failures from reaching
 * visitors with the disk's paths in them. Offline: it sends no metrics or error reports, no
 * banner, a compatibility date its workerd knows, no `Request.cf` data; whatever it would
 * still fetch goes to a local proxy that refuses it. Its debug log is not kept, and what it
 * prints is kept within bounds (./processes.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { devNull, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startGuard, startOutboundSink } from './host-guard';
import { startHost, type RunningHost } from './processes';

const require = createRequire(import.meta.url);

/**
 * The compatibility date the export is served with, pinned: Pages' asset server does not
 * depend on it, but a date past what the installed workerd knows makes wrangler fall back
 * to that and look for a newer wrangler on the network. wrangler 4.164.0 runs workerd
 * 1.20261117.1, which knows this day (a unit test holds it within workerdDate()).
 */
export const COMPATIBILITY_DATE = '2026-11-17';

/** The last day the installed workerd knows (its version is 1.YYYYMMDD.n). */
export function workerdDate() {
  const { version } = JSON.parse(readFileSync(require.resolve('workerd/package.json'), 'utf8'));
  const day: string = version.split('.')[1];
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

/**
 * wrangler's debug log: a file it appends every line to, whatever its log level (kilobytes
 * a request), and never prunes. Its path is a link to the null device, where the system has
 * links: what wrangler prints still reaches the terminal, or the test's output.
 */
function debugLogPath(dir: string) {
  const path = join(dir, 'logs', 'wrangler.log');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  try {
    symlinkSync(devNull, path);
  } catch {
    // No links here (Windows without the right): a file of this run's only.
  }
  return path;
}

/**
 * How `wrangler pages dev` serves the export on a port. Its home, state and logs go under
 * `dir` (workerd and wrangler write there, which an unprivileged user's real home may not
 * allow); no wrangler.toml there: the export's folder alone says what to serve. `proxy`:
 * where its own outbound requests go (host-guard.ts's sink).
 */
function wranglerLaunch(port: number, dir: string, outDir: string, proxy: string) {
  return {
    command: process.execPath,
    args: [
      join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js'),
      'pages',
      'dev',
      resolve(outDir),
      `--port=${port}`,
      '--ip=127.0.0.1',
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      `--persist-to=${join(dir, 'state')}`,
      '--show-interactive-dev-session=false',
    ],
    cwd: dir,
    env: {
      ...process.env,
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, 'config'),
      XDG_CACHE_HOME: join(dir, 'cache'),
      TMPDIR: dir,
      WRANGLER_LOG_PATH: debugLogPath(dir),
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // Its local API to read and change the worker's state (/cdn-cgi/local/explorer), and the
      // trace of every request it keeps in a database that is never pruned.
      X_LOCAL_EXPLORER: 'false',
      X_LOCAL_OBSERVABILITY: 'false',
      HTTPS_PROXY: proxy,
      HTTP_PROXY: proxy,
      NO_PROXY: 'localhost,127.0.0.1,::1',
      NO_COLOR: '1',
    },
  };
}

export interface GuardedHost extends RunningHost {
  /** The addresses wrangler tried to reach out of the machine, each refused. */
  outbound: string[];
}

/**
 * `wrangler pages dev` on the export, behind the guard (./host-guard.ts): on `port`, or a
 * free one. The guard answers at `url`; wrangler, on a free port of its own, is reached only
 * through it. `onServerError` hears what wrangler said when it failed on a request.
 */
export async function startWrangler({
  outDir = 'out',
  port = 0,
  onServerError,
  onOutbound,
}: {
  outDir?: string;
  port?: number;
  onServerError?: (path: string, status: number, body: string) => void;
  /** Hears each address wrangler tried to reach, refused. */
  onOutbound?: (address: string) => void;
} = {}): Promise<GuardedHost> {
  const dir = mkdtempSync(join(tmpdir(), 'candidia-wrangler-'));
  const sink = await startOutboundSink(onOutbound);
  let wrangler: RunningHost;
  try {
    wrangler = await startHost('Cloudflare Pages (wrangler pages dev)', dir, (internal) =>
      wranglerLaunch(internal, dir, outDir, sink.url),
    );
  } catch (error) {
    await sink.close();
    throw error;
  }
  let guard;
  try {
    guard = await startGuard({ port, upstream: wrangler.url, onServerError });
  } catch (error) {
    await Promise.all([wrangler.stop(), sink.close()]);
    throw error;
  }
  return {
    ...wrangler,
    url: guard.url,
    outbound: sink.attempts,
    stop: async () => {
      await guard.close();
      await Promise.all([wrangler.stop(), sink.close()]);
    },
  };
}
