import { takeEarlyInput } from './early-input';
import { runEarlyInputScript } from './early-input.testing';

const noticeButton = () => document.querySelector<HTMLButtonElement>('[data-early-input]')!;
const form = () => document.querySelector('form')!;

describe('early input', () => {
  let undoScript: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" data-early-input="click"><span>Aperçu</span></button>
      <button type="button" id="plain">Autre</button>
      <form data-early-input="submit"><input name="nom" value="Camille"><button>Envoyer</button></form>`;
    undoScript = runEarlyInputScript();
  });
  afterEach(() => undoScript());

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

  it('answers nothing when the script did not run', () => {
    delete window.__earlyInput;
    expect(takeEarlyInput(noticeButton(), 'click')).toBe(0);
  });
});
