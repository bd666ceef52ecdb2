/**
 * The page loader: the script that starts a page's Next.js scripts after the visitor's first
 * tap or key, once the answer to it has painted. It is a file of its own, shared by every
 * page and cached (scripts/site-build/optimize-export.ts writes it, compiled by
 * scripts/site-build/browser-code.ts from loader.entry.ts, under /_next/static/loader/, named by its content), not inline: the first
 * round trip carries only the document, and the bytes the loader took there pushed the
 * larger pages past it.
 *
 * How it comes to run: scripts/site-build/optimize-export.ts ends each page's <body> with a data
 * block, `<script type="application/json" id="PAGE_SCRIPTS_ID">` (PageScripts), naming this
 * file (`loader`), the page's own script (`payload`: its inline scripts, moved) and Next's
 * scripts (`scripts`, in order). The head script (head.ts) adds the loader once the page has
 * painted, and meanwhile keeps the visitor's taps and keys in `__enhance.q`, which the loader
 * reads first and then takes over.
 *
 * What it does:
 * - loads the web fonts of the @font-face rules in their <noscript> (text painted at once in
 *   the sized local fallback, app/globals.css, and the web font comes after), through the
 *   FontFace API, read from a constructed style sheet that the page never applies: each
 *   face joins the document once loaded, so the text is laid out again once, for the swap;
 *   not while the visitor presses (./presses.ts): a button the swap moves between a mouse's
 *   press and its release would lose the click, so the swap waits for the press to end.
 *   Its file is on its way already: the head script preloaded it as it added this loader.
 *   (Copying the rules into the page cost one more layout of the whole page, at once, before
 *   the font had even come, and longer still on a slow phone.)
 *   Where constructed style sheets are missing (below the floor), the rules are copied;
 * - keeps, through that swap, the height of each box marked SLACK_ATTRIBUTE that is in view:
 *   a heading or a paragraph may take a line more or less in the web font than in its
 *   fallback (their widths differ by 1 to 2 % line by line, whatever the fallback's size),
 *   and the box's bottom padding takes up that line instead of everything below it moving
 *   (a layout shift). At least 16 px of padding must remain, else the box is let go at
 *   once. Each box gets its own height back once it has left the viewport (what is above
 *   the viewport moves nothing in view: the browser anchors the scroll), when the window's
 *   width changes, or before printing. Where IntersectionObserver is missing, nothing is
 *   kept;
 * - where the browser meets the floor (head.ts then defines `__enhance`), reads the taps and
 *   keys kept so far, then each one as it comes (`__enhance.q.push`), and starts the scripts:
 *   - after the first tap, once its click (or the release of the finger plus 300 ms, or
 *     its cancellation) has come, and after the first key once it is released: then after
 *     the next frame and a task, so that the answer to that tap (a native control, or
 *     early-input.ts) shows before any work it sets off;
 *   - after the next frame when focus comes to a control without a key (assistive
 *     technology moving it), when the form is sent, when the fragment changes, and at once
 *     when the address names a fragment for an island to act on;
 *   - never for scrolling or moving the pointer, nor for filling a form's fields (native,
 *     they need no script): the keys typed and the tap that sends would wait behind that
 *     work; the form's submit starts them, after its answer has painted;
 * - to start: preloads the payload, the scripts and the full style sheet in parallel
 *   (`<link rel=preload>`, which every engine hands to the script or sheet that asks for the
 *   same file: nothing is fetched twice), enables the full style sheet and, once it has
 *   loaded (or failed), runs the payload, then Next's scripts (async, as Next wrote them, so
 *   React adopts them). The page's own CSS, in its <head>, styles everything the HTML holds in
 *   every state; the full sheet is for what an island may draw that the HTML does not, and it
 *   applies only after the visitor's first tap has been answered: before it, the page is
 *   styled once, at its first paint. Where popover comes from the polyfill, after it
 *   (`__enhance.ready`).
 * If the payload cannot be loaded the scripts are not started: the page stays as it is,
 * complete (HTML first). Once the scripts run, Next's router never takes back the fragment
 * the visitor followed (keepFollowedFragment).
 */
import { FONT_ATTRIBUTE, PAGE_SCRIPTS_ID, SLACK_ATTRIBUTE, type PageScripts } from './contract';
import { appendToHead } from './dom';
import { PRESS_EVENTS, followPresses, type Presses } from './presses';
/** The padding a slack box must keep under its content, else it is let go at once. */
const SLACK_MIN_PX = 16;

export function runLoader(): void {
  const { scripts, payload } = JSON.parse(
    document.getElementById(PAGE_SCRIPTS_ID)!.textContent!,
  ) as PageScripts;
  // The full sheet, disabled by the build (scripts/site-build/optimize/) until the scripts start.
  const sheet = document.querySelector('link[rel=stylesheet][disabled]');
  const enhance = window.__enhance;
  const presses = followPresses();
  const fonts = document.querySelector(`noscript[${FONT_ATTRIBUTE}]`);
  if (fonts) addWebFonts(fonts.textContent!.replace(/^<style>|<\/style>$/g, ''), presses);
  if (!enhance) {
    // No queue of the visitor's taps below the floor: the presses from the window itself.
    PRESS_EVENTS.forEach((type) => {
      window.addEventListener(type, presses.see, { capture: true, passive: true });
    });
    return;
  }

  const runScript = (src: string, onload?: () => void) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (onload) script.onload = onload;
    document.body.appendChild(script);
  };
  const run = () => {
    keepFollowedFragment();
    const runNext = () => scripts.forEach((src) => runScript(src));
    if (payload) runScript(payload, runNext);
    else runNext();
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    (payload ? [payload] : []).concat(scripts).forEach((href) => {
      appendToHead('link', { rel: 'preload', as: 'script', href, fetchpriority: 'low' });
    });
    if (sheet) {
      appendToHead('link', {
        rel: 'preload',
        as: 'style',
        href: sheet.getAttribute('href')!,
        fetchpriority: 'low',
      });
    }
    enhance.ready(() => {
      if (!sheet) return run();
      let ran = false;
      const once = () => {
        if (ran) return;
        ran = true;
        run();
      };
      sheet.addEventListener('load', once);
      sheet.addEventListener('error', once);
      sheet.removeAttribute('disabled');
    });
  };

  // What the visitor did so far: nothing yet, a finger or a key down, or done (the scripts
  // start after the next frame).
  let state: 'idle' | 'pointer' | 'key' | 'done' = 'idle';
  const afterNextFrame = () => {
    if (state === 'done') return;
    state = 'done';
    requestAnimationFrame(() => setTimeout(start, 0));
  };
  const handle = (event: Event) => {
    presses.see(event);
    const type = event.type;
    const target = event.target as Partial<Element> | null;
    if (state === 'done') return;
    if (type === 'hashchange') return afterNextFrame();
    if (state === 'idle') {
      if (type !== 'pointerdown' && type !== 'keydown' && type !== 'focusin' && type !== 'submit')
        return;
      // Filling a form's fields needs no script.
      if (type !== 'submit' && target && target.closest && target.closest('input,textarea,select'))
        return;
      if (type === 'pointerdown') {
        state = 'pointer';
        presses.afterPress(afterNextFrame);
      } else if (type === 'keydown') state = 'key';
      else afterNextFrame();
    } else if (state === 'key' && type === 'keyup') afterNextFrame();
  };

  const kept = enhance.q as Event[];
  enhance.q = { push: handle };
  for (let index = 0; index < kept.length; index++) handle(kept[index]!);
  if (location.hash.length > 1) afterNextFrame();
}

/**
 * Next's router writes into the address bar (history.replaceState, its state marked `__NA`)
 * the address it knows, as it hydrates and after each change of its state. It never hears of
 * a fragment followed through a plain link (a dashboard tab before its island is live, a
 * question, a table of contents' entry), so a write of its could undo, in the address, the
 * fragment the page shows, and a reload or a shared link would then open the wrong one: the
 * dashboard's tabs lost it that way, tens of milliseconds after hydrating. Each write of the
 * router that stays on the page keeps the address's fragment, which belongs to the visitor;
 * the one island that sets it (the dashboard's tabs) writes it with the browser's own
 * History.prototype.replaceState, past this and the router's wrapper.
 */
function keepFollowedFragment() {
  const replace = history.replaceState;
  const withoutFragment = (href: string) => href.split('#')[0];
  history.replaceState = function (
    this: History,
    state: { __NA?: boolean } | null,
    unused: string,
    url?: string | URL | null,
  ) {
    if (state && state.__NA && url != null) {
      const written = new URL(String(url), location.href);
      if (withoutFragment(written.href) === withoutFragment(location.href)) {
        written.hash = location.hash;
        url = written.href;
      }
    }
    return replace.call(this, state, unused, url);
  };
}

/**
 * Each web font through the FontFace API, added to the document once loaded; where
 * constructed style sheets are missing (below the floor), the rules copied into the page.
 */
function addWebFonts(css: string, presses: Presses) {
  try {
    const rules = new CSSStyleSheet();
    rules.replaceSync(css);
    Array.prototype.forEach.call(rules.cssRules, (rule: CSSFontFaceRule) => {
      const value = (name: string, fallback?: string) =>
        rule.style.getPropertyValue(name) || fallback!;
      const face = new FontFace(value('font-family').replace(/^["']|["']$/g, ''), value('src'), {
        weight: value('font-weight', 'normal'),
        style: value('font-style', 'normal'),
        stretch: value('font-stretch', 'normal'),
        unicodeRange: value('unicode-range', 'U+0-10FFFF'),
        display: value('font-display', 'auto') as FontDisplay,
      });
      face.load().then(
        () =>
          presses.afterPress(() => {
            const held = holdSlackBoxes();
            document.fonts.add(face);
            settleSlackBoxes(held);
          }),
        () => {},
      );
    });
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
  }
}

/** The slack boxes in view, their height fixed as the fallback font laid them out. */
function holdSlackBoxes(): HTMLElement[] {
  const held: HTMLElement[] = [];
  if (!window.IntersectionObserver) return held;
  Array.prototype.forEach.call(
    document.querySelectorAll(`[${SLACK_ATTRIBUTE}]`),
    (box: HTMLElement) => {
      const { top, bottom, height } = box.getBoundingClientRect();
      if (bottom > 0 && top < innerHeight) {
        box.style.height = height + 'px';
        held.push(box);
      }
    },
  );
  return held;
}

/**
 * After the swap: lets go at once a box whose content now eats its padding, and the others
 * once out of view, on a new window width, or before printing.
 */
function settleSlackBoxes(held: HTMLElement[]) {
  if (!held.length) return;
  const width = innerWidth;
  const observer = new IntersectionObserver((entries) => {
    entries.forEach((entry) => {
      if (!entry.isIntersecting) free(entry.target as HTMLElement);
    });
  });
  const free = (box: HTMLElement) => {
    box.style.height = '';
    observer.unobserve(box);
  };
  const freeAll = () => held.forEach(free);
  held.forEach((box) => {
    const content = box.lastElementChild;
    if (
      content &&
      content.getBoundingClientRect().bottom > box.getBoundingClientRect().bottom - SLACK_MIN_PX
    )
      free(box);
    else observer.observe(box);
  });
  window.addEventListener('resize', () => {
    if (innerWidth !== width) freeAll();
  });
  window.addEventListener('beforeprint', freeAll);
}
