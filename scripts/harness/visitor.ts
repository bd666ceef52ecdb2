/**
 * A visitor's Chromium, for the link bench's navigations (./navigations.ts): the full browser,
 * headful on a display of Xvfb's the size of the window, the pointer moved and pressed by
 * xdotool as a person moves and presses it, and no DevTools attached while the visitor acts.
 * Chromium does not prerender for a page DevTools is attached to (its Preload domain says
 * `PrerenderingDisabledByDevTools`): Playwright's session turns it off, a bare page session
 * too. So the browser only opens its DevTools port, and the bench attaches to the page alone
 * to read where a link is (then detaches, before the pointer moves: prerendering is decided
 * when it starts) and, after the click, to read the next page's timing, which the page
 * keeps (its navigation entry with `activationStart`, its paint entries).
 *
 * A slower phone without DevTools: Chromium's renderers, forked by its zygote, go into a
 * cgroup given `cpu / slowdown` of one core (CFS quota, cgroup v1 or v2; root, or a
 * delegated cgroup), where DevTools' throttling slows the renderer's main thread. Where no
 * cgroup can be made, the figures are at full speed and the bench says so.
 *
 * Screenshots: Xvfb keeps its screen in a file (`-fbdir`, XWD), which frames() reads as
 * the page changes, without a word to the browser.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { findBrowser, findXvfb } from './browsers/lookup';
import { startXvfb } from './browsers/webkit';
import { findXdotool } from './system';

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
  /** Whether the site's certificate is one no browser trusts (./http2-front.ts's). */
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

/** A page's DevTools session, over the browser's own WebSocket: nothing else attached. */
class DevTools {
  private id = 0;
  private readonly pending = new Map<number, (message: DevToolsMessage) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as DevToolsMessage;
      if (message.id !== undefined) this.pending.get(message.id)?.(message);
    });
  }

  static async connect(url: string) {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new DevTools(socket);
  }

  async send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.id;
    const answer = new Promise<DevToolsMessage>((resolve) => this.pending.set(id, resolve));
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    const message = await answer;
    this.pending.delete(id);
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result as T;
  }

  close() {
    this.socket.close();
  }
}
interface DevToolsMessage {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/**
 * A cgroup whose processes share `1 / slowdown` of a core, in slices of 10 ms; null where
 * none can be made here. Its processes go back to the root group when it is removed.
 */
function slowGroup(slowdown: number) {
  const period = 10_000;
  const quota = Math.round(period / slowdown);
  const name = `candidia-visitor-${process.pid}-${Date.now()}`;
  const places = [
    // cgroup v2, its cpu controller enabled for children.
    {
      root: '/sys/fs/cgroup',
      ready: (root: string) =>
        existsSync(join(root, 'cgroup.subtree_control')) &&
        readFileSync(join(root, 'cgroup.subtree_control'), 'utf8').includes('cpu'),
      limit: (dir: string) => writeFileSync(join(dir, 'cpu.max'), `${quota} ${period}`),
    },
    // cgroup v1's cpu hierarchy.
    {
      root: '/sys/fs/cgroup/cpu',
      ready: (root: string) => existsSync(join(root, 'cpu.cfs_quota_us')),
      limit: (dir: string) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(period));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
      },
    },
  ];
  for (const { root, ready, limit } of places) {
    if (!ready(root)) continue;
    const dir = join(root, name);
    try {
      mkdirSync(dir);
      limit(dir);
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // Never made.
      }
      continue;
    }
    return {
      add(pid: number) {
        writeFileSync(join(dir, 'cgroup.procs'), String(pid));
      },
      remove() {
        try {
          for (const pid of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n'))
            if (pid) writeFileSync(join(root, 'cgroup.procs'), pid);
          rmdirSync(dir);
        } catch {
          // Its processes ended with the browser; the group goes with the next boot.
        }
      },
    };
  }
  return null;
}

/** The processes under `pid`, each with its command line, read from /proc. */
function descendants(pid: number) {
  const parents = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
      commands.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // Gone since the listing.
    }
  }
  const found: { pid: number; command: string }[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push({ pid: child, command: commands.get(child) ?? '' });
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** The height, in CSS pixels, of the frame Chromium draws over an app window with no window manager. */
const APP_FRAME = 56;

/** Reads the page's window: its viewport and the frame above it. */
const WINDOW_EXPRESSION =
  '({ width: innerWidth, height: innerHeight, frame: outerHeight - innerHeight, left: outerWidth - innerWidth })';

/** The page shown now by a browser's DevTools port: attached, `expression` read, detached. */
async function readPage<T>(devtools: DevTools, expression: string): Promise<T> {
  const { targetInfos } = await devtools.send<{
    targetInfos: { targetId: string; type: string; subtype?: string }[];
  }>('Target.getTargets');
  // The page shown: not one prerendered behind it.
  const page = targetInfos.find(({ type, subtype }) => type === 'page' && subtype !== 'prerender');
  if (!page) throw new Error('The visitor’s Chromium shows no page.');
  const { sessionId } = await devtools.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId: page.targetId,
    flatten: true,
  });
  try {
    const { result, exceptionDetails } = await devtools.send<{
      result: { value: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
    if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.text}`);
    return result.value;
  } finally {
    await devtools.send('Target.detachFromTarget', { sessionId });
  }
}

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

/**
 * The pixels of a screen Xvfb keeps (XWD, version 7, 24 or 32 bits a pixel, as Xvfb writes
 * it), as RGBA, for an image encoder: the whole screen, or the part `crop` says.
 */
export function xwdToRgba(
  xwd: Buffer,
  crop?: { x: number; y: number; width: number; height: number },
) {
  const field = (index: number) => xwd.readUInt32BE(index * 4);
  const [headerSize, version] = [field(0), field(1)];
  if (version !== 7) throw new Error(`Not an XWD screen of version 7 (${version})`);
  const screenWidth = field(4);
  const screenHeight = field(5);
  const {
    x: left,
    y: top,
    width,
    height,
  } = crop ?? {
    x: 0,
    y: 0,
    width: screenWidth,
    height: screenHeight,
  };
  if (left + width > screenWidth || top + height > screenHeight)
    throw new Error(
      `No ${width}×${height} at ${left},${top} in a screen of ${screenWidth}×${screenHeight}`,
    );
  const byteOrder = field(7);
  const bitsPerPixel = field(11);
  const bytesPerLine = field(12);
  const colors = field(19);
  if (bitsPerPixel !== 32 && bitsPerPixel !== 24)
    throw new Error(`XWD of ${bitsPerPixel} bits a pixel: only 24 and 32 are read`);
  const start = headerSize + colors * 12;
  const step = bitsPerPixel / 8;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = start + (top + y) * bytesPerLine + (left + x) * step;
      // LSB first (byte order 0): blue, green, red; MSB first: red, green, blue.
      const [red, green, blue] =
        byteOrder === 0
          ? [xwd[at + 2]!, xwd[at + 1]!, xwd[at]!]
          : [xwd[at + step - 3]!, xwd[at + step - 2]!, xwd[at + step - 1]!];
      rgba.set([red, green, blue, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data: rgba };
}

/** RGBA pixels as a PNG file (8 bits a channel, no filter): screenshots a person can open. */
export function pngOf({
  width,
  height,
  data,
}: {
  width: number;
  height: number;
  data: Uint8Array;
}) {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a channel, colour type 6 (RGBA), deflate, no filter, no interlace.
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
