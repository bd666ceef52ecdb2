/**
 * `npm start`, `npm run serve`: the export on Cloudflare Pages' own runtime (`wrangler pages
 * dev`, offline, behind the guard of scripts/serving/host-guard.ts), as the end-to-end suite and
 * the benches serve it: clean URLs, redirects, the headers of out/_headers, compression and
 * the 404 page, as in production. It listens on 127.0.0.1 only.
 *
 *   node --import tsx scripts/tools/serve.ts [--port 3000] [--nginx]
 *
 * --nginx: served by nginx instead, with the config the build wrote (build/nginx-site.conf),
 * as a self-hosted site is (Debian's nginx, or NGINX_PATH).
 *
 * The port: `--port N` (through npm: `npm run serve -- --port 4000`), or PORT=4000. npm
 * keeps an option written before `--` for itself, as its own setting: `npm run serve
 * --port=4000` and `npm run serve --port 4000` reach this command as npm_config_port (and, in
 * the second form, the number alone as an argument), and work too.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startNginx } from '../serving/nginx-host';
import { startWrangler } from '../serving/wrangler-host';

const USAGE = 'Usage: npm run serve -- --port 3000   (or PORT=3000 npm run serve)';
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, nginx: { type: 'boolean', default: false } },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const npmPort = process.env.npm_config_port;
// `--port 4000` before npm's `--`: npm sets npm_config_port to "true" and passes "4000" on.
const fromNpm = npmPort === 'true' && positionals.length === 1 ? positionals[0] : npmPort;
if (positionals.length && fromNpm !== positionals[0]) {
  console.error(`Unexpected argument: ${positionals.join(' ')}\n${USAGE}`);
  process.exit(2);
}
const port = values.port ?? fromNpm ?? process.env.PORT ?? '3000';
if (!/^\d+$/.test(port) || Number(port) > 65_535) {
  console.error(`Not a port: ${port}\n${USAGE}`);
  process.exit(2);
}
if (!existsSync('out/index.html')) {
  console.error('out/ has no export yet: run `npm run build` first.');
  process.exit(1);
}

let host;
try {
  host = values.nginx
    ? await startNginx({ port: Number(port) })
    : await startWrangler({
        port: Number(port),
        onServerError: (path, status, body) =>
          console.error(`wrangler answered ${status} to ${path} (its body withheld): ${body}`),
        onOutbound: (address) =>
          console.error(`wrangler tried to reach ${address}: refused, nothing leaves this machine`),
      });
} catch (error) {
  const { code } = error as { code?: string };
  console.error(
    code === 'EADDRINUSE' || /Address already in use/.test((error as Error).message)
      ? `Port ${port} is taken: choose another with --port or PORT.`
      : (error as Error).message,
  );
  process.exit(1);
}
console.log(
  `Serving out/ on ${host.url}/ (${host.name}, started in ${host.startedInMs} ms; Ctrl+C stops it)`,
);
console.log(`Its files, removed when it stops: ${host.dir}`);
// The first Ctrl+C stops the host; another must not end this process before it has. npm runs
// this in a single process (`node --import tsx`), not through tsx's command: that one relays
// the signal to its child and kills it outright unless the child reports it within 30 ms,
// which a busy machine's event loop misses; the host was then left running, orphaned.
let stopping: Promise<void> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping ??= host.stop().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`The server stopped, but not cleanly: ${error.message}`);
        process.exit(1);
      },
    );
  });
