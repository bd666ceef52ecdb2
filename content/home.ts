import {
  antiSpam,
  dataRetention,
  firstCampaignMinutes,
  firstCampaignTotalMinutes,
  postalPrinting,
  trial,
} from './constants';
import { productName } from './site';
import type { IconName } from './types';
import { formatCount, formatDuration } from '@/lib/format';

export interface HomeStep {
  title: string;
  minutes: number;
  text: string;
  icon: IconName;
}

export interface HomeArgument {
  title: string;
  text: string;
  icon: IconName;
}

export const hero = {
  eyebrow: 'Candidatures spontanées',
  title: 'Ciblez. Personnalisez. Postulez.',
  lead: `${productName} trouve les entreprises de votre métier et de votre région, rédige avec l’IA un CV et une lettre adaptés à chacune, puis les envoie par e-mail suivi ou par courrier. Vous suivez chaque réponse depuis un seul tableau de bord.`,
  primaryAction: 'Créer mon compte',
  demoAction: 'Voir une démo',
  reassurance: [
    `Essai gratuit de ${formatDuration(trial.durationDays, 'day')}`,
    `${formatCount(trial.freeSends, 'envoi')} offerts`,
    'Résiliable à tout moment',
  ],
} as const;

export const howItWorks = {
  eyebrow: 'Comment ça marche',
  title: `Votre première campagne en ${formatDuration(firstCampaignTotalMinutes, 'minute')} environ`,
  lead: 'Trois étapes, du choix des entreprises au suivi des réponses.',
  steps: [
    {
      title: 'Trouvez',
      minutes: firstCampaignMinutes.search,
      text: `Indiquez votre métier et la zone qui vous intéresse : ${productName} liste les entreprises qui correspondent, avec leurs coordonnées professionnelles.`,
      icon: 'search',
    },
    {
      title: 'Personnalisez',
      minutes: firstCampaignMinutes.letter,
      text: 'L’IA rédige votre CV et une lettre de motivation pour chaque entreprise, sur un ton sobre ou ambitieux. Vous relisez, vous ajustez, vous validez.',
      icon: 'sparkles',
    },
    {
      title: 'Envoyer & suivre',
      minutes: firstCampaignMinutes.sendingSetup,
      text: `Envoyez par e-mail avec suivi des ouvertures, ou par courrier imprimé en ${postalPrinting.paperFormat}. Les réponses se retrouvent dans votre tableau de bord.`,
      icon: 'paperAirplane',
    },
  ],
} as const satisfies { steps: readonly HomeStep[] } & Record<string, unknown>;

export const benefits = {
  eyebrow: `Pourquoi ${productName}`,
  title: 'Moins de temps à chercher, plus de temps pour vos entretiens',
  items: [
    {
      title: 'Des entreprises qui vous correspondent',
      text: 'La recherche par métier et par zone vous évite les listes génériques : vous écrivez aux entreprises où votre profil a du sens.',
      icon: 'mapPin',
    },
    {
      title: 'Une lettre unique pour chaque entreprise',
      text: 'Les variables comme le nom de l’entreprise, le poste ou la ville rendent chaque candidature personnelle, sans tout réécrire à la main.',
      icon: 'documentText',
    },
    {
      title: 'E-mail ou courrier, à vous de choisir',
      text: `Un e-mail suivi pour aller vite, un courrier imprimé en ${postalPrinting.paperFormat}, en ${postalPrinting.colourModes.join(' ou en ')}, pour marquer les esprits.`,
      icon: 'envelope',
    },
    {
      title: 'Vous savez où vous en êtes',
      text: 'Envois, ouvertures et réponses sont réunis dans un tableau de bord : vous relancez au bon moment et vous mesurez ce qui fonctionne.',
      icon: 'chartBar',
    },
  ],
} as const satisfies { items: readonly HomeArgument[] } & Record<string, unknown>;

export const trust = {
  eyebrow: 'Confiance',
  title: 'Vos données protégées, vos candidatures respectées',
  lead: `Une candidature spontanée engage votre image. ${productName} est conçu pour la protéger, tout comme vos données.`,
  items: [
    {
      title: 'RGPD',
      text: `Des durées de conservation limitées (${formatDuration(dataRetention.contactsMonthsWithoutInteraction, 'month')} sans interaction pour les contacts d’entreprises) et des droits d’accès, de rectification et d’effacement que vous exercez simplement.`,
      icon: 'scale',
    },
    {
      title: 'Chiffrage',
      text: 'Vos mots de passe sont chiffrés, et vos données comme vos documents sont protégés par chiffrement.',
      icon: 'lockClosed',
    },
    {
      title: 'Authentification',
      text: 'Une double authentification facultative protège votre compte, et l’accès aux données est restreint à leur propriétaire, ligne par ligne.',
      icon: 'fingerPrint',
    },
    {
      title: 'Anti-spam',
      text: `Au moins ${formatCount(antiSpam.minUniquePersonalisedFields, 'champ')} personnalisés uniques par candidature et des limites d’envoi quotidiennes : vos messages restent de vraies candidatures.`,
      icon: 'shieldCheck',
    },
  ],
} as const satisfies { items: readonly HomeArgument[] } & Record<string, unknown>;

export const finalCallToAction = {
  title: 'Prêt à envoyer vos premières candidatures ?',
  text: `Essayez ${productName} gratuitement pendant ${formatDuration(trial.durationDays, 'day')}, avec ${formatCount(trial.freeSends, 'envoi')} offerts. Sans engagement : vous résiliez quand vous voulez.`,
  primaryAction: 'Créer mon compte',
  secondaryAction: 'Voir les tarifs',
} as const;
