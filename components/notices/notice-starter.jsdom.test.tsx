import { act, render } from '@testing-library/react';
import { EARLY_INPUT_ATTRIBUTE } from '@/lib/browser/contract';
import { startNoticeClock } from './notice-clock-loader';
import { NoticeStarter } from './notice-starter';

/*
 * The notices' clock when its code fails to load (a visitor gone offline; a page left while
 * it loads, which WebKit gives back from its cache with that load failed): the failure is
 * forgotten, and the next press of a notice button loads it again, until it runs. The clock
 * loads once per page (a module's state): the tests run in this order.
 */

/** Whether importing the clock's module fails, as a chunk that does not load. */
let importFails = true;
const startClock = jest.fn();
jest.mock('./notice-clock', () => {
  if (importFails) throw new Error('Failed to load chunk');
  return { startClock };
});

/** Lets the import and what follows it settle. */
const settled = () => act(async () => {});

it('gives no clock when its code fails to load', async () => {
  await expect(startNoticeClock()).resolves.toBeUndefined();
  expect(startClock).not.toHaveBeenCalled();
});

it('is started at each press of a notice button until it runs, then no more', async () => {
  const { getByRole } = render(
    <>
      <NoticeStarter />
      <button type="button" {...{ [EARLY_INPUT_ATTRIBUTE]: 'click' }}>
        Aperçu
      </button>
      <button type="button">Ailleurs</button>
    </>,
  );
  const noticeButton = getByRole('button', { name: 'Aperçu' });

  getByRole('button', { name: 'Ailleurs' }).click();
  await settled();
  noticeButton.click();
  await settled();
  expect(startClock).not.toHaveBeenCalled();

  importFails = false;
  noticeButton.click();
  await settled();
  expect(startClock).toHaveBeenCalledTimes(1);

  noticeButton.click();
  await settled();
  expect(startClock).toHaveBeenCalledTimes(1);
});

it('once running, is the same clock at every call, started once', async () => {
  const clock = await startNoticeClock();
  expect(clock?.startClock).toBe(startClock);
  await expect(startNoticeClock()).resolves.toBe(clock);
  expect(startClock).toHaveBeenCalledTimes(1);
});
