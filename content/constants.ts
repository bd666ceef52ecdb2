/**
 * Business constants and demo figures of the specification (section 9).
 *
 * Each figure is written here once. Pages, FAQ answers, legal texts and structured
 * data import it from this module, so changing a price or a limit here changes every
 * place that mentions it.
 */

export const currency = 'EUR';

/** Free trial offered to every new account. */
export const trial = {
  durationDays: 7,
  freeSends: 20,
} as const;

export type PlanId = 'starter' | 'pro' | 'business';

/** `'unlimited'` where a plan sets no limit. */
export type Quota = number | 'unlimited';

export interface PlanLimits {
  monthlyPriceEur: number;
  companySearches: number;
  includedEmails: number;
  postalLetters: number;
  /** CV and letter templates; the Business plan states none. */
  templates?: Quota;
  users: number;
}

/** Monthly price and quotas of each plan. The wording of each plan lives in plans.ts. */
export const planLimits = {
  starter: {
    monthlyPriceEur: 9,
    companySearches: 200,
    includedEmails: 50,
    postalLetters: 2,
    templates: 5,
    users: 1,
  },
  pro: {
    monthlyPriceEur: 29,
    companySearches: 1000,
    includedEmails: 500,
    postalLetters: 10,
    templates: 'unlimited',
    users: 1,
  },
  business: {
    monthlyPriceEur: 79,
    companySearches: 5000,
    includedEmails: 3000,
    postalLetters: 50,
    users: 3,
  },
} as const satisfies Record<PlanId, PlanLimits>;

/** The plan marked as the most popular on the pricing page. */
export const popularPlanId: PlanId = 'pro';

/** Pay-as-you-go credits, on top of a plan's quotas. */
export const credits = {
  extraEmailEur: { min: 0.01, max: 0.03 },
  /** Months during which unused credits stay usable after a cancellation. */
  keptAfterCancellationMonths: 6,
} as const;

/** Postal sending: letters are printed and posted for the user. */
export const postalPrinting = {
  paperFormat: 'A4',
  colourModes: ['noir et blanc', 'couleur'],
} as const;

/** Retention periods stated in the privacy policy. */
export const dataRetention = {
  contactsMonthsWithoutInteraction: 12,
  activityLogsMonths: 12,
  /** Accounts are kept while they are active: no fixed period. */
  accounts: 'while-active',
} as const;

/** Anti-spam policy, stated on the site (not enforced by it). */
export const antiSpam = {
  minUniquePersonalisedFields: 2,
} as const;

export const support = {
  replyWithinBusinessHours: 24,
} as const;

/** Time to a first campaign, in minutes, by step; the total is their sum. */
export const firstCampaignMinutes = {
  search: 2,
  letter: 3,
  sendingSetup: 5,
} as const;

export const firstCampaignTotalMinutes =
  firstCampaignMinutes.search + firstCampaignMinutes.letter + firstCampaignMinutes.sendingSetup;

/** Size of the template catalogue shown on /modeles. */
export const catalogue = {
  cvTemplates: 6,
  letterTemplates: 10,
} as const;

/** The plan of the demo account: its monthly limits are that plan's quotas. */
export const demoPlanId = 'pro' satisfies PlanId;

/** Sample figures of the demo dashboard: hard-coded, never computed from real data. */
export const demoFigures = {
  companies: 1247,
  applications: 342,
  openRatePercent: 42,
  replies: 28,
  monthlyUsage: {
    searches: { used: 156, limit: planLimits[demoPlanId].companySearches },
    emails: { used: 342, limit: planLimits[demoPlanId].includedEmails },
    letters: { used: 8, limit: planLimits[demoPlanId].postalLetters },
  },
} as const;

/** Interface default, not a product limit: how long a notice stays on screen. */
export const noticeDurationMs = 5000;
