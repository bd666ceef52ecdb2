/**
 * Waiting on the programs the harness starts (Xvfb, WebKit's driver): for one to be ready,
 * unless it exits first or takes too long.
 */
import type { ChildProcess } from 'node:child_process';

/** How long a program may take to start. */
const STARTUP_MS = 15_000;

/** Resolves once `child` has exited (at once if it has). */
export function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Waits for `ready`, unless the child exits first or takes longer than STARTUP_MS. */
export function aliveUntil<T>(child: ChildProcess, name: string, ready: Promise<T>) {
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${STARTUP_MS} ms.`)),
      STARTUP_MS,
    );
  });
  const died = exited(child).then(() => {
    throw new Error(
      `${name} exited while starting (${child.exitCode ?? child.signalCode}):\n${stderr}`,
    );
  });
  died.catch(() => {}); // Once started, its exit is no longer an error of starting.
  return Promise.race([ready, died, timeout]).finally(() => clearTimeout(timer));
}
