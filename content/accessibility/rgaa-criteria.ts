/**
 * The criteria of RGAA 4.1.2, the French public accessibility reference (13 themes, 106
 * criteria), as typed content data.
 *
 * Facts only (criterion numbers, themes and their names, the WCAG 2.1 success criteria each
 * criterion maps to) come from the DINUM's data: criteres.json of RGAA 4.1.2, published in
 * the DISIC/accessibilite.numerique.gouv.fr repository as RGAA/criteres.json (read at commit
 * c27e511fe3a3eced1c8e6a47ada8b43dfa2820d6; its content is unchanged since 685ba6f of
 * 2023-07-07, after 4.1.2 came out on 2023-04-18). The DISIC/RGAA repository holds only 4.0
 * and 4.1, whose WCAG mappings are the same. The data is under the Licence Ouverte 2.0. The
 * summaries are ours, one line each, not the official wording, which criterionUrl() links to.
 */

import type { RgaaCriterion, RgaaTheme } from '@/content/types';

export const rgaaThemes = [
  { number: 1, name: 'Images' },
  { number: 2, name: 'Cadres' },
  { number: 3, name: 'Couleurs' },
  { number: 4, name: 'Multimédia' },
  { number: 5, name: 'Tableaux' },
  { number: 6, name: 'Liens' },
  { number: 7, name: 'Scripts' },
  { number: 8, name: 'Éléments obligatoires' },
  { number: 9, name: 'Structuration de l’information' },
  { number: 10, name: 'Présentation de l’information' },
  { number: 11, name: 'Formulaires' },
  { number: 12, name: 'Navigation' },
  { number: 13, name: 'Consultation' },
] as const satisfies readonly RgaaTheme[];

export const rgaaCriteria = [
  // 1. Images
  {
    id: '1.1',
    theme: 1,
    summary: 'Toute image qui porte une information a une alternative textuelle.',
    wcag: ['1.1.1'],
  },
  {
    id: '1.2',
    theme: 1,
    summary: 'Les images de décoration sont ignorées par les technologies d’assistance.',
    wcag: ['1.1.1', '4.1.2'],
  },
  {
    id: '1.3',
    theme: 1,
    summary: 'L’alternative textuelle d’une image porteuse d’information est pertinente.',
    wcag: ['1.1.1', '4.1.2'],
  },
  {
    id: '1.4',
    theme: 1,
    summary: 'L’alternative d’une image CAPTCHA ou d’une image-test dit sa nature et sa fonction.',
    wcag: ['1.1.1'],
  },
  {
    id: '1.5',
    theme: 1,
    summary: 'Un CAPTCHA en image propose un autre moyen d’accéder au contenu ou au service.',
    wcag: ['1.1.1'],
  },
  {
    id: '1.6',
    theme: 1,
    summary: 'Une image porteuse d’information a, si besoin, une description détaillée.',
    wcag: ['1.1.1'],
  },
  {
    id: '1.7',
    theme: 1,
    summary: 'La description détaillée d’une image porteuse d’information est pertinente.',
    wcag: ['1.1.1'],
  },
  {
    id: '1.8',
    theme: 1,
    summary:
      'Le texte porteur d’information est du texte stylé plutôt qu’une image de texte, sauf exception.',
    wcag: ['1.4.5'],
  },
  {
    id: '1.9',
    theme: 1,
    summary: 'La légende d’une image est, si besoin, correctement reliée à cette image.',
    wcag: ['1.1.1', '4.1.2'],
  },
  // 2. Cadres
  { id: '2.1', theme: 2, summary: 'Chaque cadre a un titre.', wcag: ['4.1.2'] },
  { id: '2.2', theme: 2, summary: 'Le titre de chaque cadre est pertinent.', wcag: ['4.1.2'] },
  // 3. Couleurs
  {
    id: '3.1',
    theme: 3,
    summary: 'L’information n’est jamais transmise par la couleur seule.',
    wcag: ['1.3.1', '1.4.1'],
  },
  {
    id: '3.2',
    theme: 3,
    summary: 'Le texte contraste suffisamment avec son arrière-plan.',
    wcag: ['1.4.3'],
  },
  {
    id: '3.3',
    theme: 3,
    summary:
      'Les composants d’interface et les éléments graphiques porteurs d’information contrastent à 3:1 au moins.',
    wcag: ['1.4.11'],
  },
  // 4. Multimédia
  {
    id: '4.1',
    theme: 4,
    summary:
      'Un média temporel préenregistré a, si besoin, une transcription textuelle ou une audiodescription.',
    wcag: ['1.2.1', '1.2.3'],
  },
  {
    id: '4.2',
    theme: 4,
    summary:
      'La transcription ou l’audiodescription d’un média temporel préenregistré est pertinente.',
    wcag: ['1.2.1', '1.2.3'],
  },
  {
    id: '4.3',
    theme: 4,
    summary: 'Un média synchronisé préenregistré a, si besoin, des sous-titres synchronisés.',
    wcag: ['1.2.2'],
  },
  {
    id: '4.4',
    theme: 4,
    summary: 'Les sous-titres synchronisés d’un média préenregistré sont pertinents.',
    wcag: ['1.2.2'],
  },
  {
    id: '4.5',
    theme: 4,
    summary: 'Un média temporel préenregistré a, si besoin, une audiodescription synchronisée.',
    wcag: ['1.2.5'],
  },
  {
    id: '4.6',
    theme: 4,
    summary: 'L’audiodescription synchronisée d’un média préenregistré est pertinente.',
    wcag: ['1.2.5'],
  },
  {
    id: '4.7',
    theme: 4,
    summary: 'Chaque média temporel est clairement identifiable.',
    wcag: ['1.1.1'],
  },
  {
    id: '4.8',
    theme: 4,
    summary: 'Un média non temporel a, si besoin, une alternative.',
    wcag: ['1.1.1'],
  },
  {
    id: '4.9',
    theme: 4,
    summary: 'L’alternative d’un média non temporel est pertinente.',
    wcag: ['1.1.1'],
  },
  {
    id: '4.10',
    theme: 4,
    summary: 'Un son qui démarre tout seul peut être contrôlé par l’utilisateur.',
    wcag: ['1.4.2'],
  },
  {
    id: '4.11',
    theme: 4,
    summary:
      'La lecture d’un média temporel se contrôle, si besoin, au clavier et avec tout dispositif de pointage.',
    wcag: ['2.1.1', '2.1.2'],
  },
  {
    id: '4.12',
    theme: 4,
    summary: 'Un média non temporel se contrôle au clavier et avec tout dispositif de pointage.',
    wcag: ['2.1.1', '2.1.2'],
  },
  {
    id: '4.13',
    theme: 4,
    summary:
      'Les médias temporels et non temporels sont compatibles avec les technologies d’assistance.',
    wcag: ['4.1.2'],
  },
  // 5. Tableaux
  { id: '5.1', theme: 5, summary: 'Un tableau de données complexe a un résumé.', wcag: ['1.3.1'] },
  {
    id: '5.2',
    theme: 5,
    summary: 'Le résumé d’un tableau de données complexe est pertinent.',
    wcag: ['1.3.1'],
  },
  {
    id: '5.3',
    theme: 5,
    summary: 'Un tableau de mise en forme reste compréhensible une fois linéarisé.',
    wcag: ['1.3.2', '4.1.2'],
  },
  {
    id: '5.4',
    theme: 5,
    summary: 'Le titre d’un tableau de données lui est correctement associé.',
    wcag: ['1.3.1'],
  },
  {
    id: '5.5',
    theme: 5,
    summary: 'Le titre d’un tableau de données est pertinent.',
    wcag: ['1.3.1'],
  },
  {
    id: '5.6',
    theme: 5,
    summary:
      'Les en-têtes de colonnes et de lignes d’un tableau de données sont correctement déclarés.',
    wcag: ['1.3.1'],
  },
  {
    id: '5.7',
    theme: 5,
    summary:
      'Chaque cellule d’un tableau de données est reliée à ses en-têtes par la technique appropriée.',
    wcag: ['1.3.1'],
  },
  {
    id: '5.8',
    theme: 5,
    summary: 'Un tableau de mise en forme n’emploie aucun élément propre aux tableaux de données.',
    wcag: ['1.3.1'],
  },
  // 6. Liens
  {
    id: '6.1',
    theme: 6,
    summary: 'Chaque lien est explicite, par son intitulé ou par son contexte.',
    wcag: ['1.1.1', '2.4.4', '2.5.3'],
  },
  { id: '6.2', theme: 6, summary: 'Chaque lien a un intitulé.', wcag: ['1.1.1', '2.4.4'] },
  // 7. Scripts
  {
    id: '7.1',
    theme: 7,
    summary:
      'Les composants pilotés par un script sont, si besoin, compatibles avec les technologies d’assistance.',
    wcag: ['2.5.3', '4.1.2'],
  },
  {
    id: '7.2',
    theme: 7,
    summary: 'L’alternative proposée à un script est pertinente.',
    wcag: ['1.1.1', '4.1.2'],
  },
  {
    id: '7.3',
    theme: 7,
    summary: 'Chaque script se contrôle au clavier et avec tout dispositif de pointage.',
    wcag: ['1.3.1', '2.1.1', '2.4.7'],
  },
  {
    id: '7.4',
    theme: 7,
    summary:
      'Un script qui change le contexte prévient l’utilisateur ou lui en laisse le contrôle.',
    wcag: ['3.2.1', '3.2.2'],
  },
  {
    id: '7.5',
    theme: 7,
    summary: 'Les messages de statut sont restitués par les technologies d’assistance.',
    wcag: ['4.1.3'],
  },
  // 8. Éléments obligatoires
  { id: '8.1', theme: 8, summary: 'Chaque page déclare un type de document.', wcag: ['4.1.1'] },
  {
    id: '8.2',
    theme: 8,
    summary: 'Le code source généré est valide pour le type de document déclaré.',
    wcag: ['4.1.1', '4.1.2'],
  },
  {
    id: '8.3',
    theme: 8,
    summary: 'La langue par défaut de chaque page est indiquée.',
    wcag: ['3.1.1'],
  },
  {
    id: '8.4',
    theme: 8,
    summary: 'Le code de la langue par défaut est pertinent.',
    wcag: ['3.1.1'],
  },
  { id: '8.5', theme: 8, summary: 'Chaque page a un titre.', wcag: ['2.4.2'] },
  { id: '8.6', theme: 8, summary: 'Le titre de chaque page est pertinent.', wcag: ['2.4.2'] },
  {
    id: '8.7',
    theme: 8,
    summary: 'Chaque changement de langue dans le contenu est signalé dans le code.',
    wcag: ['3.1.2'],
  },
  {
    id: '8.8',
    theme: 8,
    summary: 'Le code de chaque changement de langue est valide et pertinent.',
    wcag: ['3.1.2'],
  },
  {
    id: '8.9',
    theme: 8,
    summary: 'Les balises ne servent pas uniquement à la présentation.',
    wcag: ['1.3.1'],
  },
  {
    id: '8.10',
    theme: 8,
    summary: 'Les changements du sens de lecture sont signalés.',
    wcag: ['1.3.2'],
  },
  // 9. Structuration de l’information
  {
    id: '9.1',
    theme: 9,
    summary: 'L’information est structurée par des titres bien employés.',
    wcag: ['1.3.1', '2.4.1', '2.4.6', '4.1.2'],
  },
  {
    id: '9.2',
    theme: 9,
    summary: 'La structure du document (en-tête, navigation, contenu, pied de page) est cohérente.',
    wcag: ['1.3.1'],
  },
  { id: '9.3', theme: 9, summary: 'Chaque liste est correctement structurée.', wcag: ['1.3.1'] },
  { id: '9.4', theme: 9, summary: 'Chaque citation est correctement balisée.', wcag: ['1.3.1'] },
  // 10. Présentation de l’information
  {
    id: '10.1',
    theme: 10,
    summary: 'La présentation du site passe par des feuilles de styles.',
    wcag: ['1.3.1', '1.3.2'],
  },
  {
    id: '10.2',
    theme: 10,
    summary: 'Le contenu visible porteur d’information reste présent sans les feuilles de styles.',
    wcag: ['1.1.1', '1.3.1'],
  },
  {
    id: '10.3',
    theme: 10,
    summary: 'L’information reste compréhensible sans les feuilles de styles.',
    wcag: ['1.3.2', '2.4.3'],
  },
  {
    id: '10.4',
    theme: 10,
    summary: 'Le texte reste lisible quand sa taille est portée à 200 %.',
    wcag: ['1.4.4'],
  },
  {
    id: '10.5',
    theme: 10,
    summary: 'Les couleurs de texte et de fond sont déclarées correctement dans les styles.',
    wcag: ['1.4.3'],
  },
  {
    id: '10.6',
    theme: 10,
    summary: 'Un lien dont la nature n’est pas évidente se distingue du texte qui l’entoure.',
    wcag: ['1.4.1'],
  },
  {
    id: '10.7',
    theme: 10,
    summary: 'La prise de focus est visible sur chaque élément qui le reçoit.',
    wcag: ['1.4.1', '2.4.7'],
  },
  {
    id: '10.8',
    theme: 10,
    summary:
      'Les contenus cachés sont bien destinés à être ignorés par les technologies d’assistance.',
    wcag: ['1.3.2', '4.1.2'],
  },
  {
    id: '10.9',
    theme: 10,
    summary: 'L’information n’est pas donnée uniquement par la forme, la taille ou la position.',
    wcag: ['1.3.3', '1.4.1'],
  },
  {
    id: '10.10',
    theme: 10,
    summary:
      'Le moyen qui double une information donnée par la forme, la taille ou la position est pertinent.',
    wcag: ['1.3.3', '1.4.1'],
  },
  {
    id: '10.11',
    theme: 10,
    summary:
      'Le contenu s’affiche sans perte et sans défilement horizontal à 320 px de large, ni vertical à 256 px de haut.',
    wcag: ['1.4.10'],
  },
  {
    id: '10.12',
    theme: 10,
    summary:
      'Le texte reste lisible quand l’utilisateur agrandit l’espacement des lignes, des paragraphes, des lettres et des mots.',
    wcag: ['1.4.12'],
  },
  {
    id: '10.13',
    theme: 10,
    summary:
      'Un contenu qui apparaît au survol ou au focus peut être masqué, survolé, et reste affiché le temps utile.',
    wcag: ['1.4.13'],
  },
  {
    id: '10.14',
    theme: 10,
    summary:
      'Un contenu que seuls les styles font apparaître peut s’afficher au clavier et avec tout dispositif de pointage.',
    wcag: ['2.1.1'],
  },
  // 11. Formulaires
  {
    id: '11.1',
    theme: 11,
    summary: 'Chaque champ de formulaire a une étiquette.',
    wcag: ['1.3.1', '2.4.6', '3.3.2', '4.1.2'],
  },
  {
    id: '11.2',
    theme: 11,
    summary: 'L’étiquette de chaque champ est pertinente.',
    wcag: ['2.4.6', '2.5.3', '3.3.2'],
  },
  {
    id: '11.3',
    theme: 11,
    summary:
      'Des champs de même fonction, répétés sur une page ou un ensemble de pages, ont des étiquettes cohérentes.',
    wcag: ['3.2.4'],
  },
  {
    id: '11.4',
    theme: 11,
    summary: 'Chaque étiquette est placée tout contre son champ.',
    wcag: ['3.3.2'],
  },
  {
    id: '11.5',
    theme: 11,
    summary: 'Les champs de même nature sont regroupés quand c’est nécessaire.',
    wcag: ['1.3.1', '3.3.2'],
  },
  {
    id: '11.6',
    theme: 11,
    summary: 'Chaque regroupement de champs de même nature a une légende.',
    wcag: ['1.3.1', '3.3.2'],
  },
  {
    id: '11.7',
    theme: 11,
    summary: 'La légende de chaque regroupement de champs est pertinente.',
    wcag: ['1.3.1', '3.3.2'],
  },
  {
    id: '11.8',
    theme: 11,
    summary: 'Les options d’une liste de choix sont regroupées de façon pertinente.',
    wcag: ['1.3.1'],
  },
  {
    id: '11.9',
    theme: 11,
    summary: 'L’intitulé de chaque bouton de formulaire est pertinent.',
    wcag: ['2.5.3', '4.1.2'],
  },
  {
    id: '11.10',
    theme: 11,
    summary:
      'Le contrôle de saisie (champs obligatoires, formats attendus, erreurs) est mis en œuvre de façon pertinente.',
    wcag: ['3.3.1', '3.3.2'],
  },
  {
    id: '11.11',
    theme: 11,
    summary: 'Une erreur de saisie est accompagnée, si besoin, d’une suggestion pour la corriger.',
    wcag: ['3.3.3'],
  },
  {
    id: '11.12',
    theme: 11,
    summary:
      'Un formulaire aux conséquences financières, juridiques ou sur des données permet de vérifier, modifier ou récupérer la saisie.',
    wcag: ['3.3.4'],
  },
  {
    id: '11.13',
    theme: 11,
    summary:
      'Les champs qui concernent l’utilisateur indiquent leur finalité, pour permettre le remplissage automatique.',
    wcag: ['1.3.5'],
  },
  // 12. Navigation
  {
    id: '12.1',
    theme: 12,
    summary: 'Chaque ensemble de pages offre au moins deux systèmes de navigation différents.',
    wcag: ['2.4.5'],
  },
  {
    id: '12.2',
    theme: 12,
    summary: 'Menus et barres de navigation restent au même endroit d’une page à l’autre.',
    wcag: ['3.2.3'],
  },
  { id: '12.3', theme: 12, summary: 'La page « plan du site » est pertinente.', wcag: ['2.4.5'] },
  {
    id: '12.4',
    theme: 12,
    summary: 'La page « plan du site » s’atteint de la même façon depuis chaque page.',
    wcag: ['2.4.5', '3.2.3'],
  },
  {
    id: '12.5',
    theme: 12,
    summary: 'Le moteur de recherche s’atteint de la même façon depuis chaque page.',
    wcag: ['3.2.3'],
  },
  {
    id: '12.6',
    theme: 12,
    summary:
      'Les zones communes (en-tête, navigation principale, contenu principal, pied de page, recherche) peuvent être atteintes ou évitées.',
    wcag: ['1.3.1', '2.4.1', '4.1.2'],
  },
  {
    id: '12.7',
    theme: 12,
    summary: 'Un lien d’évitement ou d’accès rapide mène au contenu principal.',
    wcag: ['2.4.1', '2.4.3', '3.2.3'],
  },
  { id: '12.8', theme: 12, summary: 'L’ordre de tabulation est cohérent.', wcag: ['2.4.3'] },
  {
    id: '12.9',
    theme: 12,
    summary: 'La navigation ne contient aucun piège au clavier.',
    wcag: ['2.1.1', '2.1.2'],
  },
  {
    id: '12.10',
    theme: 12,
    summary: 'Les raccourcis clavier d’une seule touche peuvent être désactivés ou modifiés.',
    wcag: ['2.1.4'],
  },
  {
    id: '12.11',
    theme: 12,
    summary:
      'Un contenu qui apparaît au survol, au focus ou à l’activation d’un composant est, si besoin, atteignable au clavier.',
    wcag: ['2.1.1'],
  },
  // 13. Consultation
  {
    id: '13.1',
    theme: 13,
    summary:
      'L’utilisateur garde le contrôle de chaque limite de temps (rafraîchissement, redirection, fin de session).',
    wcag: ['2.2.1', '2.2.2'],
  },
  {
    id: '13.2',
    theme: 13,
    summary: 'Aucune nouvelle fenêtre ne s’ouvre sans une action de l’utilisateur.',
    wcag: ['3.2.1'],
  },
  {
    id: '13.3',
    theme: 13,
    summary: 'Chaque document bureautique à télécharger a, si besoin, une version accessible.',
    wcag: ['1.1.1', '1.3.1', '1.3.2', '2.4.1', '2.4.3', '3.1.1', '4.1.2'],
  },
  {
    id: '13.4',
    theme: 13,
    summary: 'La version accessible d’un document bureautique donne la même information.',
    wcag: ['1.1.1', '1.3.1', '1.3.2', '2.4.1', '2.4.3', '3.1.1', '4.1.2'],
  },
  {
    id: '13.5',
    theme: 13,
    summary: 'Chaque contenu cryptique (art ASCII, émoticône, syntaxe obscure) a une alternative.',
    wcag: ['1.1.1'],
  },
  {
    id: '13.6',
    theme: 13,
    summary: 'L’alternative d’un contenu cryptique est pertinente.',
    wcag: ['1.1.1'],
  },
  {
    id: '13.7',
    theme: 13,
    summary: 'Les flashs et les changements brusques de luminosité restent dans les seuils admis.',
    wcag: ['2.3.1'],
  },
  {
    id: '13.8',
    theme: 13,
    summary: 'Tout contenu en mouvement ou clignotant peut être contrôlé par l’utilisateur.',
    wcag: ['2.2.1', '2.2.2'],
  },
  {
    id: '13.9',
    theme: 13,
    summary: 'Le contenu se consulte quelle que soit l’orientation de l’écran.',
    wcag: ['1.3.4'],
  },
  {
    id: '13.10',
    theme: 13,
    summary: 'Ce qui se fait par un geste complexe peut aussi se faire par un geste simple.',
    wcag: ['2.5.1'],
  },
  {
    id: '13.11',
    theme: 13,
    summary:
      'Une action déclenchée en un point unique de l’écran par un dispositif de pointage peut être annulée.',
    wcag: ['2.5.2'],
  },
  {
    id: '13.12',
    theme: 13,
    summary: 'Ce qui se déclenche en bougeant l’appareil peut aussi se faire autrement.',
    wcag: ['2.5.4'],
  },
] as const satisfies readonly RgaaCriterion[];

/**
 * The official page of a criterion. The site gives each criterion the anchor of its number
 * (the DINUM's scripts/generate-criteria.js links `${url}#12.10`, its template renders
 * `<span id="{{ critNum }}">`).
 */
export const criterionUrl = (id: string) =>
  `https://accessibilite.numerique.gouv.fr/methode/criteres-et-tests/#${id}`;
