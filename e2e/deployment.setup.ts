import { expect, test } from '@playwright/test';
import { deploymentProblems } from '../scripts/harness/checks/deployment';

/**
 * Before the suite runs against a deployed site (BASE_URL, playwright.config.ts), when the
 * build that was deployed is at hand in out/: every URL answers as out/ says (statuses,
 * redirects, headers, each page's policy, caching), as `tsx scripts/tools/check-deploy.ts`
 * checks it. Redirects: 301 or 308, as hosts send them.
 */
test('the deployed site answers as out/ says', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { checked, problems } = await deploymentProblems(baseURL!);
  expect(checked).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});
