import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { allRoutes } from '@/content/site';
import { freePort } from '../scripts/serving/ports';
import { expect, test } from './support/fixtures';

/**
 * The server `npm start` runs (`npm run serve`, scripts/tools/serve.ts), started here as a
 * person starts it, against what a careless or hostile client sends: each request gets a
 * 4xx, no answer names a file of this machine, 200 requests at once all get their page,
 * wrangler reaches nothing outside, its files do not grow with the requests, and the server
 * is still up after all of it, then stops on Ctrl+C.
 * @chromium: no browser here, one run is enough.
 */

/** One request written by hand (a NUL byte, a 10 MB body…): its status and body. */
function rawRequest(port: number, head: string, bodyBytes = 0) {
  return new Promise<{ status: number; body: string }>((done, failed) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may answer, and close, before the whole body is sent: what it said counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(text.split(' ')[1]);
      if (!status) failed(new Error(`no answer to ${JSON.stringify(head.slice(0, 60))}`));
      else done({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    // The socket stays open for writing, as a browser's does: `Connection: close` asks the
    // server to close it once it has answered.
    const pump = () => {
      while (sent < bodyBytes) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

const request = (method: string, target: string, headers = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`;

/** The size of a folder's files, in bytes. */
const sizeOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

test.describe('npm run serve', { tag: ['@hosts', '@chromium'] }, () => {
  // One server, asked in turn, then stopped.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess;
  let output = '';
  let port = 0;
  let origin = '';

  test.beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // In a process group of its own, as a terminal runs a command: Ctrl+C reaches all of it.
    server = spawn('npm', ['run', 'serve', '--', '--port', String(port)], {
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    await expect
      .poll(() => output, { message: 'the server says where it serves', timeout: 60_000 })
      .toContain(`Serving out/ on ${origin}/`);
  });

  /** Ctrl+C: SIGINT to the command's whole process group (npm, its shell, tsx, the server). */
  const pressCtrlC = () => process.kill(-server.pid!, 'SIGINT');

  test.afterAll(async () => {
    if (server.exitCode === null && server.signalCode === null) {
      pressCtrlC();
      await once(server, 'exit');
    }
  });

  test('answers bad requests with a 4xx, names no file, reaches nothing outside, and stays up', async () => {
    test.setTimeout(120_000);
    const dir = /Its files, removed when it stops: (\S+)/.exec(output)![1]!;
    const filesBefore = sizeOf(dir);
    const localPaths = [resolve('.'), resolve('out'), tmpdir(), dir];

    const bad = {
      'a 10 MB POST': () =>
        rawRequest(port, request('POST', '/', `Content-Length: ${10 << 20}\r\n`), 10 << 20),
      'a NUL byte, escaped': () => rawRequest(port, request('GET', '/tarifs%00')),
      'a NUL byte, raw': () => rawRequest(port, request('GET', '/tarifs\0')),
      '/_headers': () => rawRequest(port, request('GET', '/_headers')),
      'a 9 000-character path': () => rawRequest(port, request('GET', `/${'a'.repeat(9000)}`)),
      'a name longer than a file’s': () => rawRequest(port, request('GET', `/${'b'.repeat(300)}`)),
      'a PUT': () => rawRequest(port, request('PUT', '/tarifs', 'Content-Length: 3\r\n') + 'abc'),
    };
    const answers: Record<string, number> = {};
    for (const [name, send] of Object.entries(bad)) {
      const { status, body } = await send();
      answers[name] = status;
      for (const path of localPaths) expect(body, `${name}: its body`).not.toContain(path);
    }
    for (const [name, status] of Object.entries(answers)) {
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
    }

    const paths = allRoutes.map((route) => route.path);
    const pages = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const response = await fetch(`${origin}${paths[index % paths.length]}`);
        return { status: response.status, html: await response.text() };
      }),
    );
    expect(pages.filter(({ status, html }) => status === 200 && html.includes('<h1'))).toHaveLength(
      200,
    );

    expect((await fetch(`${origin}/tarifs`)).status, 'still up').toBe(200);
    expect(server.exitCode, 'still running').toBeNull();
    expect(output).not.toMatch(/tried to reach/);
    // wrangler's state, logs and temporary files: a 210-request run leaves them as they were,
    // give or take a database page.
    expect(sizeOf(dir) - filesBefore, 'growth of its files, in bytes').toBeLessThan(64 * 1024);
  });

  test('stops on Ctrl+C, and takes wrangler and its files with it', async () => {
    test.setTimeout(90_000);
    const dir = /Its files, removed when it stops: (\S+)/.exec(output)![1]!;
    const exited = once(server, 'exit');
    pressCtrlC();
    await exited;
    // npm returns at once; the server itself stops wrangler, then removes its folder.
    // On a busy machine, workerd may take seconds to end (the server waits 5 s, then kills
    // it), and its folder as long to remove: on CI, beside two browsers, longer than
    // expect.poll's default.
    await expect
      .poll(() => existsSync(dir), {
        message: `its folder is gone; the server said:\n${output}`,
        timeout: 60_000,
      })
      .toBe(false);
    await expect(fetch(`${origin}/`)).rejects.toThrow();
  });
});
