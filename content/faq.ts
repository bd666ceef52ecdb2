import {
  antiSpam,
  credits,
  currency,
  dataRetention,
  firstCampaignMinutes,
  firstCampaignTotalMinutes,
  planLimits,
  postalPrinting,
  support,
  trial,
} from './constants';
import { productName, routes } from './site';
import type { FaqItem } from './types';
import { formatCount, formatDuration, formatPrice, formatPriceRange } from '@/lib/format';

export const faqPage = {
  eyebrow: 'FAQ',
  title: 'Questions fréquentes',
  lead: `Tout ce qu’il faut savoir sur l’essai, les offres, l’envoi de vos candidatures et vos données. Vous ne trouvez pas votre réponse ? Écrivez-nous.`,
  contactLink: 'Poser une question',
} as const;

const minutes = (value: number) => formatDuration(value, 'minute');

/** Eight questions answered with the facts of the specification, read from the constants. */
export const faqItems = [
  {
    id: 'essai-gratuit',
    question: 'Comment fonctionne l’essai gratuit ?',
    answer: [
      `Chaque nouveau compte profite de ${formatDuration(trial.durationDays, 'day')} d’essai gratuit, avec ${formatCount(trial.freeSends, 'envoi')} offerts. Vous testez la recherche d’entreprises, la rédaction de vos documents et l’envoi de vos premières candidatures avant de choisir une offre.`,
    ],
  },
  {
    id: 'offres-et-credits',
    question: 'Quelle offre choisir, et à quoi servent les crédits ?',
    answer: [
      `Starter (${formatPrice(planLimits.starter.monthlyPriceEur, currency)} par mois) convient pour démarrer, Pro (${formatPrice(planLimits.pro.monthlyPriceEur, currency)} par mois) pour une recherche active, et Business (${formatPrice(planLimits.business.monthlyPriceEur, currency)} par mois) pour travailler à ${formatCount(planLimits.business.users, 'utilisateur')}.`,
      `Au-delà des quotas de votre offre, vous achetez des crédits : de ${formatPriceRange(credits.extraEmailEur.min, credits.extraEmailEur.max, currency)} par e-mail supplémentaire, et le courrier postal au prix coûtant plus une marge.`,
    ],
    link: { label: 'Comparer les offres', href: routes.pricing.path },
  },
  {
    id: 'resiliation',
    question: 'Puis-je changer d’offre ou résilier à tout moment ?',
    answer: [
      'Oui. Vous changez d’offre quand vous le souhaitez et vous résiliez à tout moment, sans engagement de durée.',
      `Après une résiliation, vos crédits non utilisés restent disponibles pendant ${formatDuration(credits.keptAfterCancellationMonths, 'month')}.`,
    ],
  },
  {
    id: 'anti-spam',
    question: 'Comment éviter que mes candidatures soient prises pour du spam ?',
    answer: [
      `Chaque candidature doit contenir au moins ${formatCount(antiSpam.minUniquePersonalisedFields, 'champ')} personnalisés uniques, comme le nom de l’entreprise ou une référence locale. Des limites d’envoi quotidiennes s’appliquent aussi.`,
      'Ces règles protègent les entreprises contactées, et votre réputation : une candidature personnelle est lue, un envoi de masse est ignoré.',
    ],
  },
  {
    id: 'envoi-postal',
    question: 'Comment fonctionne l’envoi par courrier ?',
    answer: [
      `Vos lettres et votre CV sont imprimés au format ${postalPrinting.paperFormat}, en ${postalPrinting.colourModes.join(' ou en ')}, puis envoyés par la poste à l’entreprise.`,
      `Chaque offre inclut des courriers (${planLimits.starter.postalLetters} avec Starter, ${planLimits.pro.postalLetters} à tarif réduit avec Pro, ${planLimits.business.postalLetters} avec Business) ; au-delà, chaque courrier est facturé au prix coûtant plus une marge.`,
    ],
  },
  {
    id: 'donnees-personnelles',
    question: 'Que faites-vous de mes données ?',
    answer: [
      'Vos données servent à faire fonctionner le service, dans le respect du RGPD. Les mots de passe sont chiffrés, la double authentification est disponible et chaque compte n’accède qu’à ses propres données.',
      `Les contacts d’entreprises sont supprimés après ${formatDuration(dataRetention.contactsMonthsWithoutInteraction, 'month')} sans interaction, les journaux d’activité sont conservés ${formatDuration(dataRetention.activityLogsMonths, 'month')}, et votre compte tant qu’il est actif.`,
    ],
    link: { label: 'Lire la politique de confidentialité', href: routes.privacy.path },
  },
  {
    id: 'delai-support',
    question: 'Sous quel délai le support répond-il ?',
    answer: [
      `Le support répond sous ${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées. Écrivez-lui depuis la page Contact.`,
    ],
    link: { label: 'Contacter le support', href: routes.contact.path },
  },
  {
    id: 'premiere-campagne',
    question: 'Combien de temps faut-il pour lancer une première campagne ?',
    answer: [
      `Environ ${minutes(firstCampaignTotalMinutes)} : ${minutes(firstCampaignMinutes.search)} pour trouver les entreprises, ${minutes(firstCampaignMinutes.letter)} pour générer votre lettre et ${minutes(firstCampaignMinutes.sendingSetup)} pour préparer l’envoi. ${productName} s’occupe du reste.`,
    ],
  },
] as const satisfies readonly FaqItem[];
