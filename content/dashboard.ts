import { demoFigures, demoPlanId, postalPrinting } from './constants';
import { plans } from './plans';
import type {
  CampaignStatus,
  DashboardEmptyState,
  DashboardQuickAction,
  DashboardStat,
  DashboardTab,
  DashboardTableColumn,
  DashboardUsage,
  DemoCampaign,
} from './types';
import { formatNumber, formatPercent } from '@/lib/format';

/**
 * Everything the demo dashboard shows (spec, sections 2, 3, 4, 8 and 9). Its figures are
 * the demo figures of constants.ts; the campaign rows are sample data of this page only.
 */

/** The application shell around the dashboard. */
export const dashboardShell = {
  demoNotice: 'Démonstration : les données affichées sont des exemples.',
  backToSite: 'Retour au site',
  demoBadge: 'Démo',
  demoAccount: 'Compte de démonstration',
} as const;

export const dashboardPage = {
  title: 'Tableau de bord',
  lead: 'Vos recherches, vos envois et les réponses des entreprises, au même endroit.',
  tabListLabel: 'Sections du tableau de bord',
} as const;

/** In the order of the specification; the first one is selected by default. */
export const dashboardTabs = [
  { id: 'overview', label: 'Vue d’ensemble', slug: 'vue-d-ensemble', icon: 'squares' },
  { id: 'companies', label: 'Entreprises', slug: 'entreprises', icon: 'buildingOffice' },
  { id: 'campaigns', label: 'Campagnes', slug: 'campagnes', icon: 'paperAirplane' },
  { id: 'templates', label: 'Modèles', slug: 'modeles', icon: 'documentText' },
] as const satisfies readonly DashboardTab[];

export const statsSection = {
  title: 'Chiffres clés',
  stats: [
    {
      id: 'companies',
      label: 'Entreprises trouvées',
      value: formatNumber(demoFigures.companies),
      icon: 'buildingOffice',
    },
    {
      id: 'applications',
      label: 'Candidatures envoyées',
      value: formatNumber(demoFigures.applications),
      icon: 'paperAirplane',
    },
    {
      id: 'open-rate',
      label: 'Taux d’ouverture',
      value: formatPercent(demoFigures.openRatePercent),
      icon: 'eye',
    },
    {
      id: 'replies',
      label: 'Réponses reçues',
      value: formatNumber(demoFigures.replies),
      icon: 'chatBubble',
    },
  ],
} as const satisfies { stats: readonly DashboardStat[] } & Record<string, unknown>;

export const campaignStatuses = [
  'Terminé',
  'En cours',
  'Planifié',
] as const satisfies readonly CampaignStatus[];

/**
 * One job seeker's campaigns, by trade and city. Their sent, opened and replied counts add
 * up to the demo figures (342 applications, 42 % opened, 28 replies); content/dashboard.node.test.ts
 * keeps it so. A planned campaign has sent nothing yet.
 */
export const demoCampaigns = [
  {
    id: 'interfaces-lyon',
    name: 'Développeur d’interfaces · Lyon',
    status: 'Terminé',
    sent: 120,
    opened: 54,
    replies: 11,
  },
  {
    id: 'integrateur-villeurbanne',
    name: 'Intégrateur web · Villeurbanne',
    status: 'Terminé',
    sent: 96,
    opened: 38,
    replies: 8,
  },
  {
    id: 'react-grenoble',
    name: 'Développeur React · Grenoble',
    status: 'En cours',
    sent: 84,
    opened: 36,
    replies: 6,
  },
  {
    id: 'interfaces-annecy',
    name: 'Développeur d’interfaces · Annecy',
    status: 'En cours',
    sent: 42,
    opened: 16,
    replies: 3,
  },
  {
    id: 'web-saint-etienne',
    name: 'Développeur web · Saint-Étienne',
    status: 'Planifié',
    sent: 0,
    opened: 0,
    replies: 0,
  },
] as const satisfies readonly DemoCampaign[];

export const campaignsSection = {
  title: 'Campagnes récentes',
  caption: 'Campagnes récentes : statut, candidatures envoyées, ouvertes et réponses reçues',
  /** Names the table's scrolling box, which keyboard users reach to scroll it on a phone. */
  scrollAreaLabel: 'Tableau des campagnes récentes',
  columns: [
    { label: 'Nom', numeric: false },
    { label: 'Statut', numeric: false },
    { label: 'Envoyés', numeric: true },
    { label: 'Ouverts', numeric: true },
    { label: 'Réponses', numeric: true },
    { label: 'Actions', numeric: false },
  ],
  rowAction: {
    label: 'Voir',
    /** Spoken after the visible label, so that each row's button has its own name. */
    accessibleLabel: (campaignName: string) => `Voir la campagne ${campaignName}`,
    feature: (campaignName: string) => `Voir la campagne “${campaignName}”`,
  },
} as const satisfies { columns: readonly DashboardTableColumn[] } & Record<string, unknown>;

export const quickActionsSection = {
  title: 'Actions rapides',
  actions: [
    {
      id: 'search',
      label: 'Rechercher des entreprises',
      description: 'Par métier et par zone géographique.',
      icon: 'search',
      feature: 'Rechercher des entreprises',
    },
    {
      id: 'letter',
      label: 'Générer une lettre',
      description: 'Rédigée par l’IA, sur un ton sobre ou ambitieux.',
      icon: 'sparkles',
      feature: 'Générer une lettre',
    },
    {
      id: 'email',
      label: 'Envoyer par e-mail',
      description: 'Avec le suivi des ouvertures.',
      icon: 'envelope',
      feature: 'Envoyer par e-mail',
    },
    {
      id: 'post',
      label: 'Envoyer par courrier',
      description: `Imprimé en ${postalPrinting.paperFormat} et posté pour vous.`,
      icon: 'printer',
      feature: 'Envoyer par courrier',
    },
  ],
} as const satisfies { actions: readonly DashboardQuickAction[] } & Record<string, unknown>;

const { searches, emails, letters } = demoFigures.monthlyUsage;

export const usageSection = {
  title: 'Consommation du mois',
  text: `Quotas mensuels de l’offre ${plans.find((plan) => plan.id === demoPlanId)!.name}.`,
  meters: [
    {
      id: 'searches',
      label: 'Recherches d’entreprises',
      unit: 'recherche',
      used: searches.used,
      limit: searches.limit,
      icon: 'search',
    },
    {
      id: 'emails',
      label: 'E-mails',
      unit: 'e-mail',
      used: emails.used,
      limit: emails.limit,
      icon: 'envelope',
    },
    {
      id: 'letters',
      label: 'Courriers',
      unit: 'courrier',
      used: letters.used,
      limit: letters.limit,
      icon: 'printer',
    },
  ],
} as const satisfies { meters: readonly DashboardUsage[] } & Record<string, unknown>;

/**
 * The other three tabs hold no sample data. Their text says what the tab will hold rather
 * than "nothing yet", which the overview's figures would contradict.
 */
export const emptyStates = [
  {
    tab: 'companies',
    title: 'Vos entreprises cibles apparaîtront ici',
    text: 'Recherchez des entreprises par métier et par zone, puis ajoutez celles qui vous intéressent : leurs coordonnées professionnelles et l’historique de vos envois seront réunis dans cet onglet.',
    icon: 'buildingOffice',
    action: { label: 'Ajouter des entreprises', feature: 'Ajouter des entreprises' },
  },
  {
    tab: 'campaigns',
    title: 'Vos campagnes apparaîtront ici',
    text: 'Une campagne réunit une liste d’entreprises, votre CV, une lettre personnalisée et un mode d’envoi, par e-mail suivi ou par courrier. Vous suivez ici les ouvertures et les réponses de chacune.',
    icon: 'paperAirplane',
    action: { label: 'Créer une campagne', feature: 'Créer une campagne' },
  },
  {
    tab: 'templates',
    title: 'Vos modèles apparaîtront ici',
    text: 'Enregistrez vos CV et vos lettres de motivation comme modèles : leurs variables, comme le nom de l’entreprise ou le poste, personnalisent chaque candidature sans tout réécrire.',
    icon: 'documentText',
    action: { label: 'Créer un modèle', feature: 'Créer un modèle' },
  },
] as const satisfies readonly DashboardEmptyState[];
