import { accessibilityMention } from './accessibility/conformity';
import { navLink, routes } from './site';
import type { NavGroup, NavLink } from './types';

/**
 * The accessibility statement, named by the mention: in the site's footer and in the
 * dashboard's, so that every page leads to it (RGAA, « Mentions et pages obligatoires »).
 */
export const accessibilityLink: NavLink = {
  label: accessibilityMention,
  href: routes.accessibility.path,
};

/**
 * The footer's groups, as the specification lists them, and the accessibility statement
 * under « Légal », named by the mention the RGAA asks every page to show
 * (« Accessibilité : partiellement conforme »), which the audit's data decides.
 *
 * Apart from content/site.ts, which client islands import: the mention is computed from
 * the whole audit, which only the server renders.
 */
export const footerNavigation: readonly NavGroup[] = [
  {
    title: 'Produit',
    links: [navLink('features'), navLink('pricing'), navLink('templates'), navLink('blog')],
  },
  {
    title: 'Support',
    links: [navLink('faq'), navLink('contact'), navLink('about')],
  },
  {
    title: 'Légal',
    links: [navLink('legalNotice'), navLink('terms'), navLink('privacy'), accessibilityLink],
  },
];
