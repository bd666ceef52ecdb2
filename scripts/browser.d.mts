import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_ARGS: string[];
export function chromiumPath(): string;
export function chromiumLaunchOptions(): LaunchOptions;
