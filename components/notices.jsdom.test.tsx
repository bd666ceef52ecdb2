import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast/headless';
import { noticeDurationMs } from '@/content/constants';
import { noticeTitles, notices } from '@/content/notices';
import { runHeadScript } from '@/jest/run-head';
import { NoticeButton } from './notice-button';
import { Notices } from './notices';
import { startNoticeArea } from './notice-area-loader';

/** The notice area, drawn in the page, as its first notice starts it (./notice-area-loader.ts). */
async function started() {
  let area: Awaited<ReturnType<typeof startNoticeArea>>;
  await act(async () => {
    area = await startNoticeArea();
  });
  return area!;
}

/** The notice area's live region: a status message, read whole (RGAA 7.5.1, WCAG 4.1.3). */
function liveRegion() {
  return within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
}

const preview = notices.previewUnavailable('Classique');

/** The pages serverPage() added to the body, removed after each test. */
const serverPages: Element[] = [];

/** A page with a notice button and the notice area, rendered by the server into the body. */
function serverPage() {
  const element = (
    <>
      <NoticeButton notice={preview}>Aperçu</NoticeButton>
      <Notices />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  serverPages.push(container);
  const button = within(container).getByRole('button', { name: 'Aperçu' });
  const popover = document.getElementById(button.getAttribute('popovertarget')!)!;
  return { element, container, button, popover };
}

describe('notices', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.remove();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
    jest.restoreAllMocks();
    serverPages.splice(0).forEach((page) => page.remove());
  });

  // The notice area starts once per page (a module's state), and then answers the notice
  // buttons of the page (those the unit tests render later wait for it to start again):
  // these first tests run before it has, in this order.
  describe('before the notice area has started', () => {
    it('keeps an empty status message in the page before any notice, read whole', () => {
      render(<Notices />);
      expect(liveRegion()).toBeInTheDocument();
      expect(liveRegion()).toHaveAttribute('aria-atomic', 'true');
      expect(liveRegion()).toBeEmptyDOMElement();
    });

    it('lets the notice button open its notice as a popover when no script runs', () => {
      const { button, popover } = serverPage();
      expect(popover).toHaveAttribute('popover', 'auto');
      expect(popover).not.toBeVisible();

      // No script here, as in a page whose scripts are off: the browser's default action.
      button.click();
      expect(popover).toBeVisible();
      expect(screen.getByRole('group', { name: noticeTitles.previewUnavailable })).toBe(popover);
      expect(popover.textContent).toContain(preview.message);
      within(popover).getByRole('button', { name: 'Fermer la notification' }).click();
      expect(popover).not.toBeVisible();
    });

    it('takes nothing over when the visitor closed the early notice', async () => {
      const { element, container, button } = serverPage();
      const undoScript = runHeadScript();
      button.click();
      within(container).getByRole('button', { name: 'Fermer la notification' }).click();

      const root = await act(async () => hydrateRoot(container, element));
      await started();
      expect(
        within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('group'),
      ).toBeNull();

      undoScript();
      act(() => root.unmount());
    });

    it('answers a press with its popover at once (the head script), then takes it over on hydration, from the press', async () => {
      jest.spyOn(performance, 'now').mockReturnValue(1000);
      const { element, container, button, popover } = serverPage();
      const undoScript = runHeadScript();
      button.click();
      // Answered before any script of the page: the notice shows, in a status message of its
      // own, read whole.
      expect(popover).toBeVisible();
      const status = within(container)
        .getAllByRole('status')
        .find((region) => region.contains(popover));
      expect(status).toHaveAttribute('aria-atomic', 'true');

      // Hydrated 1.5 s after the press: the notice area starts and its code comes.
      jest.spyOn(performance, 'now').mockReturnValue(2500);
      const root = await act(async () => hydrateRoot(container, element));
      await started();
      // One notice: the area's, outside its live region (screen readers heard it already).
      expect(popover).not.toBeVisible();
      const area = screen.getByRole('region', { name: 'Notifications' });
      expect(
        within(area).getAllByRole('group', { name: noticeTitles.previewUnavailable }),
      ).toHaveLength(1);
      expect(liveRegion()).toBeEmptyDOMElement();
      const card = within(area).getByRole('group', { name: noticeTitles.previewUnavailable });
      expect(card.textContent).toContain(preview.message);
      expect(card).not.toHaveClass('animate-notice-in');

      // It leaves when the notice's time, counted from the press, is up.
      act(() => jest.advanceTimersByTime(noticeDurationMs - 1500 - 1));
      expect(card).not.toHaveAttribute('inert');
      act(() => jest.advanceTimersByTime(1));
      expect(card).toHaveAttribute('inert');
      // Then it fades out and leaves.
      act(() => jest.advanceTimersByTime(1000));
      expect(within(area).queryByRole('group')).toBeNull();

      undoScript();
      act(() => root.unmount());
    });
  });

  describe('once the notice area runs', () => {
    it('shows the title and the message inside the live region', async () => {
      render(<Notices />);
      const { showNotice } = await started();
      act(() => {
        showNotice({
          title: 'Aperçu non disponible',
          message: 'Le modèle « Classique » arrive bientôt.',
        });
      });
      expect(liveRegion()).toHaveTextContent('Aperçu non disponible');
      expect(liveRegion()).toHaveTextContent('Le modèle « Classique » arrive bientôt.');
    });

    it('removes a notice after the notice duration of the constants', async () => {
      render(<Notices />);
      const { showNotice } = await started();
      act(() => {
        showNotice({ title: 'Titre', message: 'Message' });
      });
      act(() => {
        jest.advanceTimersByTime(noticeDurationMs - 100);
      });
      expect(screen.getByText('Titre')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(100);
      });
      // Dismissed: fading out, out of reach of keyboard and assistive technology…
      expect(screen.getByText('Titre').closest('[inert]')).not.toBeNull();
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      // …then gone.
      expect(screen.queryByText('Titre')).not.toBeInTheDocument();
    });

    it('can be dismissed with its close button', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Notices />);
      const { showNotice } = await started();
      act(() => {
        showNotice({ title: 'Titre', message: 'Message' });
      });
      await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.queryByText('Titre')).not.toBeInTheDocument();
    });

    it('shows a pressed notice button’s notice in the area, announced, and not its popover', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <>
          <NoticeButton notice={preview}>Aperçu</NoticeButton>
          <Notices />
        </>,
      );
      await started();
      const button = screen.getByRole('button', { name: 'Aperçu' });
      await user.click(button);
      expect(liveRegion()).toHaveTextContent(noticeTitles.previewUnavailable);
      expect(liveRegion().textContent).toContain(preview.message);
      expect(document.getElementById(button.getAttribute('popovertarget')!)).not.toBeVisible();
    });

    it('cancels the popover before the head script or a listener on the document sees the press (the polyfill)', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const undoScript = runHeadScript();
      // The popover polyfill of older browsers opens a popover from its own click listener
      // on the document.
      const seen: boolean[] = [];
      const listener = (event: Event) => seen.push(event.defaultPrevented);
      document.addEventListener('click', listener);
      render(
        <>
          <NoticeButton notice={preview}>Aperçu</NoticeButton>
          <Notices />
        </>,
      );
      await started();
      await user.click(screen.getByRole('button', { name: 'Aperçu' }));
      expect(seen).toEqual([true]);
      expect(liveRegion()).toHaveTextContent(noticeTitles.previewUnavailable);
      document.removeEventListener('click', listener);
      undoScript();
    });
  });
});
