/**
 * The visitor's presses, as the page loader (./loader.ts) follows them: a press lasts from a
 * finger or a mouse button down until its click, its cancellation (a scroll took the finger
 * over), or CLICK_AFTER_RELEASE_MS after its release when no click comes. Two things wait for
 * a press to end:
 * - the page's scripts, which start once the visitor's first tap has been answered;
 * - the web font's swap. A mouse's click goes to the element under both its press and its
 *   release: should the layout move between the two (the web font swapped in, a card a line
 *   taller), the release lands beside the button and the click never reaches it, a tap lost.
 *
 * It hears the events it is given (`see`): the loader gives it the head script's queue of the
 * visitor's taps, or, below the floor, where there is none, the window's own (PRESS_EVENTS).
 * ES5 as it stands: the loader ships it.
 */

/** How long a released finger may wait for its click before the press counts as done. */
export const CLICK_AFTER_RELEASE_MS = 300;

/** The events that begin and end a press. */
export const PRESS_EVENTS = ['pointerdown', 'pointerup', 'pointercancel', 'click'];

export interface Presses {
  /** Hears one of the visitor's events, in order; those not of PRESS_EVENTS change nothing. */
  see(event: Event): void;
  /**
   * Runs `then` at once when no press is under way; else once it has ended, in a task of its
   * own, after its click and the page's answer to it.
   */
  afterPress(then: () => void): void;
}

export function followPresses(): Presses {
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
  return {
    see(event) {
      const type = event.type;
      if (type === 'pointerdown') {
        pressed = true;
        clearTimeout(releaseTimer);
      } else if (!pressed) return;
      else if (type === 'click' || type === 'pointercancel') end();
      else if (type === 'pointerup') {
        // A release heard late (kept before the loader came) counts from now: at most
        // CLICK_AFTER_RELEASE_MS too long.
        clearTimeout(releaseTimer);
        releaseTimer = setTimeout(end, CLICK_AFTER_RELEASE_MS);
      }
    },
    afterPress(then) {
      if (pressed) waiting.push(then);
      else then();
    },
  };
}
