import { contactPage } from '@/content/contact';
import {
  campaignsSection,
  dashboardTabs,
  demoCampaigns,
  emptyStates,
  quickActionsSection,
  statsSection,
} from '@/content/dashboard';
import { noticeTitles, notices } from '@/content/notices';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import { accountLinks, mainNavigation } from '@/content/site';

/**
 * What every browser of the floor must do, for the floor's one spec (e2e/floor.spec.ts), which
 * Chromium 112 and 119, the current Chromium and Firefox ESR run through Playwright and
 * WebKitGTK through WebDriver; the other specs take the same cases where they fit.
 */

/** The phone menu's links, in order: the sections, then the account links. */
export const menuLinks = [
  ...mainNavigation.map((link) => link.label),
  accountLinks.signUp.label,
  accountLinks.signIn.label,
];

/** Each dashboard tab, and what a person sees of its panel once it is open. */
export const tabPanels = dashboardTabs.map((tab) => {
  const state = emptyStates.find((candidate) => candidate.tab === tab.id);
  return state
    ? { ...tab, shows: { role: 'heading' as const, name: state.title } }
    : { ...tab, shows: { role: 'region' as const, name: statsSection.title } };
});

/** Both buttons of a template on /modeles, with the notice each shows. */
export const templateActions = [cvTemplates[0]!, letterTemplates[0]!].flatMap((template) => [
  {
    button: `${templatesPage.previewAction.label} ${templatesPage.previewAction.context} ${template.name}`,
    title: noticeTitles.previewUnavailable,
    message: notices.previewUnavailable(template.name).message,
  },
  {
    button: `${templatesPage.useAction.label} ${templatesPage.useAction.context} ${template.name}`,
    title: noticeTitles.downloadUnavailable,
    message: notices.downloadUnavailable(template.name).message,
  },
]);

/** Every button of the dashboard, the tab it sits in, and the message of its notice. */
export const dashboardButtons = [
  ...quickActionsSection.actions.map((action) => ({
    name: action.label,
    tab: undefined as string | undefined,
    feature: action.feature,
    message: notices.featureInDevelopment(action.feature).message,
  })),
  ...demoCampaigns.map((campaign) => ({
    name: campaignsSection.rowAction.accessibleLabel(campaign.name),
    tab: undefined as string | undefined,
    feature: campaignsSection.rowAction.feature(campaign.name),
    message: notices.featureInDevelopment(campaignsSection.rowAction.feature(campaign.name))
      .message,
  })),
  ...emptyStates.map((state) => ({
    name: state.action.label,
    tab: dashboardTabs.find((candidate) => candidate.id === state.tab)!.label,
    feature: state.action.feature,
    message: notices.featureInDevelopment(state.action.feature).message,
  })),
];

/**
 * One button of each kind (a quick action, a campaign's row, an empty panel's), for the
 * engines of the floor: the same island answers them all, and today's Chromium presses
 * every one (e2e/dashboard.spec.ts).
 */
export const dashboardButtonsSample = [
  dashboardButtons[0]!,
  dashboardButtons[quickActionsSection.actions.length]!,
  dashboardButtons.at(-1)!,
];

/** What the contact form is filled with, by field label. */
export const contactValues = {
  Nom: 'Camille Martin',
  'Adresse e-mail': 'camille@example.com',
  Sujet: 'Offre Business',
  Message: 'Bonjour, une question sur l’offre Business.',
};
export const contactSubmit = contactPage.form.submit;
