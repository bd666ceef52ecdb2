import { noticeDurationMs } from '@/content/constants';
import { FIELD_MESSAGE_ATTRIBUTE, markLive, takeEarlyNotice } from './early-input';
import { runHeadScript } from '@/jest/run-head';

const noticeButton = () => document.querySelector<HTMLButtonElement>('[data-early-input]')!;
const form = () => document.querySelector('form')!;
const popover = (id: string) => document.getElementById(id)!;
const answered = () =>
  window.__earlyNotice && {
    control: window.__earlyNotice.control,
    type: window.__earlyNotice.type,
  };
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
/** The visitor's pointer comes over `element` (or leaves the page, with null). */
const point = (element: Element | null) =>
  element
    ? element.dispatchEvent(new Event('pointerover', { bubbles: true }))
    : document.body.dispatchEvent(new Event('pointerout', { bubbles: true }));

describe('early input (the head script’s answer to taps before the notices’ clock)', () => {
  let undoScript: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <button type="button" popovertarget="apercu" popovertargetaction="show" data-early-input="click" data-early-input-fallback="apercu"><span>Aperçu</span></button>
      <div data-notice-popover role="status"><div id="apercu" popover="auto"><p>Aperçu non disponible</p><button type="button" popovertarget="apercu" popovertargetaction="hide">Fermer la notification</button></div></div>
      <button type="button" id="plain">Autre</button>
      <form data-early-input="submit" data-early-input-fallback="formulaire" data-early-input-shows="non-envoye"><input name="nom" value="Camille"><button type="submit">Envoyer</button></form>
      <div data-notice-popover role="status"><div id="formulaire" popover="auto">Formulaire non connecté</div></div>
      <p id="non-envoye" hidden>Votre message n’a pas été envoyé.</p>`;
    undoScript = runHeadScript();
  });
  afterEach(() => {
    undoScript();
    jest.useRealTimers();
  });

  it('opens the notice of an early click at once, and keeps the click from React', () => {
    const reactListener = jest.fn();
    document.addEventListener('click', reactListener);
    noticeButton().querySelector('span')!.click();

    expect(popover('apercu')).toBeVisible();
    // Nothing after it sees the event: React cannot answer it a second time.
    expect(reactListener).not.toHaveBeenCalled();
    expect(answered()).toEqual({ control: noticeButton(), type: 'click' });
    document.removeEventListener('click', reactListener);
  });

  it('answers an early submit with the form’s notice at once, shows its note, and sends nothing', () => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(popover('formulaire')).toBeVisible();
    expect(answered()).toEqual({ control: form(), type: 'submit' });
    // The note stays once the notice has gone.
    jest.advanceTimersByTime(noticeDurationMs);
    expect(popover('formulaire')).not.toBeVisible();
    expect(document.getElementById('non-envoye')).toBeVisible();
  });

  it('leaves other controls, and other events, alone', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('plain')!.dispatchEvent(click);
    // A click in the form is not its submit: the browser validates and submits on its own.
    form()
      .querySelector('button')!
      .addEventListener('click', (event) => event.preventDefault());
    form().querySelector('button')!.click();
    expect(click.defaultPrevented).toBe(false);
    expect(window.__earlyNotice).toBeNull();
  });

  it('lets the events of a live control through', () => {
    markLive(noticeButton());
    const reactListener = jest.fn();
    document.addEventListener('click', reactListener);
    noticeButton().click();
    expect(reactListener).toHaveBeenCalledTimes(1);
    expect(window.__earlyNotice).toBeNull();
    document.removeEventListener('click', reactListener);
  });

  it('closes the notice after the notice duration, the clock never come', () => {
    noticeButton().click();
    jest.advanceTimersByTime(noticeDurationMs - 1);
    expect(popover('apercu')).toBeVisible();
    jest.advanceTimersByTime(1);
    expect(popover('apercu')).not.toBeVisible();
    // The clock starting later finds nothing left to take over.
    expect(takeEarlyNotice()).toBeUndefined();
  });

  it('keeps one notice: a second tap restarts the time, another notice takes its place', () => {
    noticeButton().click();
    jest.advanceTimersByTime(noticeDurationMs - 1000);
    noticeButton().click();
    jest.advanceTimersByTime(1000);
    expect(popover('apercu')).toBeVisible();
    submit();
    expect(answered()).toEqual({ control: form(), type: 'submit' });
  });

  it('stops the time while the focus is on the notice’s button or in the notice, or the pointer over it', () => {
    noticeButton().focus();
    noticeButton().click();
    jest.advanceTimersByTime(noticeDurationMs * 3);
    expect(popover('apercu')).toBeVisible();

    // Into the notice, to its close button: still kept.
    popover('apercu').querySelector('button')!.focus();
    jest.advanceTimersByTime(noticeDurationMs * 3);
    expect(popover('apercu')).toBeVisible();

    // Elsewhere, but the pointer over it.
    point(popover('apercu').querySelector('p'));
    document.getElementById('plain')!.focus();
    jest.advanceTimersByTime(noticeDurationMs * 3);
    expect(popover('apercu')).toBeVisible();

    // Left: its whole time runs, since none of it ran yet.
    point(null);
    jest.advanceTimersByTime(noticeDurationMs - 1);
    expect(popover('apercu')).toBeVisible();
    jest.advanceTimersByTime(1);
    expect(popover('apercu')).not.toBeVisible();
  });

  it('runs on from where it stopped once the visitor leaves', () => {
    noticeButton().click();
    jest.advanceTimersByTime(2000);
    point(popover('apercu'));
    jest.advanceTimersByTime(noticeDurationMs);
    point(null);
    jest.advanceTimersByTime(noticeDurationMs - 2000 - 1);
    expect(popover('apercu')).toBeVisible();
    jest.advanceTimersByTime(1);
    expect(popover('apercu')).not.toBeVisible();
  });

  it('hands the notice to the clock once, with the time it has left, and times it no more', () => {
    noticeButton().click();
    jest.advanceTimersByTime(1200);
    expect(takeEarlyNotice()).toEqual({
      popover: popover('apercu'),
      left: noticeDurationMs - 1200,
    });
    expect(takeEarlyNotice()).toBeUndefined();
    jest.advanceTimersByTime(noticeDurationMs * 2);
    expect(popover('apercu')).toBeVisible();
  });

  it('forgets a notice the visitor closed', () => {
    noticeButton().click();
    popover('apercu').querySelector('button')!.click();
    expect(popover('apercu')).not.toBeVisible();
    expect(takeEarlyNotice()).toBeUndefined();
  });

  it('gives the focus back to the notice’s button when it is closed from inside, by its button or Escape', () => {
    noticeButton().click();
    const close = popover('apercu').querySelector('button')!;
    close.focus();
    close.click();
    expect(popover('apercu')).not.toBeVisible();
    expect(noticeButton()).toHaveFocus();

    noticeButton().click();
    close.focus();
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(noticeButton()).toHaveFocus();
  });

  describe('a refused submit of such a form', () => {
    const messages = { valueMissing: 'Saisissez votre nom.', tooShort: 'Un peu plus long.' };
    const field = () => form().querySelector('input')!;
    const message = () => document.getElementById('nom-erreur')!;
    beforeEach(() => {
      field().value = '';
      field().required = true;
      field().setAttribute(FIELD_MESSAGE_ATTRIBUTE, 'nom-erreur');
      form().insertAdjacentHTML(
        'beforeend',
        `<p id="nom-erreur" hidden><i></i>${Object.entries(messages)
          .map(([kind, text]) => `<span data-validity="${kind}" hidden>${text}</span>`)
          .join('')}</p>`,
      );
    });

    it('marks each refused field with its message instead of the browser’s bubble, the first focused', () => {
      const invalid = new Event('invalid', { cancelable: true });
      field().dispatchEvent(invalid);
      expect(invalid.defaultPrevented).toBe(true);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAttribute('aria-describedby', 'nom-erreur');
      expect(message()).toBeVisible();
      expect(field()).toHaveAccessibleDescription(messages.valueMissing);
      // Only attributes change: the nodes React hydrates stay as the server wrote them.
      expect(message().querySelectorAll('span')).toHaveLength(2);
      // Once the browser is done with the submit (a task, faked here).
      jest.runOnlyPendingTimers();
      expect(field()).toHaveFocus();

      // Told again as it changes; unmarked once valid.
      field().value = 'Camille';
      field().dispatchEvent(new Event('input', { bubbles: true }));
      expect(field()).not.toHaveAttribute('aria-invalid');
      expect(field()).not.toHaveAttribute('aria-describedby');
      expect(message()).not.toBeVisible();
    });

    it('leaves it to the island once the form is live', () => {
      markLive(form());
      const invalid = new Event('invalid', { cancelable: true });
      field().dispatchEvent(invalid);
      expect(invalid.defaultPrevented).toBe(false);
      expect(field()).not.toHaveAttribute('aria-invalid');
    });
  });

  it('hands nothing over when the script did not run', () => {
    delete window.__earlyNotice;
    expect(takeEarlyNotice()).toBeUndefined();
  });
});
