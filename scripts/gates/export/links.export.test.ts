/**
 * Every page's navigation, as built: the header, the phone menu and the footer of every page
 * list the links of the specification, the current page marked in the header. That each
 * internal link leads to a page or file of the export, and each fragment to an element of
 * its page, is the verifier's (scripts/site-build/verify.ts); how the links look and behave is
 * e2e/navigation.spec.ts's part.
 */
import { within } from '@testing-library/dom';
import { accessibilityLink, footerNavigation } from '@/content/footer';
import { accountLinks, allRoutes, mainNavigation } from '@/content/site';
import { NOT_FOUND, openPage, textOf, textsOf } from './built-page';

/** Every page inside the site's header and footer: all but the dashboard, in its own shell. */
const pages = [...allRoutes.map((route) => route.path), NOT_FOUND].filter(
  (path) => path !== '/dashboard',
);

/** The header's navigation (the laptop's list and the phone menu's panel). */
const header = () =>
  within(document.querySelector('header')!).getByRole('navigation', {
    name: 'Navigation principale',
  });

describe.each(pages)('%s', (path) => {
  beforeAll(() => openPage(path));

  it('has the header’s five sections in order, the current one marked', () => {
    const list = within(header()).getAllByRole('list')[0]!;
    const links = within(list).getAllByRole('link');
    expect(textsOf(links)).toEqual(mainNavigation.map((link) => link.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      mainNavigation.map((link) => link.href),
    );
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map(textOf),
    ).toEqual(mainNavigation.filter((link) => link.href === path).map((link) => link.label));
    for (const account of Object.values(accountLinks)) {
      expect(
        within(header())
          .getAllByRole('link', { name: account.label })
          .map((link) => link.getAttribute('href')),
      ).toEqual([account.href, account.href]);
    }
  });

  it('has a phone menu: a button naming its popover panel, every link inside', () => {
    const button = within(header()).getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('popovertarget')).toBe(panel.id);
    expect(panel.hasAttribute('popover')).toBe(true);
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...mainNavigation.map((link) => link.href),
      accountLinks.signUp.href,
      accountLinks.signIn.href,
    ]);
    const labels = [
      ...mainNavigation.map((link) => link.label),
      accountLinks.signUp.label,
      accountLinks.signIn.label,
    ];
    // The current page's link also says so to screen readers (« Page actuelle »).
    textsOf(links).forEach((text, index) => expect(text.startsWith(labels[index]!)).toBe(true));
    expect(panel.querySelectorAll('[aria-current="page"]')).toHaveLength(
      mainNavigation.some((link) => link.href === path) ? 1 : 0,
    );
  });

  it('has the footer’s three groups with every link of the specification', () => {
    const footer = within(document.querySelector('footer')!);
    for (const group of footerNavigation) {
      const heading = footer.getByRole('heading', { name: group.title });
      const list = heading.nextElementSibling!;
      expect(list.tagName).toBe('UL');
      const links = within(list as HTMLElement).getAllByRole('link');
      expect(textsOf(links)).toEqual(group.links.map((link) => link.label));
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        group.links.map((link) => link.href),
      );
    }
  });
});

// RGAA, « Mentions et pages obligatoires »: every page shows the mention and leads to the
// statement, the dashboard in its own shell too.
describe.each([...pages, '/dashboard'])('%s', (path) => {
  it('leads to the accessibility statement from its footer, named by the mention', () => {
    openPage(path);
    const footer = within(document.querySelector('body footer')!);
    const link = footer.getByRole('link', { name: accessibilityLink.label });
    expect(link.getAttribute('href')).toBe('/accessibilite');
    expect(accessibilityLink.label).toMatch(/^Accessibilité\u00a0: /);
  });
});
