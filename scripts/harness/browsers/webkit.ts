/**
 * WebKit (Safari's engine) for the end-to-end tests: WebKitGTK's MiniBrowser, driven through
 * W3C WebDriver by WebKitGTK's WebKitWebDriver, on a display of Xvfb's. Playwright's own
 * WebKit build cannot be installed without downloading it; these come from Debian.
 *
 * startWebKit() starts what a test worker needs, on what is free: Xvfb picks a free display
 * itself (-displayfd), the driver a free port; stop() ends both, and the browsers the driver
 * started. Each session is a fresh MiniBrowser. Nothing is started beforehand (nor in CI).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { Client } from 'webdriver';
import { freePort } from '../ports';
import { findWebKit, type WebKit } from './lookup';

export interface RunningWebKit {
  /** What runs: MiniBrowser, its driver and display. */
  name: string;
  /** A WebDriver session on a fresh MiniBrowser. */
  newSession(): Promise<Client>;
  /** Ends the driver, the browsers it started and the display. */
  stop(): Promise<void>;
}

const STARTUP_MS = 15_000;
const SESSION_MS = 8_000;

/** `promise`, or an error saying `what` once `ms` have passed (or what it failed with). */
function within<T>(ms: number, promise: Promise<T>, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([
    promise.catch((error: Error) => {
      throw new Error(`${what} (${error.message})`);
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Ends a child we started. The driver leads a process group of its own (spawned detached):
 * ending the group also ends the MiniBrowsers it started, even those of a failed session.
 */
const groupLeaders = new WeakSet<ChildProcess>();
function end(child: ChildProcess) {
  try {
    if (groupLeaders.has(child)) process.kill(-child.pid!, 'SIGTERM');
    else child.kill('SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Waits for `ready`, unless the child exits first or it takes too long. */
function aliveUntil<T>(child: ChildProcess, name: string, ready: Promise<T>) {
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

/**
 * Starts Xvfb on a free display; returns the child and the display (":1"). `screen`: its
 * size and depth; `fbdir`: a folder where Xvfb keeps its screen as a file (XWD), which can
 * be read at any moment (scripts/harness/visitor.ts takes screenshots from it).
 */
export async function startXvfb(
  xvfb: string,
  { screen = '1920x1080x24', fbdir }: { screen?: string; fbdir?: string } = {},
) {
  // -displayfd: Xvfb chooses a free display and writes its number to fd 3 once it accepts
  // clients, so two workers (or two checkouts) never race for one.
  const child = spawn(
    xvfb,
    [
      '-displayfd',
      '3',
      '-screen',
      '0',
      screen,
      '-nolisten',
      'tcp',
      ...(fbdir ? ['-fbdir', fbdir] : []),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const display = await aliveUntil(
    child,
    'Xvfb',
    new Promise<string>((resolve) => {
      let text = '';
      (child.stdio[3] as Readable).on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n')) resolve(`:${text.trim()}`);
      });
    }),
  );
  return { child, display };
}

async function answers(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
  } catch {
    return false;
  }
}

async function startDriver(webkitDriver: string, display: string | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(webkitDriver, [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DISPLAY: display },
      detached: true,
    });
    groupLeaders.add(child);
    try {
      await aliveUntil(
        child,
        'WebKitWebDriver',
        (async () => {
          while (!(await answers(port))) await new Promise((resolve) => setTimeout(resolve, 50));
        })(),
      );
      return { child, port };
    } catch (error) {
      end(child);
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Starts a display and a driver. Returns `newSession()` (a client of the `webdriver` package
 * on a fresh MiniBrowser), `stop()`, and `name` (what runs, for reports).
 */
export async function startWebKit(webkit: WebKit = findWebKit()): Promise<RunningWebKit> {
  const children: ChildProcess[] = [];
  // A worker that dies must not leave a display, a driver or a browser behind.
  const endAll = () => children.forEach(end);
  process.once('exit', endAll);
  try {
    let display = process.env.DISPLAY;
    if (webkit.xvfb) {
      const xvfb = await startXvfb(webkit.xvfb);
      children.push(xvfb.child);
      display = xvfb.display;
    }
    let driver = await startDriver(webkit.webkitDriver, display);
    children.unshift(driver.child);
    // WebdriverIO's loggers report every step at level info: keep only what goes wrong. They
    // read the level as they load, hence the import here.
    process.env.WDIO_LOG_LEVEL ??= 'warn';
    const { default: WebDriver } = await import('webdriver');
    const capabilities = {
      browserName: 'MiniBrowser',
      // WebKitGTK's driver speaks classic WebDriver only: without this the client asks for a
      // BiDi socket (webSocketUrl) and no session matches.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: webkit.miniBrowser, args: ['--automation'] },
    };
    const session = () =>
      WebDriver.newSession({
        hostname: '127.0.0.1',
        port: driver.port,
        logLevel: 'warn',
        // The driver is local: a command that fails is not retried (which would take seconds
        // and hide a page that is not ready), it fails the test.
        connectionRetryCount: 0,
        capabilities,
      });
    return {
      name: webkit.name,
      /**
       * A fresh MiniBrowser, within SESSION_MS (half a second, usually). Now and then
       * WebKitWebDriver never answers the request for one (twice in 74 sessions of the suite
       * here, never in 100 sessions on their own): that is the driver's state, not the page's,
       * so the driver and its browsers are ended and started again, once, saying so.
       */
      async newSession() {
        try {
          return await within(SESSION_MS, session(), 'WebKitWebDriver gave no session');
        } catch (error) {
          process.stderr.write(`${(error as Error).message}: starting it again.\n`);
          end(driver.child);
          await exited(driver.child);
          children.splice(children.indexOf(driver.child), 1);
          driver = await startDriver(webkit.webkitDriver, display);
          children.unshift(driver.child);
          return within(SESSION_MS, session(), 'WebKitWebDriver gave no session, twice');
        }
      },
      async stop() {
        process.removeListener('exit', endAll);
        for (const child of children) {
          end(child);
          await exited(child);
        }
      },
    };
  } catch (error) {
    endAll();
    process.removeListener('exit', endAll);
    throw error;
  }
}
