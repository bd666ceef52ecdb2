import type { Page } from '@playwright/test';
import { routes } from '@/content/site';
import { expect, test, visit } from './support/fixtures';
import { PAGES_AND_404 } from './support/pages';

/**
 * RGAA 3.2 (WCAG 1.4.3) in the states axe-core does not reach: every text of a link or a
 * button, hovered and focused, contrasts at least 4.5:1 with what it lies on (3:1 when large:
 * 24 px, or 18.66 px bold), as the browser computes its colours once their transitions have
 * ended. A text over a gradient or an image is left out, told, and measured by hand (the
 * audit's note, content/accessibility/rgaa-audit.ts). At 1280 px: the states are those of each
 * element's own colours, whatever the width.
 */

/** A text that contrasts too little in a state, for a readable failure. */
interface LowText {
  element: string;
  text: string;
  ratio: number;
  needed: number;
}

/**
 * Hovers, then focuses, each link and button of the page that shows, and reads the contrast of
 * every text inside it. Transitions are cut short (through the CSSOM, which the page's CSP
 * allows), so that each state is read as it ends.
 */
async function lowContrastTexts(page: Page, controls = 'a[href], button, summary') {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, ::before, ::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  // A key first: focus() then draws the focus as the keyboard's (:focus-visible).
  await page.keyboard.press('Shift');
  const count = await page.locator(controls).count();
  const found: LowText[] = [];
  for (let index = 0; index < count; index++) {
    const control = page.locator(controls).nth(index);
    if (!(await control.isVisible())) continue;
    // In the middle of the window, away from the sticky header.
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Focused: every control (the skip link shows only then).
    await page.mouse.move(0, 0);
    await control.focus();
    found.push(...(await control.evaluate(textsBelowContrast, 'focused')));
    // Hovered: those a pointer can reach, once the focus has left them.
    await control.blur();
    const box = await control.boundingBox();
    if (box && box.width > 1 && box.height > 1) {
      await control.hover({ force: true });
      found.push(...(await control.evaluate(textsBelowContrast, 'hovered')));
    }
  }
  await page.mouse.move(0, 0);
  return found;
}

/** In the page: the texts inside `control` whose contrast is too low, in this state. */
function textsBelowContrast(control: Element, state: string) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  // Any colour the browser computes (rgb(), oklab(), color-mix()…), as the browser paints it.
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const parse = (css: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return { rgb: [r!, g!, b!], alpha: a! / 255 };
  };
  const luminance = ([r, g, b]: number[]) =>
    0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  const over = (top: number[], alpha: number, under: number[]) =>
    top.map((value, index) => value * alpha + under[index]! * (1 - alpha));
  /** What the element lies on: the nearest background colour, null over an image or gradient. */
  const backdrop = (element: Element): number[] | null => {
    const layers: { rgb: number[]; alpha: number }[] = [];
    for (let box: Element | null = element; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.backgroundImage !== 'none') return null;
      const color = parse(style.backgroundColor);
      if (color.alpha > 0) layers.push(color);
      if (color.alpha === 1) break;
    }
    return layers.reduceRight(
      (under, layer) => over(layer.rgb, layer.alpha, under),
      [255, 255, 255],
    );
  };
  const low: { element: string; text: string; ratio: number; needed: number }[] = [];
  const elements = [control, ...control.querySelectorAll('*')];
  for (const element of elements) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent!.trim())
      .join(' ')
      .trim();
    if (!own || !(element as HTMLElement).checkVisibility?.({ opacityProperty: true })) continue;
    const style = getComputedStyle(element);
    const under = backdrop(element);
    if (!under) continue;
    const text = parse(style.color);
    const lighter = luminance(over(text.rgb, text.alpha, under));
    const darker = luminance(under);
    const ratio = (Math.max(lighter, darker) + 0.05) / (Math.min(lighter, darker) + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const needed = large ? 3 : 4.5;
    if (ratio < needed)
      low.push({
        element: `${state} ${control.tagName.toLowerCase()} « ${control.textContent!.trim().slice(0, 40)} » › ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
        text: own.slice(0, 30),
        ratio: Math.round(ratio * 100) / 100,
        needed,
      });
  }
  return low;
}

/** The legal texts, each with its table of contents. */
const withTableOfContents = [
  routes.legalNotice.path,
  routes.privacy.path,
  routes.terms.path,
  routes.accessibility.path,
];

test(`${withTableOfContents.join(', ')}: each entry of the table of contents, hovered and focused, contrasts enough, its number too (RGAA 3.2)`, async ({
  page,
}) => {
  // Four pages, some forty links each: Firefox's commands take about twice Chromium's time.
  test.setTimeout(180_000);
  for (const path of withTableOfContents) {
    await visit(page, path);
    const toc = 'nav[aria-labelledby="sommaire"] a[href]';
    await expect(page.locator(toc).first()).toBeVisible();
    expect(await lowContrastTexts(page, toc), path).toEqual([]);
  }
});

/** Every page, in groups of five: a test each, not too long for one worker. */
const pageGroups = Array.from({ length: Math.ceil(PAGES_AND_404.length / 5) }, (_, index) =>
  PAGES_AND_404.slice(index * 5, index * 5 + 5),
);

// @chromium: the colours are the page's CSS, the same in every engine; one engine reads every
// page, Firefox the tables of contents above.
for (const paths of pageGroups) {
  test(
    `${paths.join(', ')}: every link and button, hovered and focused, contrasts enough (RGAA 3.2)`,
    { tag: '@chromium' },
    async ({ page, guard }) => {
      test.setTimeout(120_000);
      // The browser reports the 404 status of the 404 page itself as a console error.
      guard.allowConsoleError(/status of 404/);
      for (const path of paths) {
        await page.goto(path);
        expect(await lowContrastTexts(page), path).toEqual([]);
      }
    },
  );
}
