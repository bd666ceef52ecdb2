import { guardPress, PRESS_EVENTS, PRESS_GUARD_KEY, pressLanded } from './press-guard';

/** A page with a target and something beside it, and what the page's own listeners heard. */
function page() {
  document.body.innerHTML = '<a href="#campagnes"><span>Campagnes</span></a><section></section>';
  const heard: string[] = [];
  for (const type of PRESS_EVENTS) {
    document.addEventListener(type, (event) => {
      heard.push(
        `${type} ${(event.target as Element).tagName}${event.defaultPrevented ? ' prevented' : ''}`,
      );
    });
  }
  return {
    target: document.querySelector('a')!,
    inside: document.querySelector('span')!,
    beside: document.querySelector('section')!,
    heard,
  };
}

/** Each event of a press, as the browser dispatches them, at these elements in turn. */
function press(...at: Element[]) {
  const prevented: boolean[] = [];
  PRESS_EVENTS.forEach((type, index) => {
    const event = new MouseEvent(type, { bubbles: true, cancelable: true });
    at[Math.min(index, at.length - 1)]!.dispatchEvent(event);
    prevented.push(event.defaultPrevented);
  });
  return prevented;
}

describe('a press guarded as Playwright guards its actions', () => {
  afterEach(() => pressLanded(PRESS_GUARD_KEY));

  it('goes through, untouched, when it lands on the element or inside it', () => {
    const { target, inside, heard } = page();
    guardPress(target, PRESS_GUARD_KEY, PRESS_EVENTS);
    expect(press(inside)).toEqual([false, false, false, false, false]);
    expect(heard).toEqual(PRESS_EVENTS.map((type) => `${type} SPAN`));
    expect(pressLanded(PRESS_GUARD_KEY)).toBe(true);
  });

  it('is held back, the page hearing none of it and its defaults cancelled, when it lands elsewhere', () => {
    const { target, beside, heard } = page();
    guardPress(target, PRESS_GUARD_KEY, PRESS_EVENTS);
    expect(press(beside)).toEqual([true, true, true, true, true]);
    expect(heard).toEqual([]);
    expect(pressLanded(PRESS_GUARD_KEY)).toBe(false);
  });

  it('is decided by its first event: what moves under it afterwards is the page’s to answer for', () => {
    const { target, beside, heard } = page();
    guardPress(target, PRESS_GUARD_KEY, PRESS_EVENTS);
    press(target, target, beside);
    expect(heard).toEqual([
      'pointerdown A',
      'mousedown A',
      'pointerup SECTION',
      'mouseup SECTION',
      'click SECTION',
    ]);
    expect(pressLanded(PRESS_GUARD_KEY)).toBe(true);
  });

  it('ends with its answer: the next press, wherever it lands, is the page’s', () => {
    const { target, beside, heard } = page();
    guardPress(target, PRESS_GUARD_KEY, PRESS_EVENTS);
    press(beside);
    expect(pressLanded(PRESS_GUARD_KEY)).toBe(false);
    press(beside);
    expect(heard).toEqual(PRESS_EVENTS.map((type) => `${type} SECTION`));
  });

  it('counts as landed when the press led to another page (no guard left)', () => {
    expect(pressLanded(PRESS_GUARD_KEY)).toBe(true);
  });

  it('runs from its source alone, as WebDriver sends it to the page', () => {
    const { target, beside, heard } = page();
    new Function('element', 'key', 'events', `return (${guardPress})(element, key, events)`)(
      target,
      PRESS_GUARD_KEY,
      PRESS_EVENTS,
    );
    press(beside);
    expect(heard).toEqual([]);
    expect(new Function('key', `return (${pressLanded})(key)`)(PRESS_GUARD_KEY)).toBe(false);
  });
});
