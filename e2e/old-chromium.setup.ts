import { chromium, expect, test } from '@playwright/test';
import { OLD_CHROMIUMS, unpackOldChromium } from '../scripts/harness/browsers/old-chromium';

/**
 * Before the chromium-112 and chromium-119 projects: each build is unpacked from its npm
 * package once per machine, and is the version its project is named after (a binary of
 * another version would make the floor's results say nothing about that version).
 */
for (const major of OLD_CHROMIUMS) {
  test(`Chromium ${major} is unpacked and answers as Chromium ${major}`, async () => {
    const build = await unpackOldChromium(major);
    const browser = await chromium.launch(build.launchOptions);
    try {
      expect(browser.version(), build.name).toMatch(new RegExp(`^${major}\\.`));
    } finally {
      await browser.close();
    }
  });
}
