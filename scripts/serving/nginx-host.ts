/**
 * The export served by nginx (Debian's, or NGINX_PATH) with the config the build writes
 * (build/nginx-site.conf, scripts/site-build/nginx.ts), as a self-hosted site is: on a free port
 * (or the one asked), as the user running it, everything it writes under a temporary folder
 * that `stop()` removes (./processes.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NGINX_ROOT, NGINX_SITE, NGINX_SITE_BROTLI } from '../site-build/nginx';
import { isExecutableFile, type Machine } from './executables';
import { startHost } from './processes';

/** nginx's binary: NGINX_PATH, else Debian's. */
export function findNginx({ env = process.env, isExecutable = isExecutableFile }: Machine = {}) {
  const path = env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!isExecutable(path))
    throw new Error(
      `No nginx at ${path} (the hosts tests serve the export with it).
Install it, then run the command again:
  Debian, Ubuntu:  sudo apt-get install nginx
  macOS:           brew install nginx, then NGINX_PATH=$(brew --prefix)/bin/nginx npm test`,
    );
  return path;
}

/**
 * The nginx module that serves stored .br copies (Debian's libnginx-mod-http-brotli-static):
 * NGINX_BROTLI_MODULE, else Debian's, if there. Without it the hosts tests serve, and check,
 * the stored .gz copies only.
 */
export function findNginxBrotliModule({
  env = process.env,
  isExecutable = (path: string) => existsSync(path),
}: Machine = {}) {
  const path = env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return isExecutable(path) ? path : null;
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
