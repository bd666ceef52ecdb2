import type { Locator, Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import { dashboardTabs } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { contactValues, dashboardButtons, tabPanels, templateActions } from './floor-cases';

/**
 * The controls a visitor may tap before the page's scripts run, each with the answer that
 * must show (what ../taps/tap-answer.ts waits for): e2e/early-taps.mobile.spec.ts checks
 * that each is answered in the first frame, `npm run bench:taps` times them.
 */
export interface TapCase {
  name: string;
  path: string;
  control: (page: Page) => Locator;
  answer: { selector: string; text: string };
  /** What the visitor does on the page before the tap. */
  prepare?: (page: Page) => Promise<void>;
}

const NOTICE = '[role="group"]';
const faq = faqItems[0]!;
const companies = tabPanels[1]!;

export const menuTap: TapCase = {
  name: 'Menu (phone)',
  path: '/',
  control: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
  answer: { selector: 'header [popover] a', text: 'Tarifs' },
};

export const faqTap: TapCase = {
  name: 'First FAQ question',
  path: '/faq',
  control: (page) => page.getByRole('heading', { level: 2, name: faq.question }),
  answer: { selector: 'details p', text: faq.answer[0]! },
};

export const tabTap: TapCase = {
  name: `« ${companies.label} » tab`,
  path: '/dashboard',
  control: (page) => page.getByRole('main').getByText(companies.label, { exact: true }),
  answer: { selector: 'h2, h3', text: companies.shows.name },
};

export const contactTap: TapCase = {
  name: 'Contact form, filled and sent',
  path: '/contact',
  prepare: async (page) => {
    for (const [label, value] of Object.entries(contactValues))
      await page.getByLabel(label).fill(value);
  },
  control: (page) => page.getByRole('button', { name: contactPage.form.submit }),
  answer: { selector: NOTICE, text: noticeTitles.formNotConnected },
};

const noticeButton = (name: string, path: string, title: string, message: string) => ({
  name,
  path,
  title,
  control: (page: Page) => page.getByRole('main').getByRole('button', { name, exact: true }),
  answer: { selector: NOTICE, text: message },
});

/** Every button that only shows a notice: the first template's two, then the dashboard's. */
export const noticeTaps: (TapCase & { title: string })[] = [
  ...templateActions
    .slice(0, 2)
    .map(({ button, title, message }) => noticeButton(button, '/modeles', title, message)),
  ...dashboardButtons.map(({ name, tab, message }) => {
    const slug = dashboardTabs.find((candidate) => candidate.label === tab)?.slug;
    const path = slug ? `/dashboard#${slug}` : '/dashboard';
    return noticeButton(name, path, noticeTitles.featureInDevelopment, message);
  }),
];
