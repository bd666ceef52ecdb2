/**
 * The export served by real hosts, for the tests and for people: Cloudflare Pages' own
 * runtime (`wrangler pages dev`: workerd and Pages' asset server, from npm) and nginx with
 * the config the build writes (build/nginx-site.conf). Each starts on a free port, as the
 * user running it (no root: its files under a temporary folder), answers once `start…()`
 * returns, and `stop()` ends it and removes its folder.
 *
 * wrangler answers behind a guard (./host-guard.ts) that keeps its failures from reaching
 * visitors with the disk's paths in them. Offline: it sends no metrics or error reports, no
 * banner, a compatibility date its workerd knows, no `Request.cf` data; whatever it would
 * still fetch goes to a local proxy that refuses it. Its debug log is not kept, and what it
 * prints is kept within bounds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { devNull, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startGuard, startOutboundSink } from './host-guard';
import { NGINX_ROOT, NGINX_SITE, NGINX_SITE_BROTLI } from '../site-build/nginx';
import { freePort } from './ports';
import { findNginx, findNginxBrotliModule } from './system';

export interface RunningHost {
  /** What serves the export. */
  name: string;
  /** Its address, http://127.0.0.1:PORT. */
  url: string;
  /** Its own folder: home, state, logs, temporary files (removed by stop()). */
  dir: string;
  /** Milliseconds from its start until it answered. */
  startedInMs: number;
  /** What it printed, and its error log. */
  output(): string;
  /** Ends it and removes its files. */
  stop(): Promise<void>;
}

const STARTUP_MS = 60_000;
const require = createRequire(import.meta.url);

function exited(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

/** Ends the process group the host leads (wrangler starts workerd and esbuild). */
async function end(child: ChildProcess) {
  const gone = exited(child);
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Gone in the meantime.
    }
  }, 5_000);
  await gone;
  clearTimeout(timer);
  // The leader gone, what it started in its group (workerd) may still be writing in the
  // host's folder: nothing of the group outlives it.
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // The whole group is gone.
  }
}

/** A host's folder removed, retried while a process that just ended still held it. */
const removeFolder = (dir: string) =>
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });

async function answers(url: string) {
  try {
    await fetch(url, { redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

function readLog(file?: string) {
  try {
    return file ? readFileSync(file, 'utf8') : '';
  } catch {
    return '';
  }
}

/**
 * What a host prints, kept within bounds however long it serves (a line a request): its
 * start (where it says what it read) and its latest lines.
 */
export function boundedText(headLength = 16_384, tailLength = 49_152) {
  let head = '';
  let tail = '';
  let dropped = 0;
  return {
    add(text: string) {
      const room = headLength - head.length;
      if (room > 0) {
        head += text.slice(0, room);
        text = text.slice(room);
      }
      tail += text;
      if (tail.length > tailLength) {
        dropped += tail.length - tailLength;
        tail = tail.slice(-tailLength);
      }
    },
    text: () => head + (dropped ? `\n[… ${dropped} characters left out …]\n` : '') + tail,
  };
}

/**
 * Spawns `command` in its own process group, its output (and its log file) kept for errors,
 * and waits until its URL answers; retried on another port if it exits first (the port was
 * taken), unless it was given one.
 */
type Launch = (port: number) => {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
};
async function startHost(
  name: string,
  dir: string,
  launch: Launch,
  { logFile, port: fixedPort }: { logFile?: string; port?: number } = {},
): Promise<RunningHost> {
  for (let attempt = 1; ; attempt += 1) {
    const port = fixedPort || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const { command, args, env, cwd } = launch(port);
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const printed = boundedText();
    const output = () => printed.text() + readLog(logFile);
    const keep = (chunk: Buffer) => printed.add(chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const died = exited(child).then(() => 'exited');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((done) => {
      timer = setTimeout(() => done('timeout'), STARTUP_MS);
    });
    const ready = (async () => {
      while (child.exitCode === null && !(await answers(`${url}/`))) {
        await new Promise((done) => setTimeout(done, 100));
      }
      return child.exitCode === null ? 'ready' : 'exited';
    })();
    const outcome = await Promise.race([ready, died, timeout]);
    clearTimeout(timer);
    if (outcome === 'ready') {
      // Detached, the host would outlive a test process that ends without stopping it.
      const orphaned = () => {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // Stopped already.
        }
      };
      process.once('exit', orphaned);
      return {
        name,
        url,
        dir,
        startedInMs: Math.round(performance.now() - started),
        output,
        stop: async () => {
          process.off('exit', orphaned);
          await end(child);
          removeFolder(dir);
        },
      };
    }
    await end(child);
    if (outcome === 'timeout' || attempt === 3 || fixedPort) {
      removeFolder(dir);
      throw new Error(
        `${name} did not start (${outcome === 'timeout' ? `not ready within ${STARTUP_MS} ms` : `exit ${child.exitCode ?? child.signalCode}`}):\n${output()}`,
      );
    }
  }
}

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
 * wrangler's debug log: a file it appends every line to, whatever its log level (about 14 KB
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
      // trace of every request it keeps in a database that is never pruned (about 1 KB each).
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

/**
 * nginx's main config around the site's fragment: everything nginx writes (pid, error log,
 * temporary files) under `dir`, in the foreground, on 127.0.0.1 only. Started as root, its
 * workers stay root, instead of nginx's default user "nobody", who may not read the export.
 */
export function nginxConfig({
  dir,
  port,
  root,
  site,
  brotli,
  mimeTypes = '/etc/nginx/mime.types',
}: {
  dir: string;
  port: number;
  root: string;
  site: string;
  /** The brotli module and the site's directive for it, where nginx has the module. */
  brotli?: { module: string; site: string } | null;
  mimeTypes?: string;
}) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  return [
    ...(brotli ? [`load_module ${brotli.module};`] : []),
    'daemon off;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events {',
    '    worker_connections 128;',
    '}',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...temp.map((kind) => `    ${kind}_temp_path ${join(dir, 'temp', kind)};`),
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${root};`,
    `        include ${site};`,
    ...(brotli ? [`        include ${brotli.site};`] : []),
    '    }',
    '}',
    '',
  ].join('\n');
}

/**
 * nginx (Debian's) serving the export as the build lays it out for nginx (build/nginx-root:
 * out/ and its stored .br and .gz copies) with the config the build wrote, on `port` or a
 * free one; and the stored .br copies where it has the brotli module.
 */
export function startNginx({
  outDir = NGINX_ROOT,
  site = NGINX_SITE,
  port,
}: { outDir?: string; site?: string; port?: number } = {}) {
  const nginx = findNginx();
  const brotliModule = findNginxBrotliModule();
  const brotli = brotliModule ? { module: brotliModule, site: resolve(NGINX_SITE_BROTLI) } : null;
  const dir = mkdtempSync(join(tmpdir(), 'candidia-nginx-'));
  mkdirSync(join(dir, 'temp'));
  const config = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  return startHost(
    brotli ? 'nginx, with brotli_static' : 'nginx',
    dir,
    (port) => {
      writeFileSync(
        config,
        nginxConfig({ dir, port, root: resolve(outDir), site: resolve(site), brotli }),
      );
      return {
        command: nginx,
        // -e: the error log from the start, before the config is read (not /var/log/nginx).
        args: ['-p', `${dir}/`, '-c', config, '-e', errorLog],
        cwd: dir,
        env: process.env,
      };
    },
    { logFile: errorLog, port },
  );
}
