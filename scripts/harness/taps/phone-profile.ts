import type { Page } from '@playwright/test';

/**
 * The slow phone the team tests taps on: CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up,
 * 150 ms round trip (Lighthouse's "Slow 4G" mobile profile). Applied for real through the
 * Chrome DevTools Protocol, so the page loads, parses and hydrates that slowly.
 */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
};

/** Throttles a Playwright page (Chromium) before it navigates. */
export async function applyPhoneProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return cdp;
}

/**
 * Before the first paint an element may have a box (laid out without its style sheet)
 * that nobody can see, let alone tap: a control is visible once laid out and painted.
 */
export async function waitForFirstPaint(page: Page) {
  // Through an observer of the browser's own, with no timer in the page and no look at
  // performance.getEntries(): a test may hold the page's clock, which stands in for both.
  await page.evaluate(
    () =>
      new Promise<void>((painted) => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          painted();
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}
