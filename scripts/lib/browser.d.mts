import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_ARGS: string[];
export const SYSTEM_CHROMIUM: string[];
export const NO_BROWSER: string;
export function googleChromePaths(env?: Record<string, string | undefined>): string[];
export interface Browser {
  name: string;
  path: string;
  launchOptions: LaunchOptions;
}
export interface Machine {
  env?: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
}
export function findBrowser(machine?: Machine & { playwrightChromium?: () => string }): Browser;
export function chromiumPath(): string;
export function chromiumLaunchOptions(): LaunchOptions;

export const SYSTEM_FIREFOX: string[];
export const NO_FIREFOX: string;
export function findFirefox(machine?: Machine): Browser;
export function firefoxLaunchOptions(machine?: Machine): LaunchOptions;

export function miniBrowserPaths(arch?: string): string[];
export const SYSTEM_WEBKIT_WEBDRIVER: string[];
export const SYSTEM_XVFB: string[];
export const DEBIAN_PACKAGES: Record<
  'chromium' | 'firefox' | 'webkitDriver' | 'miniBrowser' | 'xvfb',
  string
>;
export function noWebKit(missing: string[]): string;
export interface WebKit {
  name: string;
  webkitDriver: string;
  miniBrowser: string;
  /** Null when there is no Xvfb but DISPLAY names a display. */
  xvfb: string | null;
}
export function findWebKit(machine?: Machine & { arch?: string }): WebKit;
export function missingDebianPackages(
  machine?: Machine & { playwrightChromium?: () => string; arch?: string },
): string[];
/** Whether `path` is a file this user may run. */
export function isExecutableFile(path: string): boolean;
