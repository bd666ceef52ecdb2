import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast/headless';
import { noticeDurationMs } from '@/content/constants';
import { noticeTitles, notices } from '@/content/notices';
import { runHeadScript } from '@/jest/run-head';
import { NoticeButton } from './notice-button';
import { startNoticeClock } from './notice-clock-loader';
import { PageNotices } from './page-notices';

const preview = notices.previewUnavailable('Classique');

/** The pages serverPage() added to the body, removed after each test. */
const serverPages: Element[] = [];

/** A page with a notice button and what a page with notices holds, rendered by the server. */
function serverPage() {
  const element = (
    <>
      <NoticeButton notice={preview}>Aperçu</NoticeButton>
      <button type="button">Ailleurs</button>
      <PageNotices />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  serverPages.push(container);
  const button = within(container).getByRole('button', { name: 'Aperçu' });
  const popover = document.getElementById(button.getAttribute('popovertarget')!)!;
  const elsewhere = within(container).getByRole('button', { name: 'Ailleurs' });
  return { element, container, button, popover, elsewhere };
}

/** The status region that holds this notice, if one does. */
const regionOf = (popover: Element) => popover.parentElement?.closest('[role="status"]');

/** The notices' clock, started as the first press starts it (./notice-starter.tsx). */
const started = () => act(async () => void (await startNoticeClock()));

describe('notices', () => {
  let undoScript = () => {};
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    undoScript();
    undoScript = () => {};
    act(() => {
      toast.remove();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
    serverPages.splice(0).forEach((page) => page.remove());
  });

  // The clock starts once per page (a module's state), then answers every notice button of
  // the page: these first tests run before it has, in this order.
  describe('before the notices’ clock runs', () => {
    it('opens its notice without any script, right after its button, in a status region read whole', () => {
      const { container, button, popover } = serverPage();
      expect(popover).toHaveAttribute('popover', 'auto');
      expect(popover).not.toBeVisible();
      // The notice follows its button: the next element of the page, in the order of the code
      // that the keyboard and a screen reader follow.
      expect(button.nextElementSibling).toBe(regionOf(popover));
      expect(regionOf(popover)).toHaveAttribute('aria-atomic', 'true');

      // No script here, as in a page whose scripts are off: the browser's default action.
      button.click();
      expect(popover).toBeVisible();
      expect(within(container).getByRole('group', { name: noticeTitles.previewUnavailable })).toBe(
        popover,
      );
      expect(popover.textContent).toContain(preview.message);
      within(popover).getByRole('button', { name: 'Fermer la notification' }).click();
      expect(popover).not.toBeVisible();
    });

    it('is answered by the head script, then timed by the clock where it shows, for the time it has left', async () => {
      const { element, container, button, popover } = serverPage();
      undoScript = runHeadScript();
      button.click();
      // Answered before any script of the page: the notice shows, in its status region.
      expect(popover).toBeVisible();
      const region = regionOf(popover);

      // Hydrated 1.5 s after the press: the clock starts (its code comes) and takes it over.
      act(() => jest.advanceTimersByTime(1500));
      const root = await act(async () => hydrateRoot(container, element));
      await started();
      expect(window.__earlyNotice).toBeNull();
      // The same notice, in the same region: nothing moved, nothing was drawn again.
      expect(popover).toBeVisible();
      expect(regionOf(popover)).toBe(region);
      expect(within(container).getAllByRole('group', { hidden: true })).toEqual([popover]);

      // It closes when its time, counted from the press, is up.
      act(() => jest.advanceTimersByTime(noticeDurationMs - 1500 - 1));
      expect(popover).toBeVisible();
      act(() => jest.advanceTimersByTime(1));
      expect(popover).not.toBeVisible();
      act(() => root.unmount());
    });
  });

  describe('once the clock runs', () => {
    it('answers a press in the same task, and closes the notice after the notice duration', async () => {
      const { button, popover } = serverPage();
      await started();
      act(() => button.click());
      expect(popover).toBeVisible();
      act(() => jest.advanceTimersByTime(noticeDurationMs - 1));
      expect(popover).toBeVisible();
      act(() => jest.advanceTimersByTime(1));
      expect(popover).not.toBeVisible();
    });

    it('keeps the notice while the focus stays on its button or in it, or the pointer over it', async () => {
      const { button, popover, elsewhere } = serverPage();
      await started();
      act(() => {
        button.focus();
        button.click();
      });
      act(() => jest.advanceTimersByTime(noticeDurationMs * 3));
      expect(popover).toBeVisible();
      const close = within(popover).getByRole('button', { name: 'Fermer la notification' });
      act(() => close.focus());
      act(() => jest.advanceTimersByTime(noticeDurationMs * 3));
      expect(popover).toBeVisible();
      act(() => {
        popover.dispatchEvent(new Event('pointerover', { bubbles: true }));
        elsewhere.focus();
      });
      act(() => jest.advanceTimersByTime(noticeDurationMs * 3));
      expect(popover).toBeVisible();

      // Left: its time runs.
      act(() => {
        document.body.dispatchEvent(new Event('pointerout', { bubbles: true }));
      });
      act(() => jest.advanceTimersByTime(noticeDurationMs));
      expect(popover).not.toBeVisible();
    });

    it('forgets a notice closed by the visitor, and gives the focus back to its button', async () => {
      const { button, popover } = serverPage();
      undoScript = runHeadScript();
      await started();
      act(() => button.click());
      const close = within(popover).getByRole('button', { name: 'Fermer la notification' });
      act(() => {
        close.focus();
        close.click();
      });
      expect(popover).not.toBeVisible();
      expect(button).toHaveFocus();
      // Opened again, it has its whole time again.
      act(() => jest.advanceTimersByTime(noticeDurationMs - 1000));
      act(() => {
        button.blur();
        button.click();
      });
      act(() => jest.advanceTimersByTime(noticeDurationMs - 1));
      expect(popover).toBeVisible();
    });

    it('cancels the popover’s own action before the head script or a listener on the document sees the press (the polyfill)', async () => {
      const { button, popover } = serverPage();
      undoScript = runHeadScript();
      // The popover polyfill of older browsers opens a popover from its own click listener
      // on the document.
      const seen: boolean[] = [];
      const listener = (event: Event) => seen.push(event.defaultPrevented);
      document.addEventListener('click', listener);
      await started();
      act(() => button.click());
      expect(seen).toEqual([true]);
      expect(popover).toBeVisible();
      // The clock answered it, not the head script.
      expect(window.__earlyNotice).toBeNull();
      document.removeEventListener('click', listener);
    });
  });
});
