import { postalPrinting } from './constants';
import type { ProviderKind } from './types';

/**
 * The kinds of provider the service relies on (spec, section 7). The site names them by
 * kind only, never by brand: /fonctionnalites presents them, and the privacy policy
 * lists them among the recipients of personal data.
 */
export const providerKinds = [
  {
    id: 'company-search',
    title: 'Recherche d’entreprises',
    text: 'Un service de recherche d’entreprises, construit sur un service de cartographie, trouve les sociétés par métier et par zone.',
    icon: 'map',
  },
  {
    id: 'ai-writing',
    title: 'Rédaction par IA',
    text: 'Un fournisseur de génération de texte par intelligence artificielle rédige vos CV et vos lettres, sur le ton que vous choisissez.',
    icon: 'cpuChip',
  },
  {
    id: 'database-auth',
    title: 'Base de données et authentification',
    text: 'Un fournisseur de base de données et d’authentification conserve votre compte, vos documents et vos campagnes, et sécurise votre connexion.',
    icon: 'circleStack',
  },
  {
    id: 'payment',
    title: 'Paiement par carte',
    text: 'Un prestataire de paiement par carte bancaire encaisse vos abonnements et vos crédits.',
    icon: 'creditCard',
  },
  {
    id: 'postal',
    title: 'Envoi postal',
    text: `Un service postal imprime vos lettres au format ${postalPrinting.paperFormat}, en ${postalPrinting.colourModes.join(' ou en ')}, et les expédie par courrier.`,
    icon: 'printer',
  },
  {
    id: 'email',
    title: 'Envoi d’e-mails',
    text: 'Des fournisseurs d’e-mail acheminent vos candidatures et signalent leur ouverture.',
    icon: 'envelope',
  },
  {
    id: 'analytics',
    title: 'Mesure d’audience',
    text: 'Un outil de mesure d’audience nous aide à comprendre l’usage du service pour l’améliorer.',
    icon: 'presentationChart',
  },
] as const satisfies readonly ProviderKind[];

export type ProviderKindId = (typeof providerKinds)[number]['id'];
