/**
 * The browsers that the end-to-end tests, the screenshots, the icons and the benches drive,
 * all already installed on the machine. Nothing here ever downloads a browser.
 *
 * Chromium (every check): a Chromium-based browser, looked for in this order:
 *   1. CHROMIUM_PATH, when set (a wrong path stops rather than falls back: it was asked for);
 *   2. for the end-to-end tests only, Chromium's headless shell (Debian's
 *      chromium-headless-shell, which scripts/tools/ensure-system.ts installs when root:
 *      findTestChromium below);
 *   3. the system's Chromium (Debian's /usr/bin/chromium, which scripts/tools/ensure-system.ts installs
 *      when root);
 *   4. an installed Google Chrome, launched as Playwright's `chrome` channel;
 *   5. Playwright's own Chromium, once `npx playwright install chromium` has fetched it.
 * Firefox (the suite in Firefox): FIREFOX_PATH, else the system's Firefox ESR or Firefox,
 *   driven by Playwright over WebDriver BiDi (`moz-firefox` channel).
 * WebKit (Safari's engine): WebKitGTK's WebKitWebDriver and its MiniBrowser, under Xvfb
 *   (or the display of DISPLAY when there is no Xvfb); Debian's webkit2gtk-driver and xvfb.
 * `tsx scripts/tools/ensure-system.ts` says which ones are used, or installs what is missing.
 */
import { accessSync, constants } from 'node:fs';
import { win32 } from 'node:path';
import { chromium, type LaunchOptions } from '@playwright/test';

type Env = Record<string, string | undefined>;
/** The machine, injected for the tests: its environment and which paths are executable. */
export interface Machine {
  env?: Env;
  isExecutable?: (path: string) => boolean;
}
export interface Browser {
  name: string;
  path: string;
  launchOptions: LaunchOptions;
}
export interface WebKit {
  name: string;
  webkitDriver: string;
  miniBrowser: string;
  /** Null when there is no Xvfb but DISPLAY names a display. */
  xvfb: string | null;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Glyph advances unrounded, as the full browser lays them out: the headless shell otherwise
  // hints the faces of local() fonts to whole pixels (a line of the fallback font 380 px wide
  // instead of 382.09), and lines wrap where no visitor's browser wraps them.
  '--font-render-hinting=none',
];

/**
 * Debian's Chromium headless shell (chromium-headless-shell, the same build as its chromium):
 * Blink and the DevTools protocol without the browser around them, which is what Playwright
 * itself runs headless tests in. A page costs far less there: the desktop and mobile projects
 * took 704 s of worker time in it against 1 258 s in the full browser (2026-11-29, the same
 * export, the machine idle), with the same results (docs/browsers.md).
 */
export const SYSTEM_HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell'];

const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Where Google Chrome's installers put it; Playwright's `chrome` channel finds it there. */
function googleChromePaths(env: Env) {
  const windows = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']]
    .filter((root): root is string => Boolean(root))
    .map((root) => win32.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  return [
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ...windows,
  ];
}

export const NO_BROWSER = `No Chromium-based browser found for the end-to-end tests, the screenshots and the bench.
Install one, then run the command again:
  Debian:          sudo apt-get install chromium
  Ubuntu:          wget https://dl.google.com/linux/direct/google-chrome-stable_current_amd64.deb
                   sudo apt-get install ./google-chrome-stable_current_amd64.deb
                   (Google Chrome: Ubuntu's chromium is a snap, which Playwright drives poorly)
  macOS:           brew install --cask google-chrome
  with internet:   npx playwright install chromium   (Playwright's own build, in its cache)
Or name a Chromium or Chrome binary you already have: CHROMIUM_PATH=/path/to/chrome npm test`;

/** Where `npx playwright install chromium` puts its Chromium. */
const playwrightsOwnChromium = () => chromium.executablePath();

/**
 * Firefox, for the suite in Firefox: Debian's ESR first (the version the floor names), then
 * any Firefox. Playwright drives it over WebDriver BiDi, its `moz-firefox` channel.
 */
const SYSTEM_FIREFOX = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
];

export const NO_FIREFOX = `No Firefox found for the end-to-end tests in Firefox.
Install one, then run the command again:
  Debian:          sudo apt-get install firefox-esr
  elsewhere:       install Firefox, then FIREFOX_PATH=/path/to/firefox npm test`;

/** Debian's multiarch directory for Node's architecture (MiniBrowser lives under it). */
const DEBIAN_TRIPLETS: Record<string, string> = {
  x64: 'x86_64-linux-gnu',
  arm64: 'aarch64-linux-gnu',
};

/** Where WebKitGTK's packages put MiniBrowser, the browser its WebDriver drives. */
function miniBrowserPaths(arch: string) {
  const triplet = DEBIAN_TRIPLETS[arch] ?? `${arch}-linux-gnu`;
  return [
    `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`,
    `/usr/lib/${triplet}/webkitgtk-6.0/MiniBrowser`,
    `/usr/lib/${triplet}/webkit2gtk-4.0/MiniBrowser`,
    '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
    '/usr/libexec/webkitgtk-6.0/MiniBrowser',
  ];
}

const SYSTEM_WEBKIT_WEBDRIVER = ['/usr/bin/WebKitWebDriver', '/usr/libexec/WebKitWebDriver'];
const SYSTEM_XVFB = ['/usr/bin/Xvfb'];

/** Whether `path` is a file this user may run. */
export function isExecutableFile(path: string) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The machine as a lookup sees it: where Playwright keeps its Chromium, and Node's architecture. */
export type FullMachine = Machine & { playwrightChromium?: () => string; arch?: string };

/** A Chromium binary, launched by path with the project's flags. */
const chromiumAt = (path: string): LaunchOptions => ({ executablePath: path, args: CHROMIUM_ARGS });

/** Where a piece may be: the paths, in order, and what it is called there. */
interface Place {
  /** Its description reads `${what} at ${path}`. */
  what: string;
  paths: (machine: Required<FullMachine>) => string[];
  /** How Playwright launches it from there, when not as the piece says. */
  launch?: (path: string) => LaunchOptions;
}

/** A piece of an engine: where it is looked for, what brings it, what is said without it. */
interface Piece {
  /** The variable that names it instead: a wrong path stops rather than falls back. */
  variable?: string;
  /** Its description when the variable names it: `${named} at ${path} (${variable})`. */
  named?: string;
  places: Place[];
  launch?: (path: string) => LaunchOptions;
  /** The Debian package that brings it. */
  debian: string;
  /** The message when it is nowhere (WebKit's pieces are told together: noWebKit). */
  missing?: string;
}

/**
 * Every piece of the four engines the tests drive, with the Debian package of each; one
 * lookup (lookUp) reads them all.
 */
const PIECES = {
  chromium: {
    variable: 'CHROMIUM_PATH',
    named: 'Browser',
    launch: chromiumAt,
    places: [
      { what: 'Chromium', paths: () => SYSTEM_CHROMIUM },
      {
        what: 'Google Chrome',
        paths: ({ env }) => googleChromePaths(env),
        launch: () => ({ channel: 'chrome', args: CHROMIUM_ARGS }),
      },
      {
        what: 'Playwright’s Chromium',
        paths: ({ playwrightChromium }) => {
          try {
            return [playwrightChromium()];
          } catch {
            // An unknown platform to Playwright: it has no Chromium of its own there.
            return [];
          }
        },
      },
    ],
    debian: 'chromium',
    missing: NO_BROWSER,
  },
  headlessShell: {
    launch: chromiumAt,
    places: [{ what: 'Chromium’s headless shell', paths: () => SYSTEM_HEADLESS_SHELL }],
    debian: 'chromium-headless-shell',
  },
  firefox: {
    variable: 'FIREFOX_PATH',
    named: 'Firefox',
    launch: (path) => ({ channel: 'moz-firefox', executablePath: path }),
    places: [{ what: 'Firefox', paths: () => SYSTEM_FIREFOX }],
    debian: 'firefox-esr',
    missing: NO_FIREFOX,
  },
  webkitDriver: {
    variable: 'WEBKIT_WEBDRIVER_PATH',
    places: [{ what: 'WebKitWebDriver', paths: () => SYSTEM_WEBKIT_WEBDRIVER }],
    debian: 'webkit2gtk-driver',
  },
  miniBrowser: {
    variable: 'MINIBROWSER_PATH',
    places: [{ what: 'MiniBrowser', paths: ({ arch }) => miniBrowserPaths(arch) }],
    debian: 'webkit2gtk-driver',
  },
  xvfb: {
    places: [{ what: 'Xvfb', paths: () => SYSTEM_XVFB }],
    debian: 'xvfb',
  },
} satisfies Record<string, Piece>;

/** What each engine needs from Debian, by the piece that is missing. */
export const DEBIAN_PACKAGES = Object.fromEntries(
  Object.entries(PIECES).map(([piece, { debian }]) => [piece, debian]),
) as Record<keyof typeof PIECES, string>;

/**
 * The one lookup: the piece where its variable says, else at the first of its places where
 * an executable is; its description, its binary and Playwright's launch options. Throws
 * when the variable names no executable, or when it is nowhere.
 */
function lookUp(piece: Piece, machine: FullMachine = {}): Browser {
  const full: Required<FullMachine> = {
    env: process.env,
    isExecutable: isExecutableFile,
    playwrightChromium: playwrightsOwnChromium,
    arch: process.arch,
    ...machine,
  };
  const found = (name: string, path: string, launch = piece.launch) => ({
    name,
    path,
    launchOptions: launch?.(path) ?? {},
  });
  const named = piece.variable && full.env[piece.variable];
  if (named) {
    if (!full.isExecutable(named)) {
      throw new Error(`${piece.variable}=${named} is not an executable file.`);
    }
    return found(`${piece.named} at ${named} (${piece.variable})`, named);
  }
  for (const { what, paths, launch } of piece.places) {
    const path = paths(full).find(full.isExecutable);
    if (path) return found(`${what} at ${path}`, path, launch ?? piece.launch);
  }
  throw new Error(piece.missing ?? `No ${piece.places.map(({ what }) => what).join(' nor ')}.`);
}

/**
 * The browser to drive: its description, its binary (for Lighthouse) and Playwright's
 * launch options. The machine is injected for the tests: environment, which paths are
 * executable, and where Playwright keeps its own Chromium.
 */
export const findBrowser = (machine?: FullMachine) => lookUp(PIECES.chromium, machine);

/**
 * The Chromium of the end-to-end tests: CHROMIUM_PATH when set, else the system's headless
 * shell, else findBrowser()'s. The benches, the screenshots and the icons keep the full
 * browser (findBrowser): what they measure or show is what a visitor's browser does.
 */
export const findTestChromium = (machine?: FullMachine) =>
  lookUp(
    { ...PIECES.chromium, places: [...PIECES.headlessShell.places, ...PIECES.chromium.places] },
    machine,
  );

/** Xvfb, a display for a browser with a window (WebKit's MiniBrowser, a visitor's Chromium). */
export const findXvfb = (machine?: FullMachine) => lookUp(PIECES.xvfb, machine).path;

/** Firefox: its description, its binary and Playwright's launch options, or an error. */
export const findFirefox = (machine?: Machine) => lookUp(PIECES.firefox, machine);

/**
 * Playwright's launch options for Firefox. When none is installed they still name a binary,
 * so that a Firefox project fails at its launch ("executable doesn't exist") and every
 * other project runs: the config must load on any machine.
 */
export function firefoxLaunchOptions(machine?: Machine): LaunchOptions {
  try {
    return findFirefox(machine).launchOptions;
  } catch {
    return {
      channel: 'moz-firefox',
      executablePath: (machine?.env ?? process.env).FIREFOX_PATH || SYSTEM_FIREFOX[0],
    };
  }
}

type WebKitPiece = 'webkitDriver' | 'miniBrowser' | 'xvfb';

export function noWebKit(missing: WebKitPiece[]) {
  const packages = [...new Set(missing.map((piece) => DEBIAN_PACKAGES[piece]))].join(' ');
  return `WebKit (Safari's engine) for the end-to-end tests is missing: ${missing.join(', ')}.
Install it, then run the command again:
  Debian, Ubuntu:  sudo apt-get install ${packages}
  (WebKitGTK's WebKitWebDriver and MiniBrowser; Xvfb gives them a display. Safari itself
  cannot be driven on Linux; on a Mac, Playwright's WebKit: npx playwright install webkit)
Or name them: WEBKIT_WEBDRIVER_PATH=… MINIBROWSER_PATH=… npm test`;
}

/**
 * WebKit: WebKitGTK's WebDriver, the MiniBrowser it starts, and Xvfb for a display of its
 * own (null when there is none but DISPLAY names one). Throws what is missing, a wrongly
 * named piece among it.
 */
export function findWebKit(machine: FullMachine = {}): WebKit {
  const pathOf = (piece: WebKitPiece) => {
    try {
      return lookUp(PIECES[piece], machine).path;
    } catch {
      return null;
    }
  };
  const [webkitDriver, miniBrowser, xvfb] = [
    pathOf('webkitDriver'),
    pathOf('miniBrowser'),
    pathOf('xvfb'),
  ];
  const display = (machine.env ?? process.env).DISPLAY;
  const missing = [
    ...(webkitDriver ? [] : ['webkitDriver' as const]),
    ...(miniBrowser ? [] : ['miniBrowser' as const]),
    ...(xvfb || display ? [] : ['xvfb' as const]),
  ];
  if (!webkitDriver || !miniBrowser || missing.length > 0)
    throw Object.assign(new Error(noWebKit(missing)), { missing });
  return {
    name: `MiniBrowser at ${miniBrowser}, driven by ${webkitDriver}, ${
      xvfb ? `on a display of ${xvfb}` : `on the display ${display}`
    }`,
    webkitDriver,
    miniBrowser,
    xvfb,
  };
}

/** The browser, or its message alone (no stack trace) and exit: every caller is a command. */
function browserOrExit(find: () => Browser = findBrowser) {
  try {
    return find();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export const chromiumLaunchOptions = () => browserOrExit().launchOptions;

/** The launch options of the end-to-end tests' Chromium (findTestChromium). */
export const testChromiumLaunchOptions = () => browserOrExit(findTestChromium).launchOptions;

/** The browser's binary, for tools that take a path (Lighthouse). */
export const chromiumPath = () => browserOrExit().path;
