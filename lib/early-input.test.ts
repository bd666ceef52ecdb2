import { EARLY_INPUT_DEADLINE_MS, takeEarlyInput } from './early-input';
import { runEarlyInputScript } from './early-input.testing';

const noticeButton = () => document.querySelector<HTMLButtonElement>('[data-early-input]')!;
const form = () => document.querySelector('form')!;

describe('early input', () => {
  let undoScript: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <button type="button" data-early-input="click" data-early-input-fallback="apercu"><span>Aperçu</span></button>
      <div id="apercu" popover="auto">Aperçu non disponible</div>
      <button type="button" id="plain">Autre</button>
      <form data-early-input="submit" data-early-input-fallback="formulaire"><input name="nom" value="Camille"><button>Envoyer</button></form>
      <div id="formulaire" popover="auto">Formulaire non connecté</div>`;
    undoScript = runEarlyInputScript();
  });
  afterEach(() => {
    undoScript();
    jest.useRealTimers();
  });

  const popover = (id: string) => document.getElementById(id)!;

  it('holds a click on an opted-in control before its island is live, and cancels its default', () => {
    const reactListener = jest.fn();
    document.addEventListener('click', reactListener);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    noticeButton().querySelector('span')!.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    // Nothing after it sees the event: React cannot answer it twice.
    expect(reactListener).not.toHaveBeenCalled();
    expect(window.__earlyInput).toEqual([{ control: noticeButton(), type: 'click' }]);
    document.removeEventListener('click', reactListener);
  });

  it('holds a submit of an opted-in form, so it is not sent', () => {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__earlyInput).toEqual([{ control: form(), type: 'submit' }]);
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
    expect(window.__earlyInput).toEqual([]);
  });

  it('gives an island its own held events once, then lets events through', () => {
    noticeButton().click();
    noticeButton().click();
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    expect(takeEarlyInput(noticeButton(), 'click')).toBe(2);
    expect(takeEarlyInput(noticeButton(), 'click')).toBe(0);
    expect(window.__earlyInput).toEqual([{ control: form(), type: 'submit' }]);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    noticeButton().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.__earlyInput).toHaveLength(1);
  });

  it('opens the fallback popover of a held event that no island took in time', () => {
    noticeButton().click();
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    jest.advanceTimersByTime(EARLY_INPUT_DEADLINE_MS - 1);
    expect(popover('apercu')).not.toBeVisible();
    expect(popover('formulaire')).not.toBeVisible();

    jest.advanceTimersByTime(1);
    expect(popover('apercu')).toBeVisible();
    expect(popover('formulaire')).toBeVisible();
    // Answered once: an island hydrating later finds nothing left to answer.
    expect(window.__earlyInput).toEqual([]);
    expect(takeEarlyInput(noticeButton(), 'click')).toBe(0);
  });

  it('leaves the fallback closed when the island took the event in time', () => {
    noticeButton().click();
    jest.advanceTimersByTime(EARLY_INPUT_DEADLINE_MS / 2);
    expect(takeEarlyInput(noticeButton(), 'click')).toBe(1);
    jest.advanceTimersByTime(EARLY_INPUT_DEADLINE_MS);
    expect(popover('apercu')).not.toBeVisible();
  });

  it('answers nothing when the script did not run', () => {
    delete window.__earlyInput;
    expect(takeEarlyInput(noticeButton(), 'click')).toBe(0);
  });
});
