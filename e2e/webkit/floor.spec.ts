import { dashboardPage } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { allRoutes, productName } from '@/content/site';
import { noticeDurationMs } from '@/content/constants';
import {
  contactSubmit,
  contactValues,
  dashboardButtonsSample,
  menuLinks,
  tabPanels,
  templateActions,
} from '../../scripts/lib/floor-cases';
import { expect, test } from '../support/webkit-fixtures';
import {
  isStaleElement,
  normalize,
  type WebElement,
  type WebKitPage,
} from '../../scripts/lib/browsers/webkit-page';

/**
 * The browser floor in WebKit, Safari's engine (WebKitGTK's MiniBrowser through WebDriver):
 * the cases of e2e/floor.spec.ts, at a laptop's width and, for the phone menu, at the
 * narrowest window MiniBrowser opens (447 px, below the lg breakpoint, where the menu button shows).
 *
 * As there, a page's scripts only run at the first interaction, so each test acts first,
 * as a person would, then checks that the page hydrated and still stands. The fixtures
 * fail a test on any page error, console error, CSP violation or foreign request.
 * WebDriver has no clock: a test that shows notices holds their timers (holdNotices) and
 * closes each one itself.
 */

/** React hydrated the page (it keys each element it hydrates), and its single h1 is the same. */
async function expectHydratedAndStanding(webkit: WebKitPage, heading: string) {
  await expect
    .poll(
      () =>
        webkit.evaluate<boolean>(
          `const titles = document.querySelectorAll('h1');
           return titles.length === 1 && Object.keys(titles[0]).some((key) => key.startsWith('__reactFiber$'));`,
        ),
      { message: 'the page hydrated, its h1 still in place', timeout: 15_000 },
    )
    .toBe(true);
  await expect.poll(async () => headingOf(webkit)).toBe(heading);
}

async function headingOf(webkit: WebKitPage) {
  return webkit.text(await webkit.get('heading', { level: 1 }));
}

/** The announced notice with this title that says this (notices stack up), once shown. */
async function expectNoticeSaying(webkit: WebKitPage, title: string, message = '') {
  const area = await webkit.get('region', { name: 'Notifications' });
  let found: WebElement | undefined;
  await expect
    .poll(
      async () => {
        found = undefined;
        for (const notice of await webkit.getByRole('group', { name: title, within: area })) {
          // A notice that left between the query and the read (an older one expiring) is
          // a stale element to WebDriver: it says nothing any more.
          const text = await webkit.text(notice).catch((error: unknown) => {
            if (isStaleElement(error)) return '';
            throw error;
          });
          if (text.includes(normalize(message))) found = notice;
        }
        return found !== undefined;
      },
      { message: `a notice « ${title} » saying « ${message} »` },
    )
    .toBe(true);
  return found!;
}

/**
 * A press before any script ran is answered at once by the control's popover, which the
 * island takes over into the notice area if it hydrates within the notice's time (with no
 * clock to hold, WebKit's timing decides which): waits until one notice says it, wherever.
 */
async function expectAnswered(webkit: WebKitPage, title: string, message = '') {
  await expect
    .poll(
      async () => {
        let shown = 0;
        for (const notice of await webkit.getByRole('group', { name: title })) {
          const text = await webkit.text(notice).catch((error: unknown) => {
            if (isStaleElement(error)) return '';
            throw error;
          });
          if (text.includes(normalize(message))) shown += 1;
        }
        return shown;
      },
      { message: `one notice « ${title} » saying « ${message} »` },
    )
    .toBe(1);
}

/** Closes every notice shown with this title (the one a press before hydration left). */
async function closeAll(webkit: WebKitPage, title: string) {
  for (const notice of await webkit.getByRole('group', { name: title })) {
    // One taken over may run out of its time on its own meanwhile: gone either way.
    await close(webkit, notice).catch((error: unknown) => {
      if (!isStaleElement(error)) throw error;
    });
  }
  await webkit.expectNone('group', { name: title });
}

/** Closes a notice with its own button, so that it covers nothing the test presses next. */
async function close(webkit: WebKitPage, notice: WebElement) {
  await webkit.press(
    await webkit.get('button', { name: 'Fermer la notification', within: notice }),
  );
}

/** A dashboard tab: a link to its panel in the HTML, the tab itself once hydrated. */
async function tab(webkit: WebKitPage, label: string) {
  let found: Awaited<ReturnType<WebKitPage['getByRole']>> = [];
  await expect
    .poll(
      async () => {
        const list = [
          ...(await webkit.getByRole('tablist', { name: dashboardPage.tabListLabel })),
          ...(await webkit.getByRole('navigation', { name: dashboardPage.tabListLabel })),
        ];
        found = [];
        for (const within of list) {
          found.push(
            ...(await webkit.getByRole('tab', { name: label, within })),
            ...(await webkit.getByRole('link', { name: label, within })),
          );
        }
        return found.length;
      },
      { message: `the tab « ${label} »` },
    )
    .toBe(1);
  return found[0]!;
}

test.describe('at a laptop’s width', { tag: ['@floor', '@laptop'] }, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of allRoutes) {
    test(`${route.path} hydrates at its first key, fetching each file once, and keeps its h1`, async ({
      webkit,
    }) => {
      await webkit.goto(route.path);
      expect(await webkit.client.getTitle()).toBe(`${route.title} · ${productName}`);
      const heading = await headingOf(webkit);
      // Scrolling and moving the pointer start nothing; a key does.
      await webkit.wheel(400);
      await webkit.movePointer(40, 300);
      await webkit.pressKey('\uE008');
      await expectHydratedAndStanding(webkit, heading);
      expect(
        await webkit.evaluate<boolean>(
          "return document.querySelector('link[rel=stylesheet]').hasAttribute('disabled')",
        ),
        'the full sheet still disabled',
      ).toBe(false);
      expect(await webkit.fetchedTwice(), 'files fetched more than once').toEqual([]);
    });
  }

  test('the FAQ opens one answer at a time, and the open one closes', async ({ webkit }) => {
    await webkit.goto('/faq');
    const heading = await headingOf(webkit);
    const [first, second] = faqItems;
    const question = (text: string) => webkit.get('heading', { name: text });
    const answerShown = async (item: (typeof faqItems)[number]) =>
      webkit.isVisible(await webkit.byText(item.answer[0]!));

    expect(await answerShown(first!)).toBe(false);
    await webkit.press(await question(first!.question));
    await expect.poll(() => answerShown(first!)).toBe(true);
    await webkit.press(await question(second!.question));
    await expect.poll(() => answerShown(second!)).toBe(true);
    await expect.poll(() => answerShown(first!)).toBe(false);
    await webkit.press(await question(second!.question));
    await expect.poll(() => answerShown(second!)).toBe(false);
    expect(await answerShown(first!)).toBe(false);
    await expectHydratedAndStanding(webkit, heading);
  });

  test('an address naming a question or a tab opens it, and tabs add no history entry', async ({
    webkit,
  }) => {
    const [, second] = faqItems;
    await webkit.goto(`/faq#${second!.id}`);
    await expect
      .poll(() =>
        webkit.evaluate<string[]>(
          "return [...document.querySelectorAll('details')].filter((d) => d.open).map((d) => d.id)",
        ),
      )
      .toEqual([second!.id]);

    const [, companies, campaigns] = tabPanels;
    await webkit.goto(`/dashboard#${campaigns!.slug}`);
    // A fragment for an island starts the page's scripts without a tap.
    await expect
      .poll(async () =>
        webkit.attribute(await webkit.get('tab', { name: campaigns!.label }), 'aria-selected'),
      )
      .toBe('true');
    const historyLength = await webkit.evaluate<number>('return history.length');
    await webkit.press(() => tab(webkit, companies!.label));
    await webkit.expectPath(`/dashboard#${companies!.slug}`);
    expect(await webkit.evaluate<number>('return history.length')).toBe(historyLength);
  });

  test('the dashboard tabs each open their panel', async ({ webkit }) => {
    await webkit.goto('/dashboard');
    const heading = await headingOf(webkit);
    for (const panel of [...tabPanels.slice(1), tabPanels[0]!]) {
      await webkit.press(() => tab(webkit, panel.label));
      await webkit.expectPath(`/dashboard#${panel.slug}`);
      await webkit.get(panel.shows.role, { name: panel.shows.name });
      for (const other of tabPanels.filter((candidate) => candidate !== panel)) {
        await webkit.expectNone(other.shows.role, { name: other.shows.name });
      }
    }
    await expectHydratedAndStanding(webkit, heading);
    const selected = await webkit.get('tab', { name: tabPanels[0]!.label });
    expect(await webkit.attribute(selected, 'aria-selected')).toBe('true');
  });

  test('« Aperçu » and « Utiliser » show their notices, before and after hydration', async ({
    webkit,
  }) => {
    await webkit.goto('/modeles');
    await webkit.holdNotices(noticeDurationMs);
    const heading = await headingOf(webkit);
    // No notice shows before its button is pressed (each waits in the HTML as a popover).
    for (const title of [noticeTitles.previewUnavailable, noticeTitles.downloadUnavailable]) {
      await webkit.expectNone('group', { name: title });
    }
    // The first press, before any script: answered at once, wherever it shows.
    const [first] = templateActions;
    await webkit.press(await webkit.get('button', { name: first!.button }));
    await expectAnswered(webkit, first!.title, first!.message);
    await expectHydratedAndStanding(webkit, heading);
    await closeAll(webkit, first!.title);
    // Then the notice area, the island's.
    for (const action of templateActions) {
      await webkit.press(await webkit.get('button', { name: action.button }));
      await close(webkit, await expectNoticeSaying(webkit, action.title, action.message));
    }
  });

  test('dashboard buttons show « Fonctionnalité en développement », in every panel', async ({
    webkit,
  }) => {
    await webkit.goto('/dashboard');
    await webkit.holdNotices(noticeDurationMs);
    const heading = await headingOf(webkit);
    await webkit.expectNone('group', { name: noticeTitles.featureInDevelopment });
    await webkit.pressKey('\uE008');
    await expectHydratedAndStanding(webkit, heading);
    const main = await webkit.get('main');
    for (const { name, tab: tabLabel, message } of dashboardButtonsSample) {
      if (tabLabel) await webkit.press(() => tab(webkit, tabLabel));
      await webkit.press(await webkit.get('button', { name, within: main }));
      await close(
        webkit,
        await expectNoticeSaying(webkit, noticeTitles.featureInDevelopment, message),
      );
    }
  });

  test('the contact form, filled and sent, says « Formulaire non connecté » and sends nothing', async ({
    webkit,
  }) => {
    await webkit.goto('/contact');
    await webkit.holdNotices(noticeDurationMs);
    const heading = await headingOf(webkit);
    for (const [label, value] of Object.entries(contactValues)) {
      await webkit.fill(await webkit.get('textbox', { name: label, exact: false }), value);
    }
    // Sent before any script: answered at once, wherever it shows.
    await webkit.press(await webkit.get('button', { name: contactSubmit }));
    await expectAnswered(webkit, noticeTitles.formNotConnected);
    await expectHydratedAndStanding(webkit, heading);
    await closeAll(webkit, noticeTitles.formNotConnected);
    // Sent again: the island's notice.
    await webkit.press(await webkit.get('button', { name: contactSubmit }));
    await close(webkit, await expectNoticeSaying(webkit, noticeTitles.formNotConnected));
    expect(await webkit.path()).toBe('/contact');
    for (const [label, value] of Object.entries(contactValues)) {
      const field = await webkit.get('textbox', { name: label, exact: false });
      expect(await webkit.value(field)).toBe(value);
    }
    // Nothing left the page (the fixtures fail on anything sent), and no request it made
    // (the browser's own list) carried what was typed.
    const requests = await webkit.evaluate<string[]>(
      "return performance.getEntriesByType('resource').map((entry) => decodeURIComponent(entry.name))",
    );
    expect(
      requests.filter((url) => Object.values(contactValues).some((value) => url.includes(value))),
    ).toEqual([]);
  });
});

test.describe('at a phone’s width', { tag: ['@floor', '@phone'] }, () => {
  // The narrowest window MiniBrowser opens, below the lg breakpoint, where the menu button shows.
  test.use({ viewport: { width: 447, height: 900 } });

  test('the phone menu stays hidden until pressed, then shows the navigation, whose links work', async ({
    webkit,
  }) => {
    await webkit.goto('/');
    const heading = await headingOf(webkit);
    const banner = await webkit.get('banner');
    const button = await webkit.get('button', { name: 'Menu', within: banner });
    const panel = await webkit.byId((await webkit.attribute(button, 'aria-controls'))!);
    // Closed, the panel covers nothing: the page's links are behind the button.
    expect(await webkit.isVisible(panel)).toBe(false);
    await webkit.expectNone('link', { name: 'Tarifs', within: banner });

    await webkit.press(button);
    await expect.poll(() => webkit.isVisible(panel)).toBe(true);
    const names = [];
    for (const link of await webkit.getByRole('link', { within: panel })) {
      names.push(await webkit.name(link));
    }
    expect(names).toEqual(menuLinks);
    await expectHydratedAndStanding(webkit, heading);
    // A width no other engine is scanned at.
    await webkit.expectNoA11yViolations('/, menu open at 447 px');

    await webkit.expectNoProblems('/');
    await webkit.press(await webkit.get('link', { name: 'Tarifs', within: panel }));
    await webkit.expectPath('/tarifs');
    await headingOf(webkit);
    const panelNow = await webkit.byId(
      (await webkit.attribute(await webkit.get('button', { name: 'Menu' }), 'aria-controls'))!,
    );
    expect(await webkit.isVisible(panelNow)).toBe(false);
  });
});
