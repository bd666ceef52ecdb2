/**
 * The process plumbing of the hosts that serve the export (./wrangler-host.ts, ./nginx-host.ts):
 * a host's command spawned in a process group of its own, its output kept within bounds,
 * waited for until its address answers (on another port if it exits first), and ended with
 * everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { freePort } from './ports';

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
export type Launch = (port: number) => {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
};
export async function startHost(
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
