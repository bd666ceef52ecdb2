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
