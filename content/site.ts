import { currency, planLimits, support, trial } from './constants';
import type { NavLink, SiteRoute } from './types';
import { formatCount, formatDuration, formatPrice } from '@/lib/format';

/** The product's working name: change it here and every page follows. */
export const productName = 'Candidia';

export const site = {
  name: productName,
  tagline: 'Candidatures spontanées ciblées, personnalisées et suivies',
  description:
    'Trouvez les entreprises de votre métier et de votre région, rédigez CV et lettres avec l’IA, envoyez-les par e-mail suivi ou par courrier, et suivez vos réponses.',
  locale: 'fr_FR',
  /**
   * Public origin used for canonical URLs, Open Graph and the sitemap. Set SITE_URL at
   * build time to deploy on another domain.
   */
  origin: (process.env.SITE_URL ?? 'https://www.candidia.fr').replace(/\/+$/, ''),
} as const;

/** Every route of the specification, with its label, title and description. */
export const routes = {
  home: {
    path: '/',
    label: 'Accueil',
    title: 'Candidatures spontanées ciblées et personnalisées',
    description: site.description,
    indexable: true,
  },
  features: {
    path: '/fonctionnalites',
    label: 'Fonctionnalités',
    title: 'Fonctionnalités',
    description:
      'Recherche d’entreprises par métier et par zone, CV et lettres rédigés par l’IA, envoi par e-mail suivi ou par courrier, tableau de bord et sécurité.',
    indexable: true,
  },
  pricing: {
    path: '/tarifs',
    label: 'Tarifs',
    title: 'Tarifs',
    description: `Starter à ${formatPrice(planLimits.starter.monthlyPriceEur, currency)}, Pro à ${formatPrice(planLimits.pro.monthlyPriceEur, currency)}, Business à ${formatPrice(planLimits.business.monthlyPriceEur, currency)} par mois. Essai gratuit de ${formatDuration(trial.durationDays, 'day')} avec ${formatCount(trial.freeSends, 'envoi')} offerts, sans engagement.`,
    indexable: true,
  },
  templates: {
    path: '/modeles',
    label: 'Modèles',
    title: 'Modèles de CV et de lettres de motivation',
    description:
      'Des modèles de CV et de lettres de motivation par secteur, et des variables qui personnalisent chaque candidature pour chaque entreprise.',
    indexable: true,
  },
  blog: {
    path: '/blog',
    label: 'Blog',
    title: 'Blog',
    description:
      'Méthode, délivrabilité, stratégie, CV, productivité et cadre légal : nos conseils pour réussir vos candidatures spontanées.',
    indexable: true,
  },
  faq: {
    path: '/faq',
    label: 'FAQ',
    title: 'Questions fréquentes',
    description: `Essai gratuit, offres et crédits, résiliation, règles anti-spam, envoi par courrier, données personnelles : les réponses à vos questions sur ${productName}.`,
    indexable: true,
  },
  about: {
    path: '/a-propos',
    label: 'À propos',
    title: 'À propos',
    description:
      'Notre mission : aider chaque candidat à envoyer des candidatures spontanées ciblées, personnelles et respectueuses de leurs destinataires.',
    indexable: true,
  },
  contact: {
    path: '/contact',
    label: 'Contact',
    title: 'Contact',
    description: `Une question sur ${productName}, votre compte ou nos offres ? Écrivez-nous : le support vous répond sous ${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées.`,
    indexable: true,
  },
  legalNotice: {
    path: '/mentions-legales',
    label: 'Mentions légales',
    title: 'Mentions légales',
    description: `Éditeur, hébergeur, propriété intellectuelle et crédits du site ${productName}.`,
    indexable: true,
  },
  privacy: {
    path: '/confidentialite',
    label: 'Confidentialité',
    title: 'Politique de confidentialité',
    description: `Données traitées, finalités, durées de conservation, sécurité et droits RGPD : comment ${productName} protège vos données personnelles.`,
    indexable: true,
  },
  terms: {
    path: '/cgu',
    label: 'CGU',
    title: 'Conditions générales d’utilisation',
    description: `Les conditions d’utilisation du service ${productName} : compte, essai gratuit, offres et crédits, politique anti-spam, envoi postal et responsabilités.`,
    indexable: true,
  },
  accessibility: {
    path: '/accessibilite',
    label: 'Accessibilité',
    title: 'Déclaration d’accessibilité',
    description: `État de conformité du site ${productName} au RGAA 4.1.2, contenus non accessibles, contact pour signaler un défaut et voies de recours.`,
    indexable: true,
  },
  dashboard: {
    path: '/dashboard',
    label: 'Tableau de bord',
    title: 'Tableau de bord (démo)',
    description: `Démonstration du tableau de bord ${productName} avec des données d’exemple : campagnes, statistiques et consommation du mois.`,
    indexable: false,
  },
} as const satisfies Record<string, SiteRoute>;

export type RouteId = keyof typeof routes;

export const allRoutes: readonly SiteRoute[] = Object.values(routes);

/** A link to a route, labelled as the route. */
export function navLink(id: RouteId): NavLink {
  return { label: routes[id].label, href: routes[id].path };
}

/** Header navigation, in the order of the specification. */
export const mainNavigation: readonly NavLink[] = [
  navLink('features'),
  navLink('pricing'),
  navLink('templates'),
  navLink('blog'),
  navLink('faq'),
];

/** There is no real login or signup screen: both lead to the demo dashboard. */
export const accountLinks = {
  signIn: { label: 'Connexion', href: routes.dashboard.path },
  signUp: { label: 'Créer mon compte', href: routes.dashboard.path },
} as const satisfies Record<string, NavLink>;
