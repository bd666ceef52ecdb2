import type { LaunchOptions } from '@playwright/test';

export const OLD_CHROMIUMS: string[];
export function oldChromiumCache(env?: Record<string, string | undefined>, home?: string): string;
export interface OldChromium {
  name: string;
  packed: string;
  path: string;
  launchOptions: LaunchOptions;
}
export function oldChromium(
  major: string,
  machine?: {
    env?: Record<string, string | undefined>;
    home?: string;
    locatePackage?: (name: string) => { dir: string; version: string };
  },
): OldChromium;
export function unpackOldChromium(major: string): Promise<OldChromium>;
