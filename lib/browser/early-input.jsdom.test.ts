import { noticeDurationMs } from '@/content/constants';
import { FIELD_MESSAGE_ATTRIBUTE, takeEarlyInput } from './early-input';
import { runHeadScript } from '@/jest/run-head';

const noticeButton = () => document.querySelector<HTMLButtonElement>('[data-early-input]')!;
const form = () => document.querySelector('form')!;
const popover = (id: string) => document.getElementById(id)!;
const controls = () => window.__earlyInput!.map(({ control, type }) => ({ control, type }));

describe('early input (the head script’s answer to taps before hydration)', () => {
  let undoScript: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <button type="button" popovertarget="apercu" popovertargetaction="show" data-early-input="click" data-early-input-fallback="apercu"><span>Aperçu</span></button>
      <div id="apercu" popover="auto">Aperçu non disponible</div>
      <button type="button" id="plain">Autre</button>
      <form data-early-input="submit" data-early-input-fallback="formulaire"><input name="nom" value="Camille"><button>Envoyer</button></form>
      <div id="formulaire" popover="auto">Formulaire non connecté</div>`;
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
    expect(controls()).toEqual([{ control: noticeButton(), type: 'click' }]);
    document.removeEventListener('click', reactListener);
  });

  it('answers an early submit with the form’s notice at once, and sends nothing', () => {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(popover('formulaire')).toBeVisible();
    expect(controls()).toEqual([{ control: form(), type: 'submit' }]);
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

  it('hands an island its early events once, with their time, then lets events through', () => {
    jest.spyOn(performance, 'now').mockReturnValue(1200);
    noticeButton().click();
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    const [taken, ...more] = takeEarlyInput(noticeButton(), 'click');
    expect(more).toEqual([]);
    expect(taken).toMatchObject({ control: noticeButton(), type: 'click', at: 1200 });
    expect(takeEarlyInput(noticeButton(), 'click')).toEqual([]);
    expect(controls()).toEqual([{ control: form(), type: 'submit' }]);

    const reactListener = jest.fn();
    document.addEventListener('click', reactListener);
    noticeButton().click();
    expect(reactListener).toHaveBeenCalledTimes(1);
    expect(window.__earlyInput).toHaveLength(1);
    document.removeEventListener('click', reactListener);
    jest.restoreAllMocks();
  });

  it('keeps one event per control: a second tap restarts the notice’s time', () => {
    noticeButton().click();
    jest.advanceTimersByTime(noticeDurationMs - 1000);
    noticeButton().click();
    expect(controls()).toEqual([{ control: noticeButton(), type: 'click' }]);
    jest.advanceTimersByTime(1000);
    expect(popover('apercu')).toBeVisible();
  });

  it('closes a notice that no island took over, after the notice duration', () => {
    noticeButton().click();
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    jest.advanceTimersByTime(noticeDurationMs - 1);
    expect(popover('apercu')).toBeVisible();
    expect(popover('formulaire')).toBeVisible();

    jest.advanceTimersByTime(1);
    expect(popover('apercu')).not.toBeVisible();
    expect(popover('formulaire')).not.toBeVisible();
    // An island hydrating later finds nothing left to take over.
    expect(window.__earlyInput).toEqual([]);
    expect(takeEarlyInput(noticeButton(), 'click')).toEqual([]);
  });

  it('leaves a notice open once an island took it over', () => {
    noticeButton().click();
    takeEarlyInput(noticeButton(), 'click');
    jest.advanceTimersByTime(noticeDurationMs * 2);
    expect(popover('apercu')).toBeVisible();
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
      takeEarlyInput(form(), 'submit');
      const invalid = new Event('invalid', { cancelable: true });
      field().dispatchEvent(invalid);
      expect(invalid.defaultPrevented).toBe(false);
      expect(field()).not.toHaveAttribute('aria-invalid');
    });
  });

  it('answers nothing when the script did not run', () => {
    delete window.__earlyInput;
    expect(takeEarlyInput(noticeButton(), 'click')).toEqual([]);
  });
});
