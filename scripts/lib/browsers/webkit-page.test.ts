/**
 * @jest-environment node
 */
import type { Client } from 'webdriver';
import { WebKitPage } from './webkit-page';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const stale = () =>
  Object.assign(new Error('Stale element found when trying to create the node handle'), {
    name: 'stale element reference',
  });

/** A WebDriver session whose page answers each lookup with `answers`, in turn. */
function sessionAnswering(answers: (() => unknown)[]) {
  let call = 0;
  const client = {
    executeScript: async () => answers[Math.min(call++, answers.length - 1)]!(),
    getElementComputedLabel: async () => 'Aperçu non disponible',
    getElementComputedRole: async () => 'group',
  };
  return {
    page: new WebKitPage(client as unknown as Client, 'http://127.0.0.1'),
    calls: () => call,
  };
}

describe('a lookup by role in WebKit, over WebDriver', () => {
  it('asks again when an element it found left the page before WebDriver named it', async () => {
    const { page, calls } = sessionAnswering([
      () => {
        throw stale();
      },
      () => [{ [ELEMENT]: 'notice' }],
    ]);
    const found = await page.getByRole('group', { name: 'Aperçu non disponible' });
    expect(found).toEqual([{ [ELEMENT]: 'notice' }]);
    expect(calls()).toBe(2);
  });

  it('gives up after three stale answers, and passes any other error on at once', async () => {
    const always = sessionAnswering([
      () => {
        throw stale();
      },
    ]);
    await expect(always.page.getByRole('group')).rejects.toThrow(/Stale element/);
    expect(always.calls()).toBe(3);
    const broken = sessionAnswering([
      () => {
        throw new Error('no such window');
      },
    ]);
    await expect(broken.page.getByRole('group')).rejects.toThrow('no such window');
    expect(broken.calls()).toBe(1);
  });
});
