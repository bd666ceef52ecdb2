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
import { chromium, type LaunchOptions } from '@playwright/test';
import { isExecutableFile, type Machine } from '../../serving/executables';
import {
  PIECES,
  SYSTEM_FIREFOX,
  noWebKit,
  type FullMachine,
  type Piece,
  type WebKitPiece,
} from './engines';

/** Where `npx playwright install chromium` puts its Chromium. */
const playwrightsOwnChromium = () => chromium.executablePath();

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
