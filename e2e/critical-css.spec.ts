import type { Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import { dashboardTabs, quickActionsSection } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { cvTemplates, templatesPage } from '@/content/templates';
import { FONT_ATTRIBUTE } from '@/lib/browser/contract';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/page-state';
import { PAGES_AND_404 } from './support/pages';

/**
 * Every page paints from the CSS inlined in its <head>, pruned by Beasties to what its HTML
 * can use in some state (scripts/site-build/optimize-export.ts); the full sheet comes back,
 * enabled by the loader, once the first tap has been answered. In every state a visitor
 * reaches, at both widths, the computed style of every element and pseudo-element under the
 * page's own CSS must equal the one under the full sheet alone: the pruning never drops a
 * rule the page needs.
 *
 * States reached before any script (the menu, the FAQ, the notices, the tabs as fragments, an
 * invalid form) are checked with JavaScript off, so that the inlined CSS is alone; states the
 * islands reach (Headless UI's tabs, the contact form sent and its note) with JavaScript on, as
 * the visitor gets them: no island runs before the full sheet applies (the loader waits for
 * it), which is checked first; then the elements of the page's HTML, in the states the islands
 * give them (Headless UI's `data-selected`…), are compared as above. What an island adds of
 * its own is styled by the full sheet alone. One desktop-project test per state runs both
 * widths in turn.
 *
 * @chromium: most states need JavaScript off for one context, which only Chromium offers; and
 * what is compared does not depend on the engine (Beasties prunes at build time, by selector).
 */
// Every element's every computed property, twice per width: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Waits until no transition or animation runs (a hover leaving a button fades; a swap of
 * sheets fades what Tailwind's `transition` covers).
 */
async function settled(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
}

/** What differs between the element styles under the page's CSS and under the full sheet. */
async function styleDifferences(page: Page): Promise<string[]> {
  // Each snapshot stays in the page, which compares them itself: a state's two snapshots are
  // megabytes of text, which crossing to the test twice per width cost more than reading them.
  const snapshot = (sheet: 'page' | 'full') =>
    page.evaluate((sheet) => {
      // The pseudo-elements that are drawn: generated content, a field's placeholder, a list
      // marker, an open popover's backdrop.
      const generated = (element: Element, pseudo: string) =>
        !['none', 'normal'].includes(getComputedStyle(element, pseudo).content);
      const pseudos = (element: Element) => [
        null,
        ...['::before', '::after'].filter((pseudo) => generated(element, pseudo)),
        ...(element.matches('input, textarea') ? ['::placeholder'] : []),
        ...(element.matches('li, summary') ? ['::marker'] : []),
        ...(element.matches('[popover]') ? ['::backdrop'] : []),
      ];
      const styles: string[] = [];
      // What is drawn: a closed <details>' answer or a closed popover is compared in the
      // state that shows it.
      // With JavaScript on, the elements of the page's HTML only (STATIC_ELEMENTS).
      const fromHtml = (window as unknown as { __staticElements?: WeakSet<Element> })
        .__staticElements;
      const drawn = [...document.querySelectorAll('body, body *:not(noscript)')].filter(
        (element) => element.checkVisibility() && (!fromHtml || fromHtml.has(element)),
      );
      // A horizontal margin resolves to its used value (auto: what centres the box), which
      // Chromium may leave stale after a swap of sheets (0 for a box still drawn centred);
      // the box's place, compared below, is what the margin decides.
      const resolvedMargins = [
        'margin-left',
        'margin-right',
        'margin-inline-start',
        'margin-inline-end',
      ];
      // A box of the HTML holding what an island added takes its size (and, anchored to the
      // window's foot, its place) from that, which the full sheet alone styles.
      const sizedByAdded = [
        'block-size',
        'height',
        'inset-block-start',
        'top',
        'perspective-origin',
        'transform-origin',
      ];
      for (const element of drawn) {
        const holdsAdded =
          fromHtml !== undefined &&
          [...element.querySelectorAll('*')].some((inner) => !fromHtml.has(inner));
        const box = element.getBoundingClientRect();
        // On the page, not in the window: the page may scroll as the sheets change.
        const place = [box.x + scrollX, box.y + scrollY, box.width, box.height]
          .map((value) => value.toFixed(2))
          .join(' ');
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`;
        for (const pseudo of pseudos(element)) {
          const style = getComputedStyle(element, pseudo);
          let text = '';
          for (let index = 0; index < style.length; index += 1) {
            const property = style.item(index);
            // Custom properties draw nothing themselves; the properties they feed are compared.
            if (property.startsWith('--')) continue;
            if (resolvedMargins.includes(property)) continue;
            if (holdsAdded && sizedByAdded.includes(property)) continue;
            text += `${property}: ${style.getPropertyValue(property)}; `;
          }
          if (pseudo === null && !holdsAdded) text += `place: ${place}; `;
          styles.push(`${name}${pseudo ?? ''} { ${text}}`);
        }
      }
      (window as unknown as Record<string, string[]>)[`__styles_${sheet}`] = styles;
      return styles.length;
    }, sheet);
  /**
   * What differs, element by element: its name, then up to four of its properties as the
   * page's CSS computes them where the full sheet computes them otherwise.
   */
  const compared = () =>
    page.evaluate(() => {
      const snapshots = window as unknown as Record<'__styles_page' | '__styles_full', string[]>;
      const differences: string[] = [];
      for (const [index, style] of snapshots.__styles_page.entries()) {
        const theirs = snapshots.__styles_full[index]!;
        if (style === theirs) continue;
        const [name] = style.split(' {');
        const their = new Set(theirs.split('; '));
        const mine = style.split('; ').filter((part) => !their.has(part));
        differences.push(`${name}: ${mine.slice(0, 4).join('; ')}`);
      }
      return differences;
    });

  // Vendor pseudo-elements (a <progress>'s bar and value, ::-webkit-progress-value…) are
  // beyond getComputedStyle: their pixels are compared instead. A screenshot of an element
  // scrolls it into view, which moves the page under the pointer (and :hover with it): the
  // pixels are taken once both style snapshots are.
  const pixels = async () =>
    Promise.all(
      (await page.locator('progress').filter({ visible: true }).all()).map((bar) =>
        bar.screenshot({ animations: 'disabled' }),
      ),
    );
  // The web fonts' own sheet always applies (with JavaScript off, its <noscript> does): the
  // full sheet leaves them to the loader, and swapping them out would lay the text out again.
  // Each swap turns the next CSS on before the last goes off: never a moment without CSS,
  // which would move the page under the pointer and lose :hover. The full sheet: the head's
  // <link>, which the loader enables once the first tap has been answered.
  const applyFullSheet = async (full: boolean) => {
    const sheets = 'link[rel="stylesheet"]';
    if (full) {
      await page.evaluate((selector) => {
        for (const link of document.querySelectorAll(selector)) link.removeAttribute('disabled');
      }, sheets);
      await expect
        .poll(() =>
          page.evaluate((selector) => {
            const link = document.querySelector<HTMLLinkElement>(selector)!;
            return (link.sheet?.cssRules.length ?? 0) > 0;
          }, sheets),
        )
        .toBe(true);
    }
    await page.evaluate(
      ({ full, fontAttribute, selector }) => {
        for (const style of document.querySelectorAll('style')) {
          if (!style.closest(`noscript[${fontAttribute}]`)) style.sheet!.disabled = full;
        }
        if (!full)
          for (const link of document.querySelectorAll(selector)) link.setAttribute('disabled', '');
      },
      { full, fontAttribute: FONT_ATTRIBUTE, selector: sheets },
    );
    await settled(page);
  };
  // The page's own CSS: what its <head> holds, the full sheet not come yet.
  await applyFullSheet(false);
  const pageCss = await snapshot('page');
  await applyFullSheet(true);
  const fullSheet = await snapshot('full');
  expect(fullSheet, 'elements and pseudo-elements drawn').toBe(pageCss);
  const fullPixels = await pixels();
  await applyFullSheet(false);
  const pagePixels = await pixels();
  expect(fullPixels.length).toBe(pagePixels.length);
  const differences: string[] = pagePixels
    .map((shot, index) =>
      shot.equals(fullPixels[index]!) ? '' : `progress #${index + 1}: drawn differently`,
    )
    .filter(Boolean);
  differences.push(...(await compared()));
  return differences;
}

/**
 * Runs a state at both widths: `reach` brings the page into it, at the first width; the
 * state holds as the window widens (the styles in force follow its width alone).
 */
function checkState(
  title: string,
  reach: (page: Page) => Promise<void>,
  { javaScript = false, widths = WIDTHS } = {},
) {
  test.describe(() => {
    test.use({ javaScriptEnabled: javaScript });
    test(title, { tag: '@chromium' }, async ({ page, guard }) => {
      // The browser reports the 404 status of the 404 page itself as a console error.
      guard.allowConsoleError(/status of 404/);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The elements the page's HTML holds, before any script of the page runs: React
      // hydrates them in place, and the islands add their own.
      if (javaScript)
        await page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            (window as unknown as { __staticElements: WeakSet<Element> }).__staticElements =
              new WeakSet(document.querySelectorAll('*'));
          }),
        );
      for (const [index, viewport] of widths.entries()) {
        await page.setViewportSize(viewport);
        if (index === 0) {
          await reach(page);
          // The pointer away from what the state's last press left it on: a hover is no state
          // of the page. Left there, it comes to lie over another control as the window
          // widens, or as what shows moves what is under it while the comparison turns that
          // sheet off and on, and the browser hovers it a frame later, between the two
          // snapshots or not.
          await page.mouse.move(0, 0);
        }
        await settled(page);
        if (javaScript && index === 0)
          // The full sheet applied before the islands drew: the CSS of what they add. (The
          // comparison below then turns it off and on.)
          expect(
            await page.evaluate(() =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
                (link) => !link.disabled && (link.sheet?.cssRules.length ?? 0) > 0,
              ),
            ),
          ).toEqual([true]);
        expect(await styleDifferences(page), `at ${viewport.width} px`).toEqual([]);
      }
    });
  });
}

for (const route of PAGES_AND_404) {
  checkState(`${route}, as it first paints`, async (page) => {
    await page.goto(route);
  });
}

checkState(
  'the phone menu, open',
  async (page) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeVisible();
  },
  { widths: [WIDTHS[0]!] },
);

checkState('an FAQ answer, open', async (page) => {
  await page.goto('/faq');
  await page.getByRole('heading', { level: 2, name: faqItems[0]!.question }).click();
  await expect(page.getByText(faqItems[0]!.answer[0]!)).toBeVisible();
});

for (const action of [templatesPage.previewAction, templatesPage.useAction]) {
  checkState(`the notice of « ${action.label} », as the page shows it`, async (page) => {
    await page.goto('/modeles');
    await page
      .getByRole('button', { name: `${action.label} ${action.context} ${cvTemplates[0]!.name}` })
      .click();
    await expect(page.getByRole('group').filter({ visible: true })).toHaveCount(1);
  });
}

for (const tab of dashboardTabs) {
  checkState(`the dashboard tab « ${tab.label} », as a fragment`, async (page) => {
    await page.goto(`/dashboard#${tab.slug}`);
  });
}

checkState('a dashboard notice, as the page shows it', async (page) => {
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: quickActionsSection.actions[0]!.label, exact: true })
    .click();
  await expect(page.getByRole('group').filter({ visible: true })).toHaveCount(1);
});

checkState('the contact form, invalid', async (page) => {
  await page.goto('/contact');
  await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: contactPage.form.submit }).click();
  await expect(page.getByLabel('Nom')).toBeFocused();
});

checkState(
  'the dashboard’s tabs, once hydrated',
  async (page) => {
    await page.goto('/dashboard');
    await page.getByRole('main').getByText(dashboardTabs[2].label, { exact: true }).click();
    await expect(page.getByRole('tab', { name: dashboardTabs[2].label })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 15_000 },
    );
  },
  { javaScript: true },
);

checkState(
  'the contact form sent, its notice and its note, once hydrated',
  async (page) => {
    await page.goto('/contact');
    await page.getByLabel('Nom').fill('Camille Martin');
    await page.getByLabel('Adresse e-mail').fill('camille@example.com');
    await page.getByLabel('Sujet').fill('Offre Business');
    await page.getByLabel('Message').fill('Bonjour.');
    await page.getByRole('button', { name: contactPage.form.submit }).click();
    // The submit started the page's scripts: the island keeps the notice and the note.
    await expectHydrated(page);
    await expect(page.getByRole('group').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText(contactPage.form.notSent.title)).toBeVisible();
  },
  { javaScript: true },
);
