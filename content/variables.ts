import type { TemplateVariable } from './types';

/**
 * The dynamic variables of the specification (section 3), in its order. A template
 * writes each one between double braces; see `variableToken`.
 */
export const templateVariables = [
  { name: 'nom', meaning: 'Votre nom de famille', example: 'Martin' },
  { name: 'prenom', meaning: 'Votre prénom', example: 'Camille' },
  { name: 'poste', meaning: 'Le poste que vous visez', example: 'Assistante de gestion' },
  {
    name: 'entreprise',
    meaning: 'Le nom de l’entreprise destinataire',
    example: 'Transports Leroy',
  },
  { name: 'ville', meaning: 'La ville de l’entreprise', example: 'Nantes' },
  { name: 'secteur', meaning: 'Le secteur d’activité de l’entreprise', example: 'logistique' },
  {
    name: 'competence_cle',
    meaning: 'La compétence que vous mettez en avant',
    example: 'la gestion des stocks',
  },
  {
    name: 'experience',
    meaning: 'Votre expérience dans le métier',
    example: 'cinq ans d’expérience en entrepôt',
  },
  { name: 'telephone', meaning: 'Votre numéro de téléphone', example: '06 39 98 12 34' },
  { name: 'email', meaning: 'Votre adresse e-mail', example: 'camille.martin@example.com' },
  {
    name: 'portfolio_url',
    meaning: 'Le lien vers votre portfolio ou votre profil en ligne',
    example: 'portfolio.example.com/camille',
  },
  {
    name: 'reference_locale',
    meaning: 'Un détail local qui montre que vous connaissez l’entreprise',
    example: 'votre nouvel entrepôt de Carquefou',
  },
] as const satisfies readonly TemplateVariable[];

/** 'entreprise' → '{{entreprise}}', as the variable is written in a template. */
export function variableToken(name: string): string {
  return `{{${name}}}`;
}
