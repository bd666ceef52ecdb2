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
import type { Client } from 'webdriver';
import { freePort } from '../../../serving/ports';
import { aliveUntil, exited } from '../child-processes';
import { startXvfb } from '../xvfb';
import { findWebKit, type WebKit } from '../lookup';

export interface RunningWebKit {
  /** What runs: MiniBrowser, its driver and display. */
  name: string;
  /** A WebDriver session on a fresh MiniBrowser. */
  newSession(): Promise<Client>;
  /** Ends the driver, the browsers it started and the display. */
  stop(): Promise<void>;
}

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
