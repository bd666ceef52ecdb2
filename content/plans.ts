import {
  credits,
  currency,
  planLimits,
  popularPlanId,
  postalPrinting,
  trial,
  type PlanId,
  type PlanLimits,
} from './constants';
import type { Plan, TitledText } from './types';
import { formatCount, formatDuration, formatPriceRange } from '@/lib/format';

/** The templates line of a plan, or none where the specification states no template quota. */
function templatesLine(id: PlanId) {
  const { templates }: PlanLimits = planLimits[id];
  if (templates === undefined) return [];
  return [
    templates === 'unlimited'
      ? 'Modèles de CV et de lettres illimités'
      : `${formatCount(templates, 'modèle', 'modèles')} de CV et de lettres`,
  ];
}

/**
 * The three plans of the specification (section 9): their wording. Each plan's price and
 * quotas are planLimits[plan.id]'s (content/constants.ts), read there by every page.
 */
export const plans = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'Pour lancer vos premières candidatures spontanées, à votre rythme.',
    features: [
      formatCount(
        planLimits.starter.companySearches,
        'recherche d’entreprises',
        'recherches d’entreprises',
      ),
      formatCount(planLimits.starter.includedEmails, 'e-mail inclus', 'e-mails inclus'),
      formatCount(
        planLimits.starter.postalLetters,
        'courrier postal payant',
        'courriers postaux payants',
      ),
      ...templatesLine('starter'),
      'Support par e-mail',
      'Statistiques de base',
    ],
    callToAction: 'Démarrer avec Starter',
    popular: popularPlanId === 'starter',
  },
  {
    id: 'pro',
    name: 'Pro',
    description:
      'Pour une recherche active : plus de volume, et les outils qui font la différence.',
    features: [
      formatCount(
        planLimits.pro.companySearches,
        'recherche d’entreprises',
        'recherches d’entreprises',
      ),
      formatCount(planLimits.pro.includedEmails, 'e-mail inclus', 'e-mails inclus'),
      formatCount(
        planLimits.pro.postalLetters,
        'courrier postal à tarif réduit',
        'courriers postaux à tarif réduit',
      ),
      ...templatesLine('pro'),
      'Tests A/B',
      'Support prioritaire',
      'Statistiques avancées',
      'Export des données',
    ],
    callToAction: 'Démarrer avec Pro',
    popular: popularPlanId === 'pro',
  },
  {
    id: 'business',
    name: 'Business',
    description: 'Pour les structures qui accompagnent plusieurs candidats, à plusieurs.',
    features: [
      formatCount(
        planLimits.business.companySearches,
        'recherche d’entreprises',
        'recherches d’entreprises',
      ),
      formatCount(planLimits.business.includedEmails, 'e-mail inclus', 'e-mails inclus'),
      formatCount(planLimits.business.postalLetters, 'courrier postal', 'courriers postaux'),
      formatCount(planLimits.business.users, 'utilisateur', 'utilisateurs'),
      'Domaine d’envoi personnalisé',
      'Accès API',
      'Support dédié',
      'Accompagnement à la prise en main',
      'Rapports personnalisés',
    ],
    callToAction: 'Démarrer avec Business',
    popular: popularPlanId === 'business',
  },
] as const satisfies readonly Plan[];

export const pricingPage = {
  eyebrow: 'Tarifs',
  title: 'Des offres simples, sans engagement',
  lead: `Commencez par ${formatDuration(trial.durationDays, 'day')} d’essai gratuit avec ${formatCount(trial.freeSends, 'envoi')} offerts, puis choisissez l’offre qui suit votre rythme.`,
  plansLabel: 'Les offres',
  perMonth: 'par mois',
  includedIn: (planName: string) => `Inclus dans l’offre ${planName}`,
  popularLabel: 'Le plus populaire',
  trial: {
    title: `Essai gratuit de ${formatDuration(trial.durationDays, 'day')}`,
    text: `${formatCount(trial.freeSends, 'envoi')} offerts pour tester la recherche, la rédaction et l’envoi avant de choisir une offre.`,
  },
  credits: {
    eyebrow: 'À la carte',
    title: 'Des crédits pour aller au-delà de votre offre',
    lead: 'Besoin de plus que ce que votre offre inclut ? Achetez des crédits, utilisés seulement quand vous en avez besoin.',
    items: [
      {
        title: 'E-mail supplémentaire',
        text: `De ${formatPriceRange(credits.extraEmailEur.min, credits.extraEmailEur.max, currency)} par e-mail au-delà de votre quota mensuel.`,
      },
      {
        title: 'Courrier postal',
        text: 'Facturé au prix coûtant, plus une marge : vous payez l’affranchissement et l’impression réels.',
      },
      {
        title: `Impression ${postalPrinting.paperFormat}`,
        text: `Vos lettres et CV sont imprimés au format ${postalPrinting.paperFormat}, en ${postalPrinting.colourModes.join(' ou en ')}, selon votre choix.`,
      },
    ] satisfies TitledText[],
  },
  commitments: {
    title: 'Vous gardez la main',
    items: [
      {
        title: 'Résiliable à tout moment',
        text: 'Pas d’engagement de durée : vous arrêtez quand vous voulez.',
      },
      {
        title: 'Changement d’offre à tout moment',
        text: 'Passez à l’offre supérieure ou inférieure dès que vos besoins évoluent.',
      },
      {
        title: 'Vos crédits sont conservés',
        text: `Vos crédits non utilisés restent disponibles ${formatDuration(credits.keptAfterCancellationMonths, 'month')} après la résiliation.`,
      },
    ] satisfies TitledText[],
  },
  contact: {
    title: 'Une question sur nos offres ?',
    text: 'Notre équipe vous aide à choisir l’offre adaptée à votre recherche.',
    link: 'Nous contacter',
  },
} as const;
