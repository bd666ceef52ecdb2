/**
 * The Chromium the tests drive: Debian's package, or the one CHROMIUM_PATH names.
 * Playwright never downloads a browser in this project.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install Debian\'s "chromium" package or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
