/**
 * The export served by real hosts, for the tests and for people: Cloudflare Pages' own
 * runtime (`wrangler pages dev`: workerd and Pages' asset server, from npm) and nginx with
 * the config the build writes (build/nginx-site.conf). Each starts on a free port, as the
 * user running it (no root: its files under a temporary folder), answers once `start…()`
 * returns, and `stop()` ends it and removes its folder.
 *
 * Offline: wrangler sends no metrics or error reports, checks for no update (no banner, a
 * compatibility date its workerd knows) and fetches no `Request.cf` data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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

const STARTUP_MS = 60_000;
const require = createRequire(import.meta.url);

/** A port free now; the host (or driver) takes it right after (a lost race is retried). */
export function freePort() {
  return new Promise<number>((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

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
}

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
 * Spawns `command` in its own process group, its output (and its log file) kept for errors,
 * and waits until its URL answers; retried on another port if it exits first (the port was
 * taken).
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
  logFile?: string,
): Promise<RunningHost> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { command, args, env, cwd } = launch(port);
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    const output = () => printed + readLog(logFile);
    const keep = (chunk: Buffer) => {
      printed += chunk;
    };
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
        startedInMs: Math.round(performance.now() - started),
        output,
        stop: async () => {
          process.off('exit', orphaned);
          await end(child);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await end(child);
    if (outcome === 'timeout' || attempt === 3) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `${name} did not start (${outcome === 'timeout' ? `not ready within ${STARTUP_MS} ms` : `exit ${child.exitCode ?? child.signalCode}`}):\n${output()}`,
      );
    }
  }
}

/**
 * The compatibility date of the workerd that wrangler runs (its version is 1.YYYYMMDD.n): a
 * later date makes wrangler fall back to it and look for a newer wrangler on the network.
 */
export function workerdDate() {
  const { version } = JSON.parse(readFileSync(require.resolve('workerd/package.json'), 'utf8'));
  const day: string = version.split('.')[1];
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

/**
 * How `wrangler pages dev` serves the export on a port. Its home, state and logs go under
 * `dir` (workerd and wrangler write there, which an unprivileged user's real home may not
 * allow); no wrangler.toml there: the export's folder alone says what to serve.
 */
export function wranglerLaunch(port: number, dir: string, outDir = 'out') {
  return {
    command: process.execPath,
    args: [
      join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js'),
      'pages',
      'dev',
      resolve(outDir),
      `--port=${port}`,
      '--ip=127.0.0.1',
      `--compatibility-date=${workerdDate()}`,
      `--persist-to=${join(dir, 'state')}`,
      '--show-interactive-dev-session=false',
    ],
    cwd: dir,
    env: {
      ...process.env,
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, 'config'),
      XDG_CACHE_HOME: join(dir, 'cache'),
      WRANGLER_LOG_PATH: join(dir, 'logs'),
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      NO_COLOR: '1',
    },
  };
}

/** `wrangler pages dev` on the export, on a free port. */
export function startWrangler(outDir = 'out') {
  const dir = mkdtempSync(join(tmpdir(), 'candidia-wrangler-'));
  return startHost('Cloudflare Pages (wrangler pages dev)', dir, (port) =>
    wranglerLaunch(port, dir, outDir),
  );
}

/** nginx's binary: NGINX_PATH, else Debian's. */
export function findNginx() {
  const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(path)) {
    throw new Error(`No nginx at ${path}: apt-get install nginx-light (or set NGINX_PATH).`);
  }
  return path;
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
  mimeTypes = '/etc/nginx/mime.types',
}: {
  dir: string;
  port: number;
  root: string;
  site: string;
  mimeTypes?: string;
}) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  return [
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
    '    }',
    '}',
    '',
  ].join('\n');
}

/** nginx (Debian's) serving the export with the site config the build wrote. */
export function startNginx(outDir = 'out', site = join('build', 'nginx-site.conf')) {
  const nginx = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'candidia-nginx-'));
  mkdirSync(join(dir, 'temp'));
  const config = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  return startHost(
    'nginx',
    dir,
    (port) => {
      writeFileSync(config, nginxConfig({ dir, port, root: resolve(outDir), site: resolve(site) }));
      return {
        command: nginx,
        // -e: the error log from the start, before the config is read (not /var/log/nginx).
        args: ['-p', `${dir}/`, '-c', config, '-e', errorLog],
        cwd: dir,
        env: process.env,
      };
    },
    errorLog,
  );
}
