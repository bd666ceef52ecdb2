import { antiSpam, postalPrinting } from './constants';
import { productName } from './site';
import type { Feature } from './types';
import { formatCount } from '@/lib/format';

export const featuresPage = {
  eyebrow: 'Fonctionnalités',
  title: 'Tout ce qu’il faut pour des candidatures spontanées qui aboutissent',
  lead: `De la recherche des entreprises au suivi des réponses, ${productName} réunit chaque étape de votre prospection dans un seul outil.`,
  integrations: {
    eyebrow: 'Intégrations',
    title: 'Des services spécialisés, réunis pour vous',
    lead: `Pour chaque étape, ${productName} s’appuie sur un prestataire spécialisé. Voici ces prestataires par catégorie ; notre politique de confidentialité précise les données que chacun traite.`,
    privacyNote: {
      title: 'Vos données, vos droits',
      text: 'Chaque prestataire ne reçoit que les données nécessaires à sa mission.',
      link: 'Politique de confidentialité',
    },
  },
  callToAction: {
    title: 'Prêt à essayer ?',
    text: 'Créez votre compte et lancez votre première campagne aujourd’hui.',
    primary: 'Créer mon compte',
    secondary: 'Voir les tarifs',
  },
} as const;

/** The six features of the specification, in its order. */
export const features = [
  {
    id: 'recherche-entreprises',
    title: 'Recherche d’entreprises par métier et par zone',
    text: 'Indiquez le métier que vous visez et la zone où vous voulez travailler : vous obtenez la liste des entreprises qui correspondent, prêtes à recevoir votre candidature.',
    details: [
      'Recherche par métier et par zone géographique',
      'Nom, adresse, téléphone et e-mail professionnels de chaque entreprise',
      'Les entreprises retenues alimentent directement vos campagnes',
    ],
    icon: 'search',
  },
  {
    id: 'redaction-ia',
    title: 'CV et lettres rédigés par l’IA',
    text: 'L’IA rédige votre CV et une lettre de motivation adaptée à chaque entreprise. Vous choisissez le ton, sobre ou ambitieux, puis vous relisez et ajustez.',
    details: [
      'Deux tons au choix : sobre ou ambitieux',
      'Variables personnalisées : entreprise, poste, ville, compétence clé…',
      'Modèles de CV, et modèles de lettres par secteur',
    ],
    icon: 'sparkles',
  },
  {
    id: 'envoi-email',
    title: 'Envoi par e-mail avec suivi',
    text: 'Envoyez vos candidatures par e-mail en quelques clics et suivez leur parcours : vous savez quelles entreprises ont ouvert votre message.',
    details: [
      'Suivi des ouvertures et des réponses',
      `Au moins ${formatCount(antiSpam.minUniquePersonalisedFields, 'champ')} personnalisés uniques par candidature`,
      'Limites d’envoi quotidiennes pour préserver votre réputation',
    ],
    icon: 'envelope',
  },
  {
    id: 'envoi-courrier',
    title: 'Envoi par courrier',
    text: 'Pour les entreprises qui préfèrent le papier, votre candidature est imprimée et postée pour vous, sans passer par l’imprimante ni par le bureau de poste.',
    details: [
      `Impression au format ${postalPrinting.paperFormat}`,
      `En ${postalPrinting.colourModes.join(' ou en ')}`,
      'Facturé au prix coûtant plus une marge',
    ],
    icon: 'printer',
  },
  {
    id: 'tableau-de-bord',
    title: 'Tableau de bord',
    text: 'Toutes vos campagnes au même endroit : envois, ouvertures, réponses. Vous voyez ce qui fonctionne et vous relancez au bon moment.',
    details: [
      'Statistiques par campagne',
      'Statut de chaque campagne : planifiée, en cours, terminée',
      'Consommation du mois par rapport à votre offre',
    ],
    icon: 'chartBar',
  },
  {
    id: 'securite',
    title: 'Sécurité',
    text: 'Vos données et vos documents sont protégés à chaque étape, et vous gardez la main sur ce que vous partagez.',
    details: [
      'Mots de passe et données chiffrés',
      'Double authentification facultative',
      'Accès aux données restreint à leur propriétaire, ligne par ligne',
    ],
    icon: 'shieldCheck',
  },
] as const satisfies readonly Feature[];
