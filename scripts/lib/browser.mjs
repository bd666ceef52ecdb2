#!/usr/bin/env node
/**
 * The browser that the end-to-end tests, the screenshots, the icons and the bench drive:
 * a Chromium-based browser already installed on the machine, looked for in this order:
 *   1. CHROMIUM_PATH, when set (a wrong path stops rather than falls back: it was asked for);
 *   2. the system's Chromium (Debian's /usr/bin/chromium, which scripts/tools/ensure-tools.sh
 *      installs when root);
 *   3. an installed Google Chrome, launched as Playwright's `chrome` channel;
 *   4. Playwright's own Chromium, once `npx playwright install chromium` has fetched it.
 * Nothing here ever downloads a browser. `node scripts/lib/browser.mjs` says which one is used,
 * or how to install one.
 */
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { win32 } from 'node:path';
import { isMain } from './main-module.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Where Google Chrome's installers put it; Playwright's `chrome` channel finds it there. */
export function googleChromePaths(env = process.env) {
  const windows = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']]
    .filter(Boolean)
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

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where `npx playwright install chromium` puts its Chromium. Playwright is loaded only when
 * it comes to that: it cannot load in Jest's jsdom, where the lookup is tested.
 */
function playwrightsOwnChromium() {
  return createRequire(import.meta.url)('@playwright/test').chromium.executablePath();
}

/**
 * The browser to drive: its description, its binary (for Lighthouse) and Playwright's
 * launch options. The machine is injected for the tests: environment, which paths are
 * executable, and where Playwright keeps its own Chromium.
 */
export function findBrowser({
  env = process.env,
  isExecutable = isExecutableFile,
  playwrightChromium = playwrightsOwnChromium,
} = {}) {
  const withBinary = (name, path) => ({
    name,
    path,
    launchOptions: { executablePath: path, args: CHROMIUM_ARGS },
  });
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.`);
    }
    return withBinary(`Browser at ${env.CHROMIUM_PATH} (CHROMIUM_PATH)`, env.CHROMIUM_PATH);
  }
  const system = SYSTEM_CHROMIUM.find(isExecutable);
  if (system) return withBinary(`Chromium at ${system}`, system);
  const chrome = googleChromePaths(env).find(isExecutable);
  if (chrome) {
    return {
      name: `Google Chrome at ${chrome}`,
      path: chrome,
      launchOptions: { channel: 'chrome', args: CHROMIUM_ARGS },
    };
  }
  let own;
  try {
    own = playwrightChromium();
  } catch {
    // An unknown platform to Playwright: it has no Chromium of its own there.
  }
  if (own && isExecutable(own)) return withBinary(`Playwright’s Chromium at ${own}`, own);
  throw new Error(NO_BROWSER);
}

/** The browser, or its message alone (no stack trace) and exit: every caller is a command. */
function browserOrExit() {
  try {
    return findBrowser();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

export function chromiumLaunchOptions() {
  return browserOrExit().launchOptions;
}

/** The browser's binary, for tools that take a path (Lighthouse). */
export function chromiumPath() {
  return browserOrExit().path;
}

if (isMain(import.meta.url)) {
  console.log(`Browser for the tests: ${browserOrExit().name}`);
}
