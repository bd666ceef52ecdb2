import type { Template, TemplateCategory } from './types';

export const templatesPage = {
  eyebrow: 'Modèles',
  title: 'Des modèles de CV et de lettres prêts à personnaliser',
  lead: 'Choisissez une mise en page pour votre CV et une lettre écrite pour votre secteur : les variables les adaptent à chaque entreprise que vous contactez.',
  cvSection: {
    title: 'Modèles de CV',
    lead: 'Six mises en page sobres et lisibles, pensées pour être parcourues en quelques secondes par un recruteur.',
  },
  letterSection: {
    title: 'Modèles de lettres de motivation par secteur',
    lead: 'Dix lettres écrites pour les attentes de chaque secteur, à compléter avec vos variables.',
  },
  variablesSection: {
    title: 'Les variables dynamiques',
    lead: 'Écrites entre doubles accolades, les variables sont remplacées au moment de l’envoi par les informations de chaque entreprise et par les vôtres. Une même lettre devient ainsi une lettre unique pour chaque destinataire.',
  },
  /** Visible label, then the words that complete the button's accessible name with the template's. */
  previewAction: { label: 'Aperçu', context: 'du modèle' },
  useAction: { label: 'Utiliser', context: 'le modèle' },
  exampleLabel: 'Exemple :',
  categoryLabels: { CV: 'CV', Lettre: 'Lettre' } satisfies Record<TemplateCategory, string>,
} as const;

export const cvTemplates = [
  {
    id: 'cv-classique',
    name: 'Classique',
    category: 'CV',
    description:
      'Une colonne, des rubriques bien séparées : le format que tous les recruteurs savent lire.',
    layout: 'classic',
  },
  {
    id: 'cv-moderne',
    name: 'Moderne',
    category: 'CV',
    description:
      'Un bandeau latéral pour vos coordonnées et vos compétences, le parcours au premier plan.',
    layout: 'sidebar',
  },
  {
    id: 'cv-impact',
    name: 'Impact',
    category: 'CV',
    description:
      'Un en-tête affirmé avec votre titre et votre accroche, pour être identifié d’un coup d’œil.',
    layout: 'banner',
  },
  {
    id: 'cv-competences',
    name: 'Compétences',
    category: 'CV',
    description:
      'Deux colonnes qui mettent vos savoir-faire en avant, idéal pour une reconversion.',
    layout: 'columns',
  },
  {
    id: 'cv-parcours',
    name: 'Parcours',
    category: 'CV',
    description: 'Une frise chronologique qui raconte votre progression, poste après poste.',
    layout: 'timeline',
  },
  {
    id: 'cv-essentiel',
    name: 'Essentiel',
    category: 'CV',
    description:
      'Compact et aéré, tout tient sur une page : parfait pour un premier emploi ou une alternance.',
    layout: 'compact',
  },
] as const satisfies readonly Template[];

export const letterTemplates = [
  {
    id: 'lettre-commerce-vente',
    name: 'Commerce et vente',
    category: 'Lettre',
    sector: 'Commerce et vente',
    description:
      'Met en avant le sens du client, les résultats obtenus et la connaissance des produits.',
    layout: 'letter',
  },
  {
    id: 'lettre-hotellerie-restauration',
    name: 'Hôtellerie et restauration',
    category: 'Lettre',
    sector: 'Hôtellerie et restauration',
    description:
      'Insiste sur la disponibilité, le travail en équipe et l’accueil, pour une saison ou à l’année.',
    layout: 'letter',
  },
  {
    id: 'lettre-batiment-travaux',
    name: 'Bâtiment et travaux publics',
    category: 'Lettre',
    sector: 'Bâtiment et travaux publics',
    description:
      'Valorise les savoir-faire techniques, les habilitations et le respect de la sécurité sur les chantiers.',
    layout: 'letter',
  },
  {
    id: 'lettre-sante-social',
    name: 'Santé et social',
    category: 'Lettre',
    sector: 'Santé et social',
    description:
      'Parle d’écoute, de rigueur et d’engagement auprès des patients et des personnes accompagnées.',
    layout: 'letter',
  },
  {
    id: 'lettre-informatique-numerique',
    name: 'Informatique et numérique',
    category: 'Lettre',
    sector: 'Informatique et numérique',
    description:
      'Relie vos compétences techniques aux projets de l’entreprise, avec un lien vers votre portfolio.',
    layout: 'letter',
  },
  {
    id: 'lettre-logistique-transport',
    name: 'Logistique et transport',
    category: 'Lettre',
    sector: 'Logistique et transport',
    description:
      'Souligne la fiabilité, l’organisation et la maîtrise des outils de gestion des flux.',
    layout: 'letter',
  },
  {
    id: 'lettre-industrie',
    name: 'Industrie',
    category: 'Lettre',
    sector: 'Industrie',
    description:
      'Met l’accent sur la qualité, la sécurité et l’amélioration continue en production.',
    layout: 'letter',
  },
  {
    id: 'lettre-administration-gestion',
    name: 'Administration et gestion',
    category: 'Lettre',
    sector: 'Administration et gestion',
    description:
      'Montre votre organisation, votre discrétion et votre aisance avec les outils bureautiques.',
    layout: 'letter',
  },
  {
    id: 'lettre-marketing-communication',
    name: 'Marketing et communication',
    category: 'Lettre',
    sector: 'Marketing et communication',
    description:
      'Un ton plus créatif pour présenter vos campagnes, vos idées et vos résultats chiffrés.',
    layout: 'letter',
  },
  {
    id: 'lettre-artisanat',
    name: 'Artisanat',
    category: 'Lettre',
    sector: 'Artisanat',
    description:
      'Raconte votre geste, votre apprentissage et votre attachement au travail bien fait.',
    layout: 'letter',
  },
] as const satisfies readonly Template[];

export const allTemplates: readonly Template[] = [...cvTemplates, ...letterTemplates];
