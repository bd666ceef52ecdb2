import type { CDPSession, Page } from '@playwright/test';

export declare const PHONE_PROFILE: {
  cpuSlowdown: number;
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
};

export declare function applyPhoneProfile(page: Page): Promise<CDPSession>;

export declare function waitForFirstPaint(page: Page): Promise<void>;
