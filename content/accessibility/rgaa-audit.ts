import { contactEmail } from '@/content/legal/publisher';
import { mailLink } from '@/content/legal/text';
import { routes } from '@/content/site';
import type {
  AuditEvidence,
  AuditSamplePage,
  AuditedCriterion,
  LegalText,
  RgaaAudit,
  RgaaStatus,
} from '@/content/types';

/**
 * The site's self-audit against RGAA 4.1.2: the status of each of the 106 criteria on each
 * page of the sample, and what holds it. The accessibility statement (/accessibilite), its
 * rate (lib/rgaa.ts) and the mention of every page's footer are computed from it: change a
 * status here, and they follow.
 *
 * Each status claims no more than its evidence holds: a check of this project (axe-core's
 * rules for the criterion, as axe-core tags them, or a named test), or a manual check that
 * says what was looked at. The notes are the auditor's, in French like the grid of an RGAA
 * audit; the failures' texts are the statement's.
 */

/**
 * The sample (« Échantillon »): the pages the RGAA asks for that the site has (home, contact,
 * legal notice, the accessibility statement), and one page of each other template.
 */
export const auditSample = [
  { id: 'accueil', name: 'Accueil', role: 'page d’accueil', path: routes.home.path },
  {
    id: 'tarifs',
    name: 'Tarifs',
    role: 'gabarit des pages de présentation',
    path: routes.pricing.path,
  },
  {
    id: 'mentions-legales',
    name: 'Mentions légales',
    role: 'gabarit des textes légaux',
    path: routes.legalNotice.path,
  },
  {
    id: 'contact',
    name: 'Contact',
    role: 'page de contact et gabarit des formulaires',
    path: routes.contact.path,
  },
  {
    id: 'tableau-de-bord',
    name: 'Tableau de bord',
    role: 'gabarit de l’application, en démonstration',
    path: routes.dashboard.path,
  },
  {
    id: 'accessibilite',
    name: 'Déclaration d’accessibilité',
    role: 'page « accessibilité »',
    path: routes.accessibility.path,
  },
  {
    id: 'erreur-404',
    name: 'Page introuvable',
    role: 'page d’erreur, à toute adresse inconnue',
  },
] as const satisfies readonly AuditSamplePage[];

type PageId = (typeof auditSample)[number]['id'];

/** One status on every page of the sample, but for the pages given. */
function statuses(
  everywhere: RgaaStatus,
  except: Partial<Record<PageId, RgaaStatus>> = {},
): Record<PageId, RgaaStatus> {
  return Object.fromEntries(
    auditSample.map((page) => [page.id, except[page.id] ?? everywhere]),
  ) as Record<PageId, RgaaStatus>;
}

const C = 'conforme';
const NC = 'non conforme';
const NA = 'non applicable';

/** The axe-core rules of the criterion, run on every page and state (e2e/a11y.spec.ts). */
const axe: AuditEvidence = { type: 'axe' };
const check = (file: string, name?: string): AuditEvidence =>
  name === undefined ? { type: 'test', file } : { type: 'test', file, name };
const manual = (text: string): AuditEvidence => ({ type: 'manual', check: text });

const validity = [
  check('scripts/test.sh', 'npx html-validate "out/**/*.html"'),
  check('scripts/gates/check-nu.ts'),
];
const titles = check(
  'scripts/gates/export/metadata.export.test.ts',
  'is French, with its title, one h1 and a main landmark',
);
const skipLinks = [
  check(
    'e2e/navigation.spec.ts',
    'the skip link is the first stop of the keyboard and leads to the main content',
  ),
  check('e2e/dashboard.spec.ts', 'the skip link leads to the dashboard without changing the tab'),
];
const keyboard = [
  check('e2e/mobile-menu.mobile.spec.ts', 'the menu works from the keyboard'),
  check(
    'e2e/mobile-menu.mobile.spec.ts',
    'Escape closes the menu and gives focus back to its button',
  ),
  check('e2e/dashboard.spec.ts', 'switch with the arrow keys from the focused tab'),
];
/**
 * Without JavaScript, a page is what it first paints with it (the export's check), which axe
 * scans on every page; the pages that show more of their own then are scanned that way too.
 */
const withoutJavaScript = [
  check(
    'scripts/gates/export/files.export.test.ts',
    'without JavaScript, the contact page alone shows more than its first paint with it',
  ),
  check('e2e/a11y.spec.ts', 'every page as it first paints'),
  check('e2e/a11y.spec.ts', 'every page that differs without JavaScript'),
];
const contactFields = check(
  'scripts/gates/export/pages.export.test.ts',
  'has four required, labelled fields',
);
const tables = [
  check(
    'scripts/gates/export/pages.export.test.ts',
    'lists the recent campaigns in a table with their statuses and actions',
  ),
];

/** What a visitor can do meanwhile, for what fails in the contact form. */
const writeInstead: LegalText = [
  'En attendant, vous pouvez nous écrire directement à ',
  mailLink(contactEmail),
  '.',
];
const criteria = [
  // 1. Images
  {
    criterion: '1.1',
    pages: statuses(NA),
    note: 'Aucune image porteuse d’information : les icônes et le logo accompagnent un texte qui dit la même chose, l’illustration de l’accueil est décorative.',
    evidence: [
      axe,
      manual(
        'Lecture du code : ni <img>, ni <area>, ni <object>, ni <embed>, ni <canvas> ; chaque <svg> est décoratif.',
      ),
    ],
  },
  {
    criterion: '1.2',
    pages: statuses(C),
    note: 'Les <svg> décoratifs (logo, icônes) portent aria-hidden="true", sans <title> ni <desc> ; l’illustration de l’accueil est masquée par aria-hidden.',
    evidence: [
      manual(
        'Lecture du code : chaque <svg> de app/ et components/ (et des icônes Heroicons) porte aria-hidden="true".',
      ),
    ],
  },
  {
    criterion: '1.3',
    pages: statuses(NA),
    note: 'Aucune image porteuse d’information, donc aucune alternative à juger.',
    evidence: [manual('Voir le critère 1.1.')],
  },
  {
    criterion: '1.4',
    pages: statuses(NA),
    note: 'Aucun CAPTCHA ni image-test.',
    evidence: [manual('Lecture du code : aucun CAPTCHA.')],
  },
  {
    criterion: '1.5',
    pages: statuses(NA),
    note: 'Aucun CAPTCHA, le formulaire de contact non plus.',
    evidence: [manual('Lecture du code : aucun CAPTCHA.')],
  },
  {
    criterion: '1.6',
    pages: statuses(NA),
    note: 'Aucune image porteuse d’information qui demanderait une description détaillée.',
    evidence: [manual('Voir le critère 1.1.')],
  },
  {
    criterion: '1.7',
    pages: statuses(NA),
    note: 'Aucune description détaillée.',
    evidence: [manual('Voir le critère 1.1.')],
  },
  {
    criterion: '1.8',
    pages: statuses(NA),
    note: 'Aucune image texte : le logo est un tracé, le nom « Candidia » est du texte.',
    evidence: [manual('Lecture du code : aucun texte dessiné dans une image ou un tracé SVG.')],
  },
  {
    criterion: '1.9',
    pages: statuses(NA),
    note: 'Aucune image légendée (<figure>).',
    evidence: [manual('Lecture du code : aucun <figure>.')],
  },
  // 2. Cadres
  {
    criterion: '2.1',
    pages: statuses(NA),
    note: 'Aucun cadre (<iframe>, <frame>).',
    evidence: [axe, manual('Lecture du code : aucun <iframe> ni <frame>.')],
  },
  {
    criterion: '2.2',
    pages: statuses(NA),
    note: 'Aucun cadre.',
    evidence: [axe, manual('Lecture du code : aucun <iframe> ni <frame>.')],
  },
  // 3. Couleurs
  {
    criterion: '3.1',
    pages: statuses(C, { contact: NC, 'tableau-de-bord': NC }),
    note: 'Tableau de bord : l’onglet sélectionné ne se distingue que par sa couleur (fond blanc sur ink-100, 1,16:1, texte ink-950 au lieu de ink-700, même graisse). Contact : après un envoi refusé, tous les champs vides ou invalides prennent un cadre rouge, le navigateur ne nommant que le premier. Ailleurs, un autre indice accompagne la couleur (lien de la rubrique en cours en gras, statuts des campagnes écrits en toutes lettres).',
    evidence: [
      check(
        'e2e/navigation.spec.ts',
        'the current section is highlighted for sighted users too, not only in the markup',
      ),
      manual(
        'Lecture du code (app/globals.css, contact-form.tsx) et rapports de contraste calculés depuis les couleurs de tailwind.config.ts.',
      ),
    ],
    failure: {
      title: 'Information donnée par la couleur seule',
      text: 'L’onglet sélectionné du tableau de bord ne se distingue des autres que par sa couleur ; après un envoi refusé du formulaire de contact, les champs à corriger ne se signalent que par la couleur de leur cadre, le navigateur n’en nommant qu’un à la fois.',
      alternative: writeInstead,
    },
  },
  {
    criterion: '3.2',
    pages: statuses(C),
    note: 'Le contraste du texte passe axe-core sur chaque page et chaque état, à 1 280 et 390 px ; sur les dégradés de l’accueil, que axe-core ne mesure pas, le plus faible rapport calculé est de 4,63:1 (brand-50 sur brand-600).',
    evidence: [
      axe,
      manual(
        'Rapports calculés depuis les couleurs de tailwind.config.ts pour le texte posé sur un dégradé.',
      ),
    ],
  },
  {
    criterion: '3.3',
    pages: statuses(C, { accueil: NC, contact: NC, 'tableau-de-bord': NC }),
    note: 'Contact : le cadre des champs (ink-300 sur blanc) est à 1,99:1. Tableau de bord : l’onglet sélectionné se distingue à 1,16:1. Accueil : le contour de focus (brand-600) des deux boutons de l’appel final est à 1,86:1 sur le fond brand-800. Ailleurs, le contour de focus est à 3,84:1 au moins (brand-600 sur ink-950, dans le pied de page).',
    evidence: [
      manual(
        'Rapports de contraste calculés depuis les couleurs de tailwind.config.ts, pour chaque cadre, état sélectionné et contour de focus.',
      ),
    ],
    failure: {
      title: 'Contraste des composants',
      text: 'Le cadre des champs du formulaire de contact, la marque de l’onglet sélectionné du tableau de bord et le contour de focus des deux boutons de l’encadré final de l’accueil contrastent à moins de 3:1 avec leur fond.',
      alternative: [
        'En attendant, vous pouvez nous écrire directement à ',
        mailLink(contactEmail),
        '. Les deux boutons de l’encadré final de l’accueil mènent à des pages que le menu de chaque page propose aussi : « Créer mon compte » et « Tarifs ».',
      ],
    },
  },
  // 4. Multimédia
  ...(['4.1', '4.2', '4.4', '4.5', '4.6', '4.7', '4.11', '4.13'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Aucun média temporel (vidéo, son).',
    evidence: [manual('Lecture du code : ni <video>, ni <audio>, ni lecteur intégré.')],
  })),
  {
    criterion: '4.3',
    pages: statuses(NA),
    note: 'Aucun média synchronisé.',
    evidence: [axe, manual('Lecture du code : ni <video>, ni <audio>, ni lecteur intégré.')],
  },
  ...(['4.8', '4.9', '4.12'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Aucun média non temporel.',
    evidence: [manual('Lecture du code : ni <object>, ni <embed>, ni <canvas>.')],
  })),
  {
    criterion: '4.10',
    pages: statuses(NA),
    note: 'Aucun son.',
    evidence: [axe, manual('Lecture du code : ni <video>, ni <audio>.')],
  },
  // 5. Tableaux
  {
    criterion: '5.1',
    pages: statuses(NA),
    note: 'Aucun tableau complexe : une ligne d’en-tête, une colonne d’en-tête.',
    evidence: tables,
  },
  {
    criterion: '5.2',
    pages: statuses(NA),
    note: 'Aucun tableau complexe.',
    evidence: [axe, ...tables],
  },
  {
    criterion: '5.3',
    pages: statuses(NA),
    note: 'Aucun tableau de mise en forme.',
    evidence: [manual('Lecture du code : chaque <table> est un tableau de données.')],
  },
  {
    criterion: '5.4',
    pages: statuses(NA, { 'tableau-de-bord': C }),
    note: 'Le tableau de données du tableau de bord, les campagnes récentes, a un <caption>.',
    evidence: tables,
  },
  {
    criterion: '5.5',
    pages: statuses(NA, { 'tableau-de-bord': C }),
    note: 'Chaque titre dit ce que le tableau contient.',
    evidence: [...tables, manual('Lecture des titres des tableaux.')],
  },
  {
    criterion: '5.6',
    pages: statuses(NA, { 'tableau-de-bord': C }),
    note: 'En-têtes de colonnes en <th scope="col">, en-têtes de lignes en <th scope="row">.',
    evidence: tables,
  },
  {
    criterion: '5.7',
    pages: statuses(NA, { 'tableau-de-bord': C }),
    note: 'L’attribut scope de chaque en-tête suffit à un tableau simple.',
    evidence: [axe, ...tables],
  },
  {
    criterion: '5.8',
    pages: statuses(NA),
    note: 'Aucun tableau de mise en forme.',
    evidence: [manual('Lecture du code : chaque <table> est un tableau de données.')],
  },
  // 6. Liens
  {
    criterion: '6.1',
    pages: statuses(C),
    note: 'Chaque lien dit où il mène, par son texte ou son contexte ; le logo mène à l’accueil sous le nom « Candidia ».',
    evidence: [axe, manual('Relevé dans Chromium des liens de chaque page et de leur intitulé.')],
  },
  {
    criterion: '6.2',
    pages: statuses(C),
    note: 'Chaque lien a un intitulé ; un lien avec icône garde son texte.',
    evidence: [axe],
  },
  // 7. Scripts
  {
    criterion: '7.1',
    pages: statuses(C),
    note: 'Menu : bouton natif (popovertarget) avec aria-expanded et aria-controls ; onglets du tableau de bord : tablist, tab et tabpanel de Headless UI, aria-selected, focus itinérant ; rôles, noms et états lus dans l’arbre d’accessibilité de Chromium. La restitution par un lecteur d’écran reste à vérifier.',
    evidence: [
      axe,
      check('e2e/mobile-menu.mobile.spec.ts', 'the menu button opens and closes the menu'),
      check('e2e/dashboard.spec.ts', 'become tabs once hydrated, the overview selected by default'),
      check('app/dashboard/dashboard-tabs.jsdom.test.tsx'),
    ],
  },
  {
    criterion: '7.2',
    pages: statuses(C),
    note: 'Sans JavaScript, chaque page garde ses contenus et ses fonctions : menu en popover natif, onglets en liens vers leurs panneaux, formulaire validé par le navigateur avec une note <noscript> qui donne l’adresse e-mail.',
    evidence: [
      ...withoutJavaScript,
      check('e2e/dashboard.spec.ts', 'an address naming a tab opens on it'),
    ],
  },
  {
    criterion: '7.3',
    pages: statuses(C),
    note: 'Seulement des <a> et <button> natifs ; les onglets se parcourent aux flèches, Début et Fin ; la zone défilante du tableau des campagnes prend le focus.',
    evidence: [axe, ...keyboard],
  },
  {
    criterion: '7.4',
    pages: statuses(NA),
    note: 'Aucun script ne change le contexte : les onglets changent de panneau sur place, les avis s’affichent sur place, le formulaire n’envoie rien.',
    evidence: [manual('Lecture du code des îlots client (menu, onglets, formulaire, avis).')],
  },
  {
    criterion: '7.5',
    pages: statuses(NA, { contact: NC, 'tableau-de-bord': NC }),
    note: 'Les avis (formulaire envoyé, boutons du tableau de bord) sont annoncés par une zone aria-live="polite" sans role="status" ni aria-atomic="true", ce que demandent le test 7.5.1 et sa note technique (aria-live="polite" seul vaut role="log").',
    evidence: [manual('Lecture du code : components/notices.tsx.')],
    failure: {
      title: 'Messages de statut',
      text: 'Les avis qui s’affichent après l’envoi du formulaire de contact ou l’appui sur un bouton du tableau de bord ne sont pas déclarés comme messages de statut, et certains lecteurs d’écran peuvent ne pas les annoncer.',
      alternative: [
        'Ces avis disent seulement que la fonction n’est pas encore disponible : le formulaire de contact n’envoie rien. Pour nous joindre, écrivez à ',
        mailLink(contactEmail),
        '.',
      ],
    },
  },
  // 8. Éléments obligatoires
  {
    criterion: '8.1',
    pages: statuses(C),
    note: 'Chaque page exportée commence par <!DOCTYPE html>.',
    evidence: validity,
  },
  {
    criterion: '8.2',
    pages: statuses(C),
    note: 'Chaque page construite passe html-validate et le validateur Nu du W3C.',
    evidence: [axe, ...validity],
  },
  {
    criterion: '8.3',
    pages: statuses(C),
    note: '<html lang="fr"> dans la mise en page racine.',
    evidence: [axe, titles],
  },
  {
    criterion: '8.4',
    pages: statuses(C),
    note: 'fr est la langue du contenu.',
    evidence: [axe, titles],
  },
  {
    criterion: '8.5',
    pages: statuses(C),
    note: 'Chaque page a son <title>, la page d’erreur aussi.',
    evidence: [axe, titles],
  },
  {
    criterion: '8.6',
    pages: statuses(C),
    note: 'Chaque titre nomme la page, puis le site : « Tarifs · Candidia ».',
    evidence: [titles, manual('Lecture du titre de chaque page.')],
  },
  {
    criterion: '8.7',
    pages: statuses(NA, { 'mentions-legales': C }),
    note: 'Les mentions légales marquent en lang="en" les noms anglais de leurs crédits ; ailleurs, aucun passage en langue étrangère (noms propres seulement), ce que confirme le contrôle orthographique en français de chaque page.',
    evidence: [check('scripts/gates/check-french.ts'), manual('Lecture du texte de chaque page.')],
  },
  {
    criterion: '8.8',
    pages: statuses(NA, { 'mentions-legales': C }),
    note: 'Le seul code de langue employé, en, est valide et pertinent.',
    evidence: [axe],
  },
  {
    criterion: '8.9',
    pages: statuses(C),
    note: 'Titres, listes et paragraphes servent à ce qu’ils sont ; les points décoratifs sont des <span> vides masqués.',
    evidence: [validity[1]!, manual('Lecture du balisage de chaque gabarit.')],
  },
  {
    criterion: '8.10',
    pages: statuses(NA),
    note: 'Aucun texte qui se lit de droite à gauche.',
    evidence: [manual('Lecture du texte de chaque page.')],
  },
  // 9. Structuration de l’information
  {
    criterion: '9.1',
    pages: statuses(C),
    note: 'Un seul h1 par page, des h2 pour les sections, des h3 à l’intérieur ; les cartes du tableau de bord sont titrées en h2.',
    evidence: [
      titles,
      manual('Relevé dans Chromium du plan des titres de chaque page, comparé à sa mise en page.'),
    ],
  },
  {
    criterion: '9.2',
    pages: statuses(C),
    note: 'header, nav, main et footer sur les pages du site ; header et main sur le tableau de bord ; tout le contenu est dans une région.',
    evidence: [axe, titles],
  },
  {
    criterion: '9.3',
    pages: statuses(C),
    note: 'ul, ol et dl pour chaque liste : étapes, offres, groupes du pied de page, chiffres et coordonnées.',
    evidence: [axe],
  },
  {
    criterion: '9.4',
    pages: statuses(NA),
    note: 'Aucune citation.',
    evidence: [manual('Lecture du code : ni <blockquote>, ni <q>.')],
  },
  // 10. Présentation de l’information
  {
    criterion: '10.1',
    pages: statuses(C),
    note: 'La présentation est en CSS (Tailwind CSS) ; aucune balise ni aucun attribut de présentation.',
    evidence: validity,
  },
  {
    criterion: '10.2',
    pages: statuses(C),
    note: 'Aucun contenu généré par CSS ne porte d’information, hormis l’adresse imprimée après les liens, que le texte du lien dit déjà ; les icônes sont décoratives.',
    evidence: [manual('Lecture de app/globals.css et des classes before : et after :.')],
  },
  {
    criterion: '10.3',
    pages: statuses(C),
    note: 'L’ordre du code est l’ordre de lecture ; sans styles, le tableau de bord hydraté montre un seul panneau (attribut hidden).',
    evidence: [manual('Lecture de l’ordre du code de chaque gabarit.')],
  },
  {
    criterion: '10.4',
    pages: statuses(C),
    note: 'Tailles de texte en rem, zoom permis par la balise viewport ; au zoom de 200 %, rien n’est tronqué ; le texte seul agrandi à 200 % fait défiler les pages horizontalement, sans rien tronquer.',
    evidence: [
      axe,
      manual(
        'Mesuré dans Chromium sur chaque page : à 640 px de large (le zoom de 200 % d’une fenêtre de 1 280 px), rien de tronqué ; à 1 280 px, avec la taille de police de la racine à 200 %, aucun texte hors de son conteneur.',
      ),
    ],
  },
  {
    criterion: '10.5',
    pages: statuses(C),
    note: 'body déclare le fond (paper) et le texte (ink-900) ; chaque bloc coloré déclare aussi la couleur de son texte.',
    evidence: [manual('Lecture de app/globals.css et des classes bg- et text-.')],
  },
  {
    criterion: '10.6',
    pages: statuses(NA, {
      'mentions-legales': C,
      contact: C,
      'tableau-de-bord': C,
      accessibilite: C,
    }),
    note: 'Les liens placés dans un texte sont soulignés (textes légaux, adresse e-mail de la page Contact, « Retour au site ») ; ailleurs, les liens sont des menus ou des boutons.',
    evidence: [axe],
  },
  {
    criterion: '10.7',
    pages: statuses(C),
    note: 'Un contour (outline) de 3 px marque le focus sur tout le site, y compris dans un mode de contraste élevé (forced-colors), qui efface les ombres : les champs de contact le tracent eux-mêmes, chaque action rapide du tableau de bord autour de sa ligne.',
    evidence: [
      check(
        'e2e/navigation.spec.ts',
        'the skip link is the first stop of the keyboard and leads to the main content',
      ),
      check('e2e/low-vision.spec.ts', 'Tab in a contrast theme and Shift+Tab in the page'),
      check(
        'e2e/low-vision.spec.ts',
        'show an outline on every stop, in view and under no sticky box',
      ),
    ],
  },
  {
    criterion: '10.8',
    pages: statuses(C),
    note: 'Les SVG décoratifs et l’illustration de l’accueil sont masqués par aria-hidden ; les textes en sr-only sont destinés aux lecteurs d’écran ; les popovers et panneaux fermés sont masqués par le CSS ou l’attribut hidden.',
    evidence: [axe],
  },
  {
    criterion: '10.9',
    pages: statuses(NA, { 'tableau-de-bord': C, accessibilite: C, 'erreur-404': C }),
    note: 'Tableau de bord : l’onglet sélectionné, mis en avant, est aussi annoncé par aria-selected. Déclaration et page d’erreur : « ci-dessous » désigne une liste qui suit aussi dans l’ordre de lecture.',
    evidence: [
      check('e2e/dashboard.spec.ts', 'become tabs once hydrated, the overview selected by default'),
      manual('Recherche dans le texte de « ci-dessous », « à droite », de couleurs ou de formes.'),
    ],
  },
  {
    criterion: '10.10',
    pages: statuses(NA, { 'tableau-de-bord': C, accessibilite: C, 'erreur-404': C }),
    note: 'Voir le critère 10.9 : l’information donnée par la position ou la forme l’est aussi autrement, de façon pertinente.',
    evidence: [manual('Voir le critère 10.9.')],
  },
  {
    criterion: '10.11',
    pages: statuses(C),
    note: 'À 320 px de large, et même à 280 px, aucune page ne défile horizontalement, avec la police de repli comme avec la police du site ; la zone défilante du tableau des campagnes, nommée et atteignable au clavier, relève de l’exception des tableaux de données.',
    evidence: [check('e2e/low-vision.spec.ts', 'no page scrolls sideways at')],
  },
  {
    criterion: '10.12',
    pages: statuses(C),
    note: 'Avec l’espacement du texte de WCAG 1.4.12, à 320, 390 et 1 280 px de large, aucun conteneur qui masque son débordement ne coupe de texte et aucune page ne défile horizontalement ; un mot trop long pour sa ligne passe à la ligne suivante.',
    evidence: [check('e2e/low-vision.spec.ts', 'with WCAG 1.4.12 text spacing at')],
  },
  {
    criterion: '10.13',
    pages: statuses(NA),
    note: 'Rien n’apparaît au survol ou au focus d’un autre composant : ni infobulle, ni menu au survol ; le lien d’évitement s’affiche à son propre focus ; les bulles de validation sont celles du navigateur (cas particulier).',
    evidence: [
      manual('Lecture du code : classes hover :, focus : et group- de app/ et components/.'),
    ],
  },
  {
    criterion: '10.14',
    pages: statuses(C),
    note: 'Ce que seul le CSS fait apparaître (lien d’évitement au focus, panneaux des onglets sans JavaScript par :target, avis sans popover au focus) s’atteint au clavier.',
    evidence: [...skipLinks, ...withoutJavaScript],
  },
  // 11. Formulaires
  {
    criterion: '11.1',
    pages: statuses(NA, { contact: C }),
    note: 'Chaque champ a son <label for>, son aide dans l’étiquette.',
    evidence: [axe, contactFields],
  },
  {
    criterion: '11.2',
    pages: statuses(NA, { contact: C }),
    note: 'Les étiquettes disent quoi saisir (Nom, Adresse e-mail, Sujet, Message), chacune avec une aide.',
    evidence: [axe, contactFields, manual('Lecture des étiquettes.')],
  },
  {
    criterion: '11.3',
    pages: statuses(NA),
    note: 'Un seul formulaire dans l’échantillon, aucun champ répété d’une page à l’autre.',
    evidence: [manual('Lecture du code : un seul <form>.')],
  },
  {
    criterion: '11.4',
    pages: statuses(NA, { contact: C }),
    note: 'Chaque étiquette est juste au-dessus de son champ.',
    evidence: [manual('Regardé sur des captures d’écran à 390 et à 1 280 px.')],
  },
  ...(['11.5', '11.6', '11.7'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Quatre champs sans rapport entre eux : aucun regroupement nécessaire.',
    evidence: [manual('Lecture du code du formulaire de contact.')],
  })),
  {
    criterion: '11.8',
    pages: statuses(NA),
    note: 'Aucune liste de choix (<select>).',
    evidence: [manual('Lecture du code : aucun <select>.')],
  },
  {
    criterion: '11.9',
    pages: statuses(C),
    note: 'Les boutons disent ce qu’ils font (« Envoyer le message », « Menu », « Fermer la notification »…) ; « Voir une démo » ne fait rien, comme le demande la spécification.',
    evidence: [axe, manual('Lecture du nom de chaque bouton.')],
  },
  {
    criterion: '11.10',
    pages: statuses(NA, { contact: NC }),
    note: 'Tous les champs sont required, mais la seule indication visible est « Tous les champs sont obligatoires. » au-dessus du formulaire, dans aucune étiquette ni liée à aucun champ (test 11.10.2, applicable même quand tous les champs sont obligatoires) ; les erreurs sont les bulles du navigateur, qui disparaissent, ne nomment pas le champ, sans aria-invalid (test 11.10.3).',
    evidence: [
      contactFields,
      check('e2e/contact.spec.ts', 'the browser blocks an incomplete form or an invalid e-mail'),
    ],
    failure: {
      title: 'Contrôle de saisie',
      text: 'Dans le formulaire de contact, le caractère obligatoire des champs n’est pas indiqué dans leur étiquette, et les messages d’erreur, ceux du navigateur, disparaissent et ne nomment pas le champ à corriger.',
      alternative: writeInstead,
    },
  },
  {
    criterion: '11.11',
    pages: statuses(NA, { contact: C }),
    note: 'Le message du navigateur suggère la correction d’une adresse mal formée (un « @ » manquant).',
    evidence: [
      check('e2e/contact.spec.ts', 'the browser blocks an incomplete form or an invalid e-mail'),
    ],
  },
  {
    criterion: '11.12',
    pages: statuses(NA),
    note: 'Le formulaire de contact n’a aucune conséquence financière, juridique ou sur des données : il n’envoie rien.',
    evidence: [
      check(
        'scripts/gates/export/pages.export.test.ts',
        'without JavaScript, says the form is not connected, and how to write instead',
      ),
    ],
  },
  {
    criterion: '11.13',
    pages: statuses(NA, { contact: C }),
    note: 'autocomplete="name" et "email" sur les champs qui concernent le visiteur ; le sujet et le message n’ont pas de finalité répertoriée.',
    evidence: [axe],
  },
  // 12. Navigation
  {
    criterion: '12.1',
    pages: statuses(NA),
    note: 'Cas particulier : une quinzaine de pages, toutes atteignables depuis l’accueil (en-tête et pied de page).',
    evidence: [
      check(
        'scripts/gates/export/links.export.test.ts',
        'has the footer’s three groups with every link of the specification',
      ),
    ],
  },
  {
    criterion: '12.2',
    pages: statuses(C),
    note: 'Même en-tête et même pied de page sur chaque page du site ; le tableau de bord a sa propre barre, la même partout où il s’affiche.',
    evidence: [
      check(
        'scripts/gates/export/links.export.test.ts',
        'has the header’s five sections in order, the current one marked',
      ),
    ],
  },
  {
    criterion: '12.3',
    pages: statuses(NA),
    note: 'Aucune page « plan du site » (seulement sitemap.xml, pour les moteurs de recherche).',
    evidence: [manual('Lecture des routes de content/site.ts.')],
  },
  {
    criterion: '12.4',
    pages: statuses(NA),
    note: 'Aucune page « plan du site ».',
    evidence: [manual('Lecture des routes de content/site.ts.')],
  },
  {
    criterion: '12.5',
    pages: statuses(NA),
    note: 'Aucun moteur de recherche.',
    evidence: [manual('Lecture des routes de content/site.ts.')],
  },
  {
    criterion: '12.6',
    pages: statuses(C),
    note: 'Régions banner, navigation (« Navigation principale », « Pied de page »), main et contentinfo, et le lien d’évitement.',
    evidence: [
      titles,
      check('scripts/gates/export/links.export.test.ts', 'has the header’s five sections in order'),
      check('scripts/gates/export/links.export.test.ts', 'has the footer’s three groups'),
    ],
  },
  {
    criterion: '12.7',
    pages: statuses(C),
    note: '« Aller au contenu » est le premier élément focalisable de chaque page et mène à main#contenu.',
    evidence: [axe, ...skipLinks],
  },
  {
    criterion: '12.8',
    pages: statuses(C),
    note: 'Aucun tabindex positif ; l’ordre du code suit celui de l’écran ; l’onglet hydraté reprend le focus du lien qu’il remplace.',
    evidence: [
      ...keyboard,
      manual(
        'Parcours à la tabulation de chaque page dans Chromium : l’ordre suit celui de la lecture.',
      ),
    ],
  },
  {
    criterion: '12.9',
    pages: statuses(C),
    note: 'Aucun piège au clavier : le menu n’est pas modal et se ferme avec Échap.',
    evidence: keyboard,
  },
  {
    criterion: '12.10',
    pages: statuses(NA),
    note: 'Aucun raccourci clavier ; les flèches n’agissent que dans la liste d’onglets qui a le focus.',
    evidence: [
      manual('Lecture du code : aucun gestionnaire de touche hors des onglets et du menu.'),
    ],
  },
  {
    criterion: '12.11',
    pages: statuses(C),
    note: 'Le menu ouvert suit son bouton dans l’ordre de tabulation, chaque avis suit son bouton, les boutons de fermeture des avis s’atteignent.',
    evidence: keyboard,
  },
  // 13. Consultation
  {
    criterion: '13.1',
    pages: statuses(NA),
    note: 'Ni rafraîchissement, ni redirection, ni session limitée (pages statiques) ; les avis qui se ferment après 5 s, en pause au survol et au focus, ne relèvent d’aucun test du critère.',
    evidence: [axe],
  },
  {
    criterion: '13.2',
    pages: statuses(NA),
    note: 'Rien n’ouvre de nouvelle fenêtre (ni target="_blank", ni window.open).',
    evidence: [manual('Lecture du code : ni target="_blank", ni window.open.')],
  },
  ...(['13.3', '13.4'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Aucun document bureautique à télécharger.',
    evidence: [manual('Lecture des liens de chaque page : aucun fichier à télécharger.')],
  })),
  ...(['13.5', '13.6'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Aucun contenu cryptique exposé : les {{variables}} de l’illustration de l’accueil sont décoratives et masquées.',
    evidence: [manual('Lecture du texte de chaque page.')],
  })),
  {
    criterion: '13.7',
    pages: statuses(NA),
    note: 'Rien ne clignote.',
    evidence: [manual('Lecture du code : aucune animation répétée.')],
  },
  {
    criterion: '13.8',
    pages: statuses(NA),
    note: 'Aucun mouvement automatique : la seule animation, l’entrée d’un avis en 180 ms, suit un appui et s’arrête si le mouvement est réduit.',
    evidence: [axe],
  },
  {
    criterion: '13.9',
    pages: statuses(C),
    note: 'Aucune orientation imposée, ni en CSS ni par script.',
    evidence: [manual('Lecture du code : aucune requête média orientation ni screen.orientation.')],
  },
  {
    criterion: '13.10',
    pages: statuses(NA),
    note: 'Aucun geste complexe ; le tableau défile de façon native.',
    evidence: [manual('Lecture du code : aucun gestionnaire de geste.')],
  },
  {
    criterion: '13.11',
    pages: statuses(C),
    note: 'Chaque action se déclenche au clic ou à l’envoi ; le script des premiers appuis ne fait que commencer le chargement au pointerdown, et c’est le clic qui répond.',
    evidence: [
      manual(
        'Lecture du code (lib/browser/early-input.ts, îlots client) : chaque action répond au clic ou à l’envoi, pointerdown ne fait que lancer le chargement des scripts.',
      ),
    ],
  },
  {
    criterion: '13.12',
    pages: statuses(NA),
    note: 'Aucune fonction déclenchée par un mouvement de l’appareil.',
    evidence: [manual('Lecture du code : ni devicemotion, ni deviceorientation.')],
  },
] satisfies readonly AuditedCriterion[];

/** The audit, in the order of the criteria (a test checks that all 106 are there, once). */
export const rgaaAudit = {
  date: '2026-11-27',
  sample: auditSample,
  criteria: [...criteria].sort((a, b) => compareIds(a.criterion, b.criterion)),
} satisfies RgaaAudit;

function compareIds(a: string, b: string) {
  const [themeA, numberA] = a.split('.').map(Number);
  const [themeB, numberB] = b.split('.').map(Number);
  return themeA! - themeB! || numberA! - numberB!;
}
