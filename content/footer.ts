import { accessibilityMention } from './accessibility/conformity';
import { navLink, routes } from './site';
import type { NavGroup } from './types';

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
    links: [
      navLink('legalNotice'),
      navLink('terms'),
      navLink('privacy'),
      { label: accessibilityMention, href: routes.accessibility.path },
    ],
  },
];
