import type { LegalHost, LegalPlaceholder, LegalPublisher } from '@/content/types';

function toComplete(label: string): LegalPlaceholder {
  return { type: 'placeholder', label };
}

/**
 * Every value the law requires that the specification does not give. Each one is shown
 * on the pages as « [À compléter : …] » until the publisher supplies it: nothing here is
 * invented. Tests check that every placeholder of the legal texts comes from this list,
 * and the README repeats it under "Before going live".
 */
export const valuesToComplete = {
  companyName: toComplete('dénomination sociale'),
  legalForm: toComplete('forme juridique'),
  shareCapital: toComplete('montant du capital social'),
  registeredOffice: toComplete('adresse du siège social'),
  registration: toComplete('ville du greffe et numéro RCS (SIREN)'),
  vatNumber: toComplete('numéro de TVA intracommunautaire'),
  phone: toComplete('numéro de téléphone de l’éditeur'),
  publicationDirector: toComplete('nom et qualité du directeur de la publication'),
  hostName: toComplete('nom ou dénomination sociale de l’hébergeur'),
  hostAddress: toComplete('adresse de l’hébergeur'),
  hostPhone: toComplete('numéro de téléphone de l’hébergeur'),
  consumerMediator: toComplete('nom, adresse et site web du médiateur de la consommation'),
  // The accessibility statement's strategy sentence (the official model's): what the
  // publisher publishes, or the sentence removed if it is bound to neither (README).
  accessibilityScheme: toComplete('lien vers le schéma pluriannuel de mise en accessibilité'),
  accessibilityPlan: toComplete('lien vers le plan d’actions de l’année en cours'),
} as const satisfies Record<string, LegalPlaceholder>;

/** The one mailbox the legal texts give, for support and for data protection requests. */
export const contactEmail = 'support@candidia.fr';

/** Values written here that look final but must be confirmed by the publisher before going live. */
export const valuesToConfirm = [
  { label: 'adresse e-mail de contact et de protection des données', value: contactEmail },
] as const;

export const publisher = {
  companyName: valuesToComplete.companyName,
  legalForm: valuesToComplete.legalForm,
  shareCapital: valuesToComplete.shareCapital,
  registeredOffice: valuesToComplete.registeredOffice,
  registration: valuesToComplete.registration,
  vatNumber: valuesToComplete.vatNumber,
  phone: valuesToComplete.phone,
  email: contactEmail,
  publicationDirector: valuesToComplete.publicationDirector,
} as const satisfies LegalPublisher;

export const host = {
  name: valuesToComplete.hostName,
  address: valuesToComplete.hostAddress,
  phone: valuesToComplete.hostPhone,
} as const satisfies LegalHost;
