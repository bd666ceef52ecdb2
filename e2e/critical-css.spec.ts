import type { Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import { dashboardTabs, quickActionsSection } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { allRoutes } from '@/content/site';
import { cvTemplates, templatesPage } from '@/content/templates';
import { FONT_ATTRIBUTE } from '@/lib/browser/contract';
import { expect, test } from './support/fixtures';

/**
 * Every page paints from the CSS inlined in it, pruned by Beasties to what its HTML can use
 * (scripts/build/optimize-export.ts); the full sheet comes back, enabled by the loader,
 * at the first tap. In every state a visitor reaches, at both widths, the computed style of
 * every element and pseudo-element under the page's own CSS must equal the one under the
 * full sheet alone: the pruning never drops a rule the page needs.
 *
 * States reached before any script (the menu, the FAQ, the notices' popovers, the tabs as
 * fragments, an invalid form) are checked with JavaScript off, so that the inlined CSS is
 * alone; states only the islands draw (a notice in the notice area, Headless UI's tabs)
 * with JavaScript on, as the visitor gets them. One desktop-project test per state runs
 * both widths in turn.
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

/** What differs between the element styles under the page's CSS and under the full sheet. */
async function styleDifferences(page: Page): Promise<string[]> {
  const snapshot = () =>
    page.evaluate(() => {
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
      const drawn = [...document.querySelectorAll('body, body *')].filter((element) =>
        element.checkVisibility(),
      );
      for (const element of drawn) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`;
        for (const pseudo of pseudos(element)) {
          const style = getComputedStyle(element, pseudo);
          let text = '';
          for (let index = 0; index < style.length; index += 1) {
            const property = style.item(index);
            // Custom properties draw nothing themselves; the properties they feed are compared.
            if (property.startsWith('--')) continue;
            text += `${property}: ${style.getPropertyValue(property)}; `;
          }
          styles.push(`${name}${pseudo ?? ''} { ${text}}`);
        }
      }
      return styles;
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
  // which would move the page under the pointer and lose :hover.
  const applyFullSheet = async (full: boolean) => {
    if (full) {
      await page.evaluate(() =>
        document.querySelector('link[rel="stylesheet"]')!.removeAttribute('disabled'),
      );
      await expect
        .poll(() =>
          page.evaluate(() => {
            const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
            return (link.sheet?.cssRules.length ?? 0) > 0;
          }),
        )
        .toBe(true);
    }
    await page.evaluate(
      ({ full, fontAttribute }) => {
        for (const style of document.querySelectorAll('style')) {
          if (!style.closest(`noscript[${fontAttribute}]`)) style.sheet!.disabled = full;
        }
        if (!full) document.querySelector('link[rel="stylesheet"]')!.setAttribute('disabled', '');
      },
      { full, fontAttribute: FONT_ATTRIBUTE },
    );
  };

  const pageCss = await snapshot();
  await applyFullSheet(true);
  const fullSheet = await snapshot();
  expect(fullSheet.length).toBe(pageCss.length);
  const fullPixels = await pixels();
  await applyFullSheet(false);
  const pagePixels = await pixels();
  expect(fullPixels.length).toBe(pagePixels.length);
  const differences: string[] = pagePixels
    .map((shot, index) =>
      shot.equals(fullPixels[index]!) ? '' : `progress #${index + 1}: drawn differently`,
    )
    .filter(Boolean);
  for (const [index, style] of pageCss.entries()) {
    if (style === fullSheet[index]) continue;
    const [name] = style.split(' {');
    const mine = style.split('; ');
    const theirs = new Set(fullSheet[index]!.split('; '));
    differences.push(
      `${name}: ${mine
        .filter((part) => !theirs.has(part))
        .slice(0, 4)
        .join('; ')}`,
    );
  }
  return differences;
}

/** Runs a state at both widths: `reach` brings the page into it. */
function checkState(
  title: string,
  reach: (page: Page, width: number) => Promise<void>,
  { javaScript = false, widths = WIDTHS } = {},
) {
  test.describe(() => {
    test.use({ javaScriptEnabled: javaScript });
    test(title, { tag: '@chromium' }, async ({ page, guard }) => {
      // The browser reports the 404 status of the 404 page itself as a console error.
      guard.allowConsoleError(/status of 404/);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await reach(page, viewport.width);
        // Settled: no transition or animation running (a hover leaving a button fades).
        await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
        expect(await styleDifferences(page), `at ${viewport.width} px`).toEqual([]);
      }
    });
  });
}

for (const route of [...allRoutes.map((item) => item.path), '/page-absente']) {
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
  'a notice in the notice area, once hydrated',
  async (page) => {
    await page.goto('/modeles');
    const preview = page.getByRole('button', {
      name: `${templatesPage.previewAction.label} ${templatesPage.previewAction.context} ${cvTemplates[0]!.name}`,
    });
    await preview.click();
    await expect(preview).toHaveAttribute('data-early-input-live', '', { timeout: 15_000 });
    await preview.click();
    const shown = page.getByRole('region', { name: 'Notifications' }).getByRole('group').last();
    await expect(shown).toBeVisible();
    // The pointer over the notices holds them on screen while the styles are read.
    await shown.hover();
  },
  { javaScript: true },
);

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
  'the contact notice in the notice area, once hydrated',
  async (page) => {
    await page.goto('/contact');
    await page.getByLabel('Nom').fill('Camille Martin');
    await page.getByLabel('Adresse e-mail').fill('camille@example.com');
    await page.getByLabel('Sujet').fill('Offre Business');
    await page.getByLabel('Message').fill('Bonjour.');
    await page.getByRole('button', { name: contactPage.form.submit }).click();
    const shown = page.getByRole('region', { name: 'Notifications' }).getByRole('group').last();
    await expect(shown).toBeVisible({ timeout: 15_000 });
    // The pointer over the notices holds them on screen while the styles are read.
    await shown.hover();
  },
  { javaScript: true },
);
