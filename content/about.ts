import { antiSpam, firstCampaignTotalMinutes } from './constants';
import { productName } from './site';
import type { IconName, TitledText } from './types';
import { formatCount, formatDuration } from '@/lib/format';

export const aboutPage = {
  eyebrow: 'À propos',
  title: 'Rendre la candidature spontanée plus simple, et plus respectueuse',
  lead: `${productName} est né d’un constat : toutes les entreprises qui recrutent ne publient pas d’offre, et la candidature spontanée permet de les atteindre. Encore faut-il les trouver, et leur écrire une lettre qui leur parle.`,
  mission: {
    eyebrow: 'Notre mission',
    title:
      'Aider chaque candidat à se présenter aux bonnes entreprises, avec une candidature qui lui ressemble',
    paragraphs: [
      'Chercher des entreprises une par une, adapter chaque lettre, suivre qui a répondu : la candidature spontanée demande un temps que beaucoup de candidats n’ont pas. Ils finissent par envoyer la même lettre à tout le monde, et n’obtiennent pas de réponse.',
      `Nous avons conçu ${productName} pour réunir ces étapes : trouver les entreprises de votre métier et de votre région, rédiger avec l’IA une candidature personnelle pour chacune, l’envoyer par e-mail ou par courrier, puis suivre les réponses. Une première campagne prend environ ${formatDuration(firstCampaignTotalMinutes, 'minute')}.`,
    ],
  },
  values: {
    eyebrow: 'Nos valeurs',
    title: 'Ce qui guide nos choix',
    items: [
      {
        title: 'Le respect des destinataires',
        text: 'Une candidature est un message adressé à une personne. Nous aidons à écrire moins, mais mieux, plutôt qu’à envoyer plus.',
        icon: 'handRaised',
      },
      {
        title: 'La transparence',
        text: 'Des tarifs affichés, des crédits clairs, une résiliation possible à tout moment, sans engagement.',
        icon: 'eye',
      },
      {
        title: 'La protection des données',
        text: 'Vos documents et les coordonnées des entreprises sont des données personnelles : nous les protégeons et ne les gardons pas plus que nécessaire.',
        icon: 'lockClosed',
      },
      {
        title: 'L’efficacité au service des candidats',
        text: 'Chaque fonctionnalité doit vous faire gagner du temps pour ce qui compte vraiment : préparer vos entretiens.',
        icon: 'clock',
      },
    ] satisfies (TitledText & { icon: IconName })[],
  },
  antiSpam: {
    eyebrow: 'Nos engagements anti-spam',
    title: 'Des candidatures, jamais du spam',
    lead: 'La candidature spontanée ne fonctionne que si les entreprises continuent de lire les messages qu’elles reçoivent. Ces règles s’appliquent à chaque envoi.',
    items: [
      {
        title: 'Des champs personnalisés dans chaque candidature',
        text: `Chaque candidature contient au moins ${formatCount(antiSpam.minUniquePersonalisedFields, 'champ')} personnalisés uniques, comme le nom de l’entreprise, le poste visé ou une référence locale.`,
      },
      {
        title: 'Des limites d’envoi quotidiennes',
        text: 'Le nombre d’envois par jour est limité, pour préserver la réputation de vos adresses et l’attention des recruteurs.',
      },
      {
        title: 'Des entreprises ciblées',
        text: 'Vous contactez les entreprises de votre métier et de votre zone, celles pour qui votre profil a du sens.',
      },
    ] satisfies TitledText[],
  },
} as const;
