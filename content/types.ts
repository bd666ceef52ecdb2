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
  | 'chatBubble';

/** A kind of third-party provider the service relies on, described without any brand. */
export interface ProviderKind {
  id: string;
  title: string;
  text: string;
  icon: IconName;
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
}

export interface LegalEmphasis {
  type: 'strong';
  text: string;
}

export type LegalInline = string | LegalPlaceholder | LegalLink | LegalEmphasis;

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
