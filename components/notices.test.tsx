import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { runHeadScript } from '@/lib/browser/head.testing';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { noticeDurationMs } from '@/content/constants';
import { noticeTitles, notices } from '@/content/notices';
import { NoticeButton } from './notice-button';
import { Notices, showNotice } from './notices';

function liveRegion() {
  return screen
    .getByRole('region', { name: 'Notifications' })
    .querySelector('[aria-live="polite"]')!;
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
  });

  it('keeps an empty, polite live region in the page before any notice', () => {
    render(<Notices />);
    expect(liveRegion()).toBeInTheDocument();
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('shows the title and the message inside the live region', () => {
    render(<Notices />);
    act(() => {
      showNotice({
        title: 'Aperçu non disponible',
        message: 'Le modèle « Classique » arrive bientôt.',
      });
    });
    expect(liveRegion()).toHaveTextContent('Aperçu non disponible');
    expect(liveRegion()).toHaveTextContent('Le modèle « Classique » arrive bientôt.');
  });

  it('removes a notice after the notice duration of the constants', () => {
    render(<Notices />);
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
    act(() => {
      showNotice({ title: 'Titre', message: 'Message' });
    });
    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Titre')).not.toBeInTheDocument();
  });

  it('shows its notice when a notice button is pressed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <NoticeButton notice={notices.previewUnavailable('Classique')}>Aperçu</NoticeButton>
        <Notices />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(liveRegion()).toHaveTextContent(noticeTitles.previewUnavailable);
    expect(liveRegion()).toHaveTextContent('Classique');
  });

  it('lets the notice button open its notice as a popover when no script runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <NoticeButton notice={notices.previewUnavailable('Classique')}>Aperçu</NoticeButton>,
    );
    document.body.append(container);
    const button = within(container).getByRole('button', { name: 'Aperçu' });
    const popover = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(popover).toHaveAttribute('popover', 'auto');
    expect(popover).not.toBeVisible();

    // No React here, as in a page whose scripts are off: the browser's default action.
    button.click();
    expect(popover).toBeVisible();
    expect(screen.getByRole('group', { name: noticeTitles.previewUnavailable })).toBe(popover);
    expect(popover.textContent).toContain(notices.previewUnavailable('Classique').message);
    within(popover).getByRole('button', { name: 'Fermer la notification' }).click();
    expect(popover).not.toBeVisible();
    container.remove();
  });

  it('shows a notice in the notice area, and not the popover, once hydrated', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <NoticeButton notice={notices.previewUnavailable('Classique')}>Aperçu</NoticeButton>
        <Notices />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Aperçu' });
    await user.click(button);
    expect(liveRegion()).toHaveTextContent(noticeTitles.previewUnavailable);
    expect(document.getElementById(button.getAttribute('popovertarget')!)).not.toBeVisible();
  });

  it('cancels its popover before a listener older than React sees the click (the polyfill)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // The popover polyfill listens for clicks on the document, before React is there (the
    // React root of a page is the document): a listener on the root added before render.
    const container = document.body.appendChild(document.createElement('div'));
    const seen: boolean[] = [];
    container.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    render(
      <>
        <NoticeButton notice={notices.previewUnavailable('Classique')}>Aperçu</NoticeButton>
        <Notices />
      </>,
      { container },
    );
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(seen).toEqual([true]);
    expect(liveRegion()).toHaveTextContent(noticeTitles.previewUnavailable);
  });

  it('answers an early press at once with its popover, then takes it over on hydration', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(1000);
    const element = (
      <>
        <NoticeButton notice={notices.previewUnavailable('Classique')}>Aperçu</NoticeButton>
        <Notices />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const undoScript = runHeadScript();
    const button = within(container).getByRole('button', { name: 'Aperçu' });
    const popover = document.getElementById(button.getAttribute('popovertarget')!)!;
    button.click();
    // Answered before any script: the notice shows, in a live region of its own.
    expect(popover).toBeVisible();
    expect(popover.closest('[aria-live="polite"]')).not.toBeNull();

    // Hydrated 1.5 s after the press.
    jest.spyOn(performance, 'now').mockReturnValue(2500);
    const root = await act(async () => hydrateRoot(container, element));
    // One notice: the area's, outside its live region (screen readers heard it already).
    expect(popover).not.toBeVisible();
    const area = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(area).getAllByRole('group', { name: noticeTitles.previewUnavailable }),
    ).toHaveLength(1);
    expect(liveRegion()).toBeEmptyDOMElement();
    const card = within(area).getByRole('group', { name: noticeTitles.previewUnavailable });
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
    container.remove();
    jest.restoreAllMocks();
  });

  it('takes nothing over when the visitor closed the early notice', async () => {
    const element = (
      <>
        <NoticeButton notice={notices.previewUnavailable('Classique')}>Aperçu</NoticeButton>
        <Notices />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const undoScript = runHeadScript();
    const button = within(container).getByRole('button', { name: 'Aperçu' });
    button.click();
    within(container).getByRole('button', { name: 'Fermer la notification' }).click();

    const root = await act(async () => hydrateRoot(container, element));
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('group'),
    ).toBeNull();

    undoScript();
    act(() => root.unmount());
    container.remove();
  });
});
