/**
 * Where each engine the tests drive is looked for, and what brings it: the paths of each piece
 * (Chromium, its headless shell, Firefox, WebKitGTK's driver and MiniBrowser, Xvfb), in order,
 * the variable that names it instead, its Debian package, what is said without it. The lookup
 * itself reads these (./lookup.ts).
 */
import { win32 } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import type { Machine } from '../../serving/executables';

type Env = Record<string, string | undefined>;

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
 * itself runs headless tests in. A page costs far less there than in the full browser, with
 * the same results (docs/browsers.md; docs/figures.md, the figures measured).
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

/**
 * Firefox, for the suite in Firefox: Debian's ESR first (the version the floor names), then
 * any Firefox. Playwright drives it over WebDriver BiDi, its `moz-firefox` channel.
 */
export const SYSTEM_FIREFOX = [
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
export interface Piece {
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
export const PIECES = {
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

export type WebKitPiece = 'webkitDriver' | 'miniBrowser' | 'xvfb';

export function noWebKit(missing: WebKitPiece[]) {
  const packages = [...new Set(missing.map((piece) => DEBIAN_PACKAGES[piece]))].join(' ');
  return `WebKit (Safari's engine) for the end-to-end tests is missing: ${missing.join(', ')}.
Install it, then run the command again:
  Debian, Ubuntu:  sudo apt-get install ${packages}
  (WebKitGTK's WebKitWebDriver and MiniBrowser; Xvfb gives them a display. Safari itself
  cannot be driven on Linux; on a Mac, Playwright's WebKit: npx playwright install webkit)
Or name them: WEBKIT_WEBDRIVER_PATH=… MINIBROWSER_PATH=… npm test`;
}
