import type { RgaaStatus } from '@/lib/rgaa';
import type { PlanId } from './constants';

/**
 * Shapes of everything a visitor reads. Content modules declare their data with
 * `satisfies` one of these, so a typo in a field name fails the type check.
 */

/** Every route of the specification, written once in content/site.ts. */
export type RoutePath =
  | '/'
  | '/fonctionnalites'
  | '/tarifs'
  | '/modeles'
  | '/blog'
  | '/faq'
  | '/a-propos'
  | '/contact'
  | '/mentions-legales'
  | '/confidentialite'
  | '/cgu'
  | '/accessibilite'
  | '/dashboard';

export interface SiteRoute {
  path: RoutePath;
  /** Label of the route in navigation menus. */
  label: string;
  /** Page title, completed by the title template of the root layout. */
  title: string;
  /** Meta description: one or two sentences, under 160 characters. */
  description: string;
  /** Listed in the sitemap and indexable by search engines. */
  indexable: boolean;
}

export interface NavLink {
  label: string;
  href: RoutePath;
}

export interface NavGroup {
  title: string;
  links: readonly NavLink[];
}

/** A short titled paragraph: steps, benefits, trust arguments, values… */
export interface TitledText {
  title: string;
  text: string;
}

export interface Notice {
  title: string;
  message: string;
}

/**
 * What a contact field says of itself once a submit is refused, by what the browser's
 * validation found (the names of ValidityState): each message says what to write.
 */
export interface ContactFieldErrors {
  valueMissing: string;
  typeMismatch?: string;
}

/** A field of the contact form: what it says, and the input it is. */
export interface ContactField {
  label: string;
  /** Said inside the label, after its name and the required mark. */
  hint: string;
  /** A one-line input of this type, or a box of this many rows. */
  input: { type: 'text' | 'email'; autoComplete?: 'name' | 'email' } | { rows: number };
  /** Whether it shares its row with the next field on a wide screen. */
  half?: boolean;
  errors: ContactFieldErrors;
}

/** The contact form's text and fields, in their order on the page. */
export interface ContactForm {
  title: string;
  /** Said in each label: every field is required (specification, section 5). */
  requiredMark: string;
  fields: Readonly<Record<'name' | 'email' | 'subject' | 'message', ContactField>>;
  submit: string;
  /** Shown in place of the notice when scripts do not run. */
  withoutJavaScript: Notice;
  /**
   * Shown in the form once a valid submit was answered, and kept after the notice goes:
   * nothing was sent, and where to write instead (the address between the two parts).
   */
  notSent: { title: string; beforeAddress: string; afterAddress: string };
}

/** Icons a content module may name; components/ui/icon.tsx maps each to its drawing. */
export type IconName =
  | 'search'
  | 'sparkles'
  | 'paperAirplane'
  | 'mapPin'
  | 'documentText'
  | 'envelope'
  | 'chartBar'
  | 'scale'
  | 'lockClosed'
  | 'fingerPrint'
  | 'shieldCheck'
  | 'printer'
  | 'presentationChart'
  | 'circleStack'
  | 'creditCard'
  | 'cpuChip'
  | 'map'
  | 'inbox'
  | 'users'
  | 'heart'
  | 'eye'
  | 'handRaised'
  | 'clock'
  | 'chatBubble'
  | 'buildingOffice'
  | 'squares'
  | 'plus'
  | 'userCircle'
  | 'checkCircle'
  | 'arrowPath'
  | 'calendar'
  | 'informationCircle'
  | 'arrowLeft'
  | 'chevronRight';

/** A kind of third-party provider the service relies on, described without any brand. */
export interface ProviderKind {
  id: string;
  title: string;
  text: string;
  icon: IconName;
}

/** A feature of the service, as presented on /fonctionnalites. */
export interface Feature {
  id: string;
  title: string;
  text: string;
  /** Two to four concrete points under the explanation. */
  details: readonly string[];
  icon: IconName;
}

/** A subscription plan's wording; its price and quotas are planLimits[id] (constants.ts). */
export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  features: readonly string[];
  callToAction: string;
  popular: boolean;
}

export type TemplateCategory = 'CV' | 'Lettre';

/** A CV or cover-letter template of the catalogue on /modeles. */
export interface Template {
  id: string;
  name: string;
  category: TemplateCategory;
  description: string;
  /** Letter templates are written for a sector; CV templates are not. */
  sector?: string;
  /** Which miniature the catalogue draws for it. */
  layout: 'classic' | 'sidebar' | 'banner' | 'columns' | 'timeline' | 'compact' | 'letter';
}

/** A dynamic variable of the templates, written {{name}} in a template. */
export interface TemplateVariable {
  name: string;
  meaning: string;
  example: string;
}

export type ArticleCategory =
  'Méthodo' | 'Délivrabilité' | 'Stratégie' | 'CV' | 'Productivité' | 'Légal';

/** A static article of the blog. */
export interface Article {
  id: string;
  title: string;
  category: ArticleCategory;
  /** Publication day, ISO 8601 (YYYY-MM-DD). */
  date: string;
  readTimeMinutes: number;
  excerpt: string;
}

/** A question of the FAQ; the answer is plain text so structured data can reuse it. */
export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
  link?: NavLink;
}

/** The four tabs of the demo dashboard. */
export type DashboardTabId = 'overview' | 'companies' | 'campaigns' | 'templates';

export interface DashboardTab {
  id: DashboardTabId;
  label: string;
  /** Fragment of the address that opens the tab, without '#': /dashboard#campagnes. */
  slug: string;
  icon: IconName;
}

/** A key figure of the overview, already formatted for reading. */
export interface DashboardStat {
  id: string;
  label: string;
  value: string;
  icon: IconName;
}

/** Demo campaign statuses (spec, section 4); how one leads to another is not shown. */
export type CampaignStatus = 'Terminé' | 'En cours' | 'Planifié';

/** A sample row of the recent-campaigns table. */
export interface DemoCampaign {
  id: string;
  name: string;
  status: CampaignStatus;
  sent: number;
  opened: number;
  replies: number;
}

export interface DashboardTableColumn {
  label: string;
  /** Counts are right-aligned so their digits line up. */
  numeric: boolean;
}

/**
 * A dashboard button for a feature the demo does not implement. `feature` names it in
 * the notice 'Fonctionnalité en développement'.
 */
export interface DashboardAction {
  label: string;
  feature: string;
}

export interface DashboardQuickAction extends DashboardAction {
  id: string;
  description: string;
  icon: IconName;
}

/** A monthly quota and how much of it the demo account has used. */
export interface DashboardUsage {
  id: string;
  label: string;
  /** The counted noun, singular, to speak the value: '156 recherches sur 1 000'. */
  unit: string;
  used: number;
  limit: number;
  icon: IconName;
}

/** What a tab without sample data shows instead: an explanation and a create button. */
export interface DashboardEmptyState {
  tab: Exclude<DashboardTabId, 'overview'>;
  title: string;
  text: string;
  icon: IconName;
  action: DashboardAction;
}

/**
 * A value the law requires but the publisher has not given yet. It is rendered visibly
 * as « [À compléter : label] » so that nothing is ever invented in its place.
 */
export interface LegalPlaceholder {
  type: 'placeholder';
  label: string;
}

/** A value of a legal text that may still be to complete. */
export type LegalValue = string | LegalPlaceholder;

/** A page of the site, an anchor, a mailbox or an outside site. */
export type LegalHref = RoutePath | `#${string}` | `mailto:${string}` | `https://${string}`;

export interface LegalLink {
  type: 'link';
  text: string;
  href: LegalHref;
  /** Language of the link's text when it is not French (a licence's name). */
  lang?: 'en';
}

/** Words in another language (names of foreign projects), marked for screen readers and spell checking. */
export interface LegalForeign {
  type: 'foreign';
  lang: 'en';
  text: string;
}

export interface LegalEmphasis {
  type: 'strong';
  text: string;
}

export type LegalInline = string | LegalPlaceholder | LegalLink | LegalEmphasis | LegalForeign;

/** Running text: a plain string, or runs of text, links, emphasis and placeholders. */
export type LegalText = string | readonly LegalInline[];

export interface LegalParagraph {
  type: 'paragraph';
  text: LegalText;
}

export interface LegalList {
  type: 'list';
  ordered?: boolean;
  items: readonly LegalText[];
}

/** Term and description pairs, e.g. the identity of the publisher. */
export interface LegalDefinitions {
  type: 'definitions';
  items: readonly { term: string; description: LegalText }[];
}

/** A table whose first column heads each row. */
export interface LegalTable {
  type: 'table';
  caption: string;
  columns: readonly [string, ...string[]];
  rows: readonly { header: LegalText; cells: readonly LegalText[] }[];
}

export type LegalLeafBlock = LegalParagraph | LegalList | LegalDefinitions | LegalTable;

/** A titled part of a section (h3). */
export interface LegalSubsection {
  type: 'subsection';
  title: string;
  blocks: readonly LegalLeafBlock[];
}

export type LegalBlock = LegalLeafBlock | LegalSubsection;

export interface LegalSection {
  /** Anchor of the section: a French kebab-case slug, unique in its document. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** Legal notice, privacy policy or terms of use. */
export interface LegalDocument {
  title: string;
  lead: string;
  /** ISO calendar date, e.g. '2026-11-22'. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** Publisher of the site, as the French law on the digital economy (LCEN) requires it. */
export interface LegalPublisher {
  companyName: LegalValue;
  legalForm: LegalValue;
  shareCapital: LegalValue;
  registeredOffice: LegalValue;
  registration: LegalValue;
  vatNumber: LegalValue;
  phone: LegalValue;
  email: string;
  publicationDirector: LegalValue;
}

export interface LegalHost {
  name: LegalValue;
  address: LegalValue;
  phone: LegalValue;
}

/** One of the RGAA 4.1.2 themes (1 Images … 13 Consultation). */
export interface RgaaTheme {
  number: number;
  /** French, as the RGAA names it, e.g. 'Images'. */
  name: string;
}

export interface RgaaCriterion {
  /** '1.1' … '13.12' */
  id: string;
  theme: number;
  /** One line, in our own words (French). */
  summary: string;
  /** WCAG 2.1 success criteria it maps to, e.g. ['1.1.1', '4.1.2'], as the DINUM's data lists them. */
  wcag: readonly string[];
}

/** What an audit finds of an RGAA criterion on one page (lib/rgaa.ts). */
export type { RgaaStatus };

/** A page of an audit's sample. */
export interface AuditSamplePage {
  /** Key of the page in each criterion's statuses: a kebab-case slug. */
  id: string;
  /** Its name, short, as the statement names it (French): « Tarifs ». */
  name: string;
  /** What it stands for in the sample (French): « gabarit des pages de présentation ». */
  role: string;
  /** Its address; none for the error page, which answers every unknown one. */
  path?: RoutePath;
}

/**
 * What holds a criterion's status: a check this project runs, or one a person made.
 *
 * - axe: the rules of axe-core that axe-core itself tags with a test of this criterion
 *   (`RGAA-<criterion>.<test>`), as e2e/a11y.spec.ts runs them on every page and state of
 *   the site at 1280 and 390 px; content/accessibility/axe-rules.ts reads them from axe-core.
 * - test: a check of this project, by its file and, for a test among others, its name (a
 *   test checks that both are there).
 * - manual: a one-line manual check: what was looked at, and how.
 */
export type AuditEvidence =
  | { type: 'axe' }
  | { type: 'test'; file: string; name?: string }
  | { type: 'manual'; check: string };

/** What the accessibility statement says of a criterion that fails (French). */
export interface AuditFailure {
  /** The problem in a few words: « Focus visible ». */
  title: string;
  /** What fails, for a visitor to read (the pages come from the statuses). */
  text: string;
  /** What a visitor can do meanwhile. */
  alternative: LegalText;
}

/** A criterion as the audit found it on each page of its sample. */
export interface AuditedCriterion {
  /** The criterion's number, '1.1' … '13.12' (content/accessibility/rgaa-criteria.ts). */
  criterion: string;
  /** Its status on each page of the sample, by the page's id. */
  pages: Readonly<Record<string, RgaaStatus>>;
  /** Why, in one line (the auditor's note, French). */
  note: string;
  evidence: readonly AuditEvidence[];
  /** For a criterion that fails on a page at least: what the statement says of it. */
  failure?: AuditFailure;
}

/**
 * How pages of the sample were drawn at random: the seed, written before the draw, the pages
 * drawn from, in order, and how many (lib/rgaa.ts, drawSeveral); the pages drawn, in order.
 */
export interface AuditDraw {
  seed: string;
  candidates: readonly RoutePath[];
  count: number;
  drawn: readonly RoutePath[];
}

/** A self-audit against RGAA 4.1.2 (content/accessibility/rgaa-audit.ts). */
export interface RgaaAudit {
  /** The day the audit was made, ISO 8601 (YYYY-MM-DD). */
  date: string;
  sample: readonly AuditSamplePage[];
  /** The draw of the sample's pages at random, which the sample holds. */
  draw: AuditDraw;
  criteria: readonly AuditedCriterion[];
}
