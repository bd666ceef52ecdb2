/**
 * The visitor's presses, as the page loader (./loader.ts) follows them: a press lasts from a
 * finger or a mouse button down until its click, its cancellation (a scroll took the finger
 * over), or CLICK_AFTER_RELEASE_MS after its release when no click comes.
 *
 * A mouse's click goes to the element under both its press and its release: should the
 * layout move between the two (the web font swapped in, a card a line taller), the release
 * lands beside the button and the click never reaches it, a tap lost. Whatever would move the
 * layout waits for the press to end (afterPress).
 *
 * Listens on the window in the capture phase, ahead of every listener of the document (the
 * head script's early answers stop the click there). ES5 as it stands: the loader ships it.
 */

/** How long a released finger may wait for its click before the press counts as done. */
export const CLICK_AFTER_RELEASE_MS = 300;

export interface Presses {
  /**
   * Runs `then` at once when no press is under way; else once it has ended, in a task of its
   * own, after its click and the page's answer to it.
   */
  afterPress(then: () => void): void;
}

/**
 * Follows the presses from now on, and from the events kept before (the head script's
 * `__enhance.q`, read in order): a press begun before the loader came is followed too.
 */
export function followPresses(kept: readonly Event[]): Presses {
  let pressed = false;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  let waiting: (() => void)[] = [];
  function end() {
    pressed = false;
    clearTimeout(releaseTimer);
    const runs = waiting;
    waiting = [];
    if (runs.length)
      setTimeout(() => {
        for (let index = 0; index < runs.length; index++) runs[index]!();
      }, 0);
  }
  function handle(event: Event) {
    const type = event.type;
    if (type === 'pointerdown') {
      pressed = true;
      clearTimeout(releaseTimer);
    } else if (!pressed) return;
    else if (type === 'click' || type === 'pointercancel') end();
    else if (type === 'pointerup') {
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(end, CLICK_AFTER_RELEASE_MS);
    }
  }
  // A release kept before counts from now: at most CLICK_AFTER_RELEASE_MS too long.
  for (let index = 0; index < kept.length; index++) handle(kept[index]!);
  const types = ['pointerdown', 'pointerup', 'pointercancel', 'click'];
  for (let index = 0; index < types.length; index++)
    window.addEventListener(types[index]!, handle, { capture: true, passive: true });
  return {
    afterPress(then) {
      if (pressed) waiting.push(then);
      else then();
    },
  };
}
