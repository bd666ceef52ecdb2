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
export function findBrowser(machine?: {
  env?: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
  playwrightChromium?: () => string;
}): Browser;
export function chromiumPath(): string;
export function chromiumLaunchOptions(): LaunchOptions;
