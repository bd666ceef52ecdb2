import type { Notice } from './types';

/**
 * The error catalogue of the specification (section 8): placeholder notices for the
 * features the site presents but does not implement. Titles are exact; each message
 * names what was asked for and says it is not implemented yet.
 */
export const noticeTitles = {
  previewUnavailable: 'Aperçu non disponible',
  downloadUnavailable: 'Téléchargement non disponible',
  formNotConnected: 'Formulaire non connecté',
  featureInDevelopment: 'Fonctionnalité en développement',
} as const;

export type NoticeId = keyof typeof noticeTitles;

export const notices = {
  /** Template preview button on /modeles. */
  previewUnavailable: (templateName: string): Notice => ({
    title: noticeTitles.previewUnavailable,
    message: `L’aperçu du modèle « ${templateName} » n’est pas encore implémenté.`,
  }),
  /** Template use button on /modeles. */
  downloadUnavailable: (templateName: string): Notice => ({
    title: noticeTitles.downloadUnavailable,
    message: `Le téléchargement du modèle « ${templateName} » n’est pas encore implémenté.`,
  }),
  /** Contact form submit on /contact: nothing is sent. */
  formNotConnected: (): Notice => ({
    title: noticeTitles.formNotConnected,
    message:
      'L’envoi de ce formulaire n’est pas encore implémenté : votre message n’a pas été transmis. Vos saisies restent dans le formulaire.',
  }),
  /** Every button of the demo dashboard, named by the feature it stands for. */
  featureInDevelopment: (featureName: string): Notice => ({
    title: noticeTitles.featureInDevelopment,
    message: `La fonctionnalité « ${featureName} » n’est pas encore implémentée dans cette démonstration.`,
  }),
} as const satisfies Record<NoticeId, (...args: never[]) => Notice>;
