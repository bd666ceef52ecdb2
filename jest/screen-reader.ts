import { virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';

/**
 * What a screen reader says, for the unit tests (jsdom): @guidepup/virtual-screen-reader
 * walks the accessibility tree of what a test rendered as a screen reader's reading cursor
 * does, moves with its commands (next item, next landmark…) and the keyboard, follows the
 * focus, and speaks each live region as the DOM changes under it, by the roles, names,
 * descriptions and states of WAI-ARIA, accname and the HTML and core mappings.
 *
 * Its phrases are English roles and states around our French names and texts
 * (`textbox, Nom (obligatoire) …, invalid, required`): the tests expect the French words
 * a visitor hears, in the order and with the states a screen reader gives them. It collapses
 * whitespace, no-break spaces included, into plain spaces: « Classique », with plain spaces.
 *
 * Its limits, which the accessibility statement names: it is a model, not NVDA, JAWS or
 * VoiceOver (their own words, verbosity and quirks, and the browser's accessibility tree,
 * are not in it); jsdom computes no layout and knows CSS only as far as `display: none` and
 * `visibility: hidden` go; and a live region speaks when the DOM changes in it, not when CSS
 * alone shows what was there (a popover opening): a popover notice is checked by its role.
 *
 */

/** Starts listening to `container` (its first item under the cursor). */
export async function listen(container: Element) {
  await act(() => virtual.start({ container }));
}

export async function stopListening() {
  await act(() => virtual.stop());
}

/**
 * Runs a command of the screen reader, and returns what it said meanwhile. Its key presses
 * and clicks go through Testing Library's user-event, which wraps each event in React's
 * act() already; what they set off later (an effect, a module loaded) is done in one more.
 */
export async function said(command: () => Promise<unknown>): Promise<string[]> {
  const before = (await virtual.spokenPhraseLog()).length;
  await command();
  await act(() => new Promise((done) => setTimeout(done, 0)));
  return (await virtual.spokenPhraseLog()).slice(before);
}

/** What the screen reader says moving forward item by item, `count` times. */
export async function readNext(count: number): Promise<string[]> {
  return said(async () => {
    for (let step = 0; step < count; step++) await virtual.next();
  });
}

/** Moves forward until it says `phrase`; what it said on the way, that phrase last. */
export async function readUntil(phrase: string, limit = 200): Promise<string[]> {
  return said(async () => {
    for (let step = 0; step < limit; step++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()) === phrase) return;
    }
    throw new Error(`The screen reader never said « ${phrase} » in ${limit} items.`);
  });
}

/** Moves back until it says a phrase that starts with `start`; returns that phrase. */
export async function readBackTo(start: string, limit = 200): Promise<string> {
  for (let step = 0; step < limit; step++) {
    await virtual.previous();
    const phrase = await virtual.lastSpokenPhrase();
    if (phrase.startsWith(start)) return phrase;
  }
  throw new Error(`Going back, the screen reader never said « ${start}… » in ${limit} items.`);
}

export { virtual };
