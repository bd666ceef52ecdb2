/**
 * A visitor's Chromium, for the link bench's navigations (./runs.ts): the full browser,
 * headful on a display of Xvfb's the size of the window, the pointer moved and pressed by
 * xdotool as a person moves and presses it, and no DevTools attached while the visitor acts.
 * Chromium does not prerender for a page DevTools is attached to (its Preload domain says
 * `PrerenderingDisabledByDevTools`): Playwright's session turns it off, a bare page session
 * too. So the browser only opens its DevTools port, and the bench attaches to the page alone
 * to read where a link is (then detaches, before the pointer moves: prerendering is decided
 * when it starts) and, after the click, to read the next page's timing, which the page
 * keeps (its navigation entry with `activationStart`, its paint entries).
 *
 * A slower phone: its renderers in a cgroup of their own (./slow-group.ts). Screenshots: Xvfb
 * keeps its screen in a file (`-fbdir`, XWD), which frames() reads as the page changes,
 * without a word to the browser (./screen-image.ts reads its pixels).
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findBrowser, findXvfb } from '../browsers/lookup';
import { startXvfb } from '../browsers/xvfb';
import { findXdotool } from '../machine/system';
import { DevTools, readPage } from './devtools';
import { descendants, slowGroup } from './slow-group';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface VisitorOptions {
  /** The window, in CSS pixels. */
  width: number;
  height: number;
  /**
   * Device pixels per CSS pixel (a phone's 2 or 3): the screen is that many times larger.
   * Chromium's window is never narrower than 500 px: a phone's 390 takes a scale of 2.
   */
  scale?: number;
  /** How many times slower its renderers run (1: as fast as the machine). */
  slowdown?: number;
  /** Whether the site's certificate is one no browser trusts (./front.ts). */
  untrustedCertificate?: boolean;
}

/** One frame of the screen, as Xvfb kept it, and when it was read (Date.now()). */
export interface Frame {
  at: number;
  xwd: Buffer;
}

export interface Visitor {
  /** Whether the renderers run `slowdown` times slower (a cgroup could be made). */
  slowed: boolean;
  /** Attaches to the page shown, evaluates `expression` (a value that JSON carries), detaches. */
  read<T>(expression: string): Promise<T>;
  /** Moves the pointer to (x, y) of the page, in CSS pixels. */
  move(x: number, y: number): Promise<void>;
  /** Presses and releases the pointer where it is, `holdMs` apart (a click: 0). */
  press(holdMs?: number): Promise<void>;
  /** Reads the screen every `everyMs` until `stop()`; returns the frames then. */
  frames(everyMs: number): { stop(): Frame[] };
  /** Where the page is on the screen, in its pixels (for a screenshot of the page alone). */
  page: { x: number; y: number; width: number; height: number };
  stop(): Promise<void>;
}

/** The height, in CSS pixels, of the frame Chromium draws over an app window with no window manager. */
const APP_FRAME = 56;

/** Reads the page's window: its viewport and the frame above it. */
const WINDOW_EXPRESSION =
  '({ width: innerWidth, height: innerHeight, frame: outerHeight - innerHeight, left: outerWidth - innerWidth })';

/**
 * Opens `url` in a visitor's Chromium on a display of its own, a window of `width` ×
 * `height` CSS pixels at `scale`, a fresh profile each time. An app window (`--app`): a
 * browser window without its toolbar, which, unlike a full screen (kiosk), may be narrower
 * than 500 px, under the frame Chromium draws itself there (APP_FRAME, measured again: a
 * window that does not come out `width` × `height` is opened again at the size it needs).
 */
export async function startVisitor(
  url: string,
  { width, height, scale = 1, slowdown = 1, untrustedCertificate = false }: VisitorOptions,
): Promise<Visitor> {
  const xdotool = findXdotool();
  const xvfb = findXvfb();
  const home = mkdtempSync(join(tmpdir(), 'candidia-visitor-'));
  const fbdir = join(home, 'screen');
  mkdirSync(fbdir);
  let browser: ChildProcess | undefined;
  let devtools: DevTools | undefined;
  let display: ChildProcess | undefined;
  const group = slowdown > 1 ? slowGroup(slowdown) : null;
  const endBrowser = async () => {
    devtools?.close();
    try {
      // The browser leads a process group of its own: its helpers end with it.
      if (browser) process.kill(-browser.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await sleep(300);
  };
  const stop = async () => {
    await endBrowser();
    display?.kill('SIGTERM');
    group?.remove();
    rmSync(home, { recursive: true, force: true });
  };
  // Room around the window: a window as large as the screen is made a pixel narrower.
  const margin = 100;
  try {
    const screen = await startXvfb(xvfb, {
      screen: `${(width + margin) * scale}x${(height + APP_FRAME + margin) * scale}x24`,
      fbdir,
    });
    display = screen.child;
    const env = { ...process.env, DISPLAY: screen.display };

    const launch = async (frame: number) => {
      const profile = mkdtempSync(join(home, 'profile-'));
      browser = spawn(
        findBrowser().path,
        [
          `--user-data-dir=${profile}`,
          '--remote-debugging-port=0',
          '--no-first-run',
          '--no-default-browser-check',
          '--password-store=basic',
          '--disable-component-update',
          '--disable-sync',
          ...(untrustedCertificate ? ['--ignore-certificate-errors'] : []),
          // As root (this machine's tests), Chromium runs only without its sandbox.
          ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
          `--force-device-scale-factor=${scale}`,
          `--window-size=${width},${height + frame}`,
          '--window-position=0,0',
          `--app=${url}`,
        ],
        { env, stdio: 'ignore', detached: true },
      );
      const portFile = join(profile, 'DevToolsActivePort');
      for (let waited = 0; !existsSync(portFile); waited += 50) {
        if (waited > 20_000) throw new Error('The visitor’s Chromium opened no DevTools port.');
        await sleep(50);
      }
      await sleep(50);
      const port = readFileSync(portFile, 'utf8').split('\n')[0];
      const { webSocketDebuggerUrl } = (await (
        await fetch(`http://127.0.0.1:${port}/json/version`)
      ).json()) as { webSocketDebuggerUrl: string };
      devtools = await DevTools.connect(webSocketDebuggerUrl);
      // The window once the page is there (before, it is the blank page's).
      let shown: { width: number; height: number; frame: number; left: number } | undefined;
      for (let waited = 0; !shown; waited += 100) {
        if (waited > 20_000) throw new Error('The visitor’s Chromium shows no page.');
        await sleep(100);
        const href = await readPage<string>(devtools, 'location.href').catch(() => '');
        if (href.startsWith('http')) shown = await readPage(devtools, WINDOW_EXPRESSION);
      }
      return shown;
    };
    let shown = await launch(APP_FRAME);
    if (shown.height !== height && shown.frame !== APP_FRAME) {
      await endBrowser();
      shown = await launch(shown.frame);
    }
    if (shown.width !== width || shown.height !== height)
      throw new Error(
        `The visitor's window is ${shown.width}×${shown.height}, not ${width}×${height}`,
      );
    const origin = { x: shown.left, y: shown.frame };

    // The renderers, by their zygote: those to come are forked from it into its group.
    let slowed = false;
    if (group) {
      for (const { pid, command } of descendants(browser!.pid!)) {
        const type = /--type=(\w[\w-]*)/.exec(command)?.[1];
        const rendererZygote = type === 'zygote' && !command.includes('--no-zygote-sandbox');
        if (rendererZygote || type === 'renderer') group.add(pid);
        slowed ||= rendererZygote;
      }
    }

    const xdo = (...args: string[]) => run(xdotool, args, { env }).then(() => undefined);
    const toScreen = (value: number, offset: number) =>
      String(Math.round((value + offset) * scale));
    return {
      slowed,
      read: (expression) => readPage(devtools!, expression),
      move: (x, y) => xdo('mousemove', toScreen(x, origin.x), toScreen(y, origin.y)),
      async press(holdMs = 0) {
        if (!holdMs) return xdo('click', '1');
        await xdo('mousedown', '1');
        await sleep(holdMs);
        await xdo('mouseup', '1');
      },
      frames(everyMs) {
        const file = join(fbdir, 'Xvfb_screen0');
        const frames: Frame[] = [];
        const timer = setInterval(
          () => frames.push({ at: Date.now(), xwd: readFileSync(file) }),
          everyMs,
        );
        return {
          stop() {
            clearInterval(timer);
            return frames;
          },
        };
      },
      page: {
        x: origin.x * scale,
        y: origin.y * scale,
        width: width * scale,
        height: height * scale,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
