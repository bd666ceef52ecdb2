import { allRoutes, routes } from '@/content/site';
import type {
  AuditDraw,
  AuditEvidence,
  AuditSamplePage,
  AuditedCriterion,
  RgaaAudit,
  RgaaStatus,
} from '@/content/types';
import { drawFromSeed } from '@/lib/rgaa';

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

/** The day of the audit, which is also the seed of its draw (below). */
const AUDIT_DATE = '2026-12-02';

/**
 * The pages chosen for the sample (« Échantillon »): those the RGAA asks for that the site
 * has (home, contact, legal notice, the accessibility statement), one page of each other
 * template, and the pages with a component of their own (the FAQ's accordion, the templates'
 * notices).
 */
const chosenPages = [
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
    id: 'faq',
    name: 'Questions fréquentes',
    role: 'page de l’accordéon des questions',
    path: routes.faq.path,
  },
  {
    id: 'modeles',
    name: 'Modèles',
    role: 'page des modèles et de leurs avis',
    path: routes.templates.path,
  },
] as const satisfies readonly AuditSamplePage[];

/**
 * The page drawn at random (« Échantillon »: « une ou plusieurs pages tirées au sort »):
 * among the site's pages not chosen above, in the order of content/site.ts, by the hash of
 * the audit's date (drawFromSeed, lib/rgaa.ts), a draw anyone can redo. The page it drew is
 * written below, audited like the others (a test draws again and finds the same).
 */
export const auditDraw = {
  seed: AUDIT_DATE,
  candidates: allRoutes
    .map((route) => route.path)
    .filter((path) => !chosenPages.some((page) => 'path' in page && page.path === path)),
  drawn: routes.privacy.path,
} satisfies AuditDraw;

/** The sample: the chosen pages, the page drawn, and the error page (at any unknown address). */
export const auditSample = [
  ...chosenPages,
  {
    id: 'confidentialite',
    name: 'Politique de confidentialité',
    role: 'page tirée au sort',
    path: routes.privacy.path,
  },
  {
    id: 'erreur-404',
    name: 'Page introuvable',
    role: 'page d’erreur, à toute adresse inconnue',
  },
] as const satisfies readonly AuditSamplePage[];

/**
 * Where the checks ran, with the versions of the audit's day: the engines the end-to-end
 * tests drive (playwright.config.ts), Debian 12's packages and the floor's builds from npm.
 */
export const auditBrowsers = [
  {
    name: 'Chromium',
    version: '156',
    use: 'à 1 280 et à 390 px de large, l’analyse automatique de chaque page dans chacun de ses états, le fonctionnement de chaque composant, à la souris, au toucher et au clavier, les mesures de contraste, d’affichage et de focus, et les vérifications manuelles',
  },
  {
    name: 'Firefox ESR',
    version: '153',
    use: 'le fonctionnement de chaque page et de ses composants',
  },
  {
    name: 'WebKitGTK',
    version: '2.50',
    use: 'le fonctionnement de chaque page et l’analyse automatique du menu ouvert',
  },
  {
    name: 'Chromium',
    version: '112 et 119',
    use: 'les plus anciennes versions prises en charge, le fonctionnement de chaque page et de ses composants',
  },
] as const;

/** The draw, done again: the page it gives, which the sample must hold. */
export const drawnPage = drawFromSeed(auditDraw.seed, auditDraw.candidates);

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
  check(
    'scripts/gates/export/pages.export.test.ts',
    'the privacy policy states each category of data, each retention period and each right',
  ),
  check(
    'components/legal/legal-document.jsdom.test.tsx',
    'heads table rows and columns for assistive technologies',
  ),
];
/** What a screen reader says, in the virtual screen reader (jest/screen-reader.ts). */
const spoken = {
  landmarks: check(
    'components/layout/site-shell.jsdom.test.tsx',
    'gives its landmarks, the skip link’s first, each named where there are two of a kind',
  ),
  skipLink: check(
    'components/layout/site-shell.jsdom.test.tsx',
    'at the first Tab, then the page’s first heading in its main',
  ),
  dashboardShell: check(
    'app/dashboard/layout.jsdom.test.tsx',
    'gives its landmarks to a screen reader (virtual screen reader), and the mention in its foot',
  ),
  menu: check(
    'components/layout/main-navigation.jsdom.test.tsx',
    'says the menu button collapsed, the menu’s links once opened, and none once closed',
  ),
  faq: check(
    'app/(site)/faq/faq-accordion.jsdom.test.tsx',
    'says a question, its answer once opened, and no longer once closed',
  ),
  tabs: check(
    'app/dashboard/dashboard-tabs.jsdom.test.tsx',
    'says the selected tab at Tab, then each tab the arrow keys, Home and End select',
  ),
  fields: check(
    'app/(site)/contact/contact-form.jsdom.test.tsx',
    'in each field’s name, its hint, and that it is required',
  ),
  errors: check(
    'app/(site)/contact/contact-form.jsdom.test.tsx',
    'after a refused submit, says the first field to fix with what to write, then each other as the focus reaches it',
  ),
  formNotice: check(
    'app/(site)/contact/contact-form.jsdom.test.tsx',
    'reads the notice right after the button once a valid submit is answered, then the note',
  ),
  notices: check('components/notices/notices-spoken.jsdom.test.tsx'),
};
/** Each refused field told in words, before and after hydration (e2e/contact.spec.ts). */
const refusedSubmit = check(
  'e2e/contact.spec.ts',
  'each field to fix says what to write under it, tied to it, the first focused, until it is fixed',
);
const selectedTab = [
  check('e2e/dashboard.spec.ts', 'the selected tab is told by more than its colours'),
  check(
    'e2e/dashboard.spec.ts',
    'the selected link is told by more than its colours, as the selected tab is',
  ),
];
const focusContrast = check(
  'e2e/low-vision.spec.ts',
  'every focus outline contrasts at least 3:1 with the colours beside it, as drawn',
);
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
    pages: statuses(C),
    note: 'Aucune information n’est donnée par la couleur seule : la rubrique en cours est en gras ; l’onglet sélectionné du tableau de bord est en gras et souligné d’une barre ; après un envoi refusé, chaque champ à corriger le dit en toutes lettres sous lui, avec une icône, en plus de la couleur de son cadre ; les statuts des campagnes sont écrits en toutes lettres.',
    evidence: [
      check(
        'e2e/navigation.spec.ts',
        'the current section is highlighted for sighted users too, not only in the markup',
      ),
      ...selectedTab,
      refusedSubmit,
    ],
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
    pages: statuses(C),
    note: 'Le cadre des champs du formulaire de contact est en ink-500 (4,9:1 sur blanc), celui d’un champ à corriger en accent-700 (5,95:1) ; la barre de l’onglet sélectionné, en brand-700, est à 6,79:1 sur son fond blanc ; le contour de focus, mesuré sur les pixels affichés de chaque élément focalisable de chaque page, à 1 280 et 390 px, est à 3:1 au moins avec ce qui l’entoure (blanc sur le fond brand-800 de l’encadré final de l’accueil, 9,07:1). Les boutons se reconnaissent à leur texte.',
    evidence: [
      check(
        'e2e/contact.spec.ts',
        'each field’s border contrasts at least 3:1 with the card it lies on, refused or not',
      ),
      ...selectedTab,
      focusContrast,
      check('lib/contrast.node.test.ts'),
    ],
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
    pages: statuses(NA, { 'tableau-de-bord': C, confidentialite: C }),
    note: 'Chaque tableau de données a un <caption> : les campagnes récentes du tableau de bord, les quatre tableaux de la politique de confidentialité.',
    evidence: tables,
  },
  {
    criterion: '5.5',
    pages: statuses(NA, { 'tableau-de-bord': C, confidentialite: C }),
    note: 'Chaque titre dit ce que le tableau contient.',
    evidence: [...tables, manual('Lecture des titres des tableaux.')],
  },
  {
    criterion: '5.6',
    pages: statuses(NA, { 'tableau-de-bord': C, confidentialite: C }),
    note: 'En-têtes de colonnes en <th scope="col">, en-têtes de lignes en <th scope="row">.',
    evidence: tables,
  },
  {
    criterion: '5.7',
    pages: statuses(NA, { 'tableau-de-bord': C, confidentialite: C }),
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
    note: 'Menu : bouton natif (popovertarget) avec aria-expanded et aria-controls ; onglets du tableau de bord : tablist, tab et tabpanel de Headless UI, aria-selected, focus itinérant ; questions de la FAQ : <details> et <summary> natifs ; avis : messages de statut. Rôles, noms et états lus dans l’arbre d’accessibilité de Chromium, et ce qu’un lecteur d’écran en dit vérifié avec un lecteur d’écran virtuel : le menu ouvert et fermé, une question ouverte et fermée, les onglets aux flèches, le formulaire et ses erreurs, les avis.',
    evidence: [
      axe,
      check('e2e/mobile-menu.mobile.spec.ts', 'the menu button opens and closes the menu'),
      check('e2e/dashboard.spec.ts', 'become tabs once hydrated, the overview selected by default'),
      check('app/dashboard/dashboard-tabs.jsdom.test.tsx'),
      spoken.menu,
      spoken.faq,
      spoken.tabs,
      spoken.fields,
      spoken.errors,
      spoken.notices,
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
    pages: statuses(NA, { contact: C, 'tableau-de-bord': C, modeles: C }),
    note: 'Chaque avis (modèle, tableau de bord, formulaire envoyé) est un message de statut : dans la zone des avis comme dans la fenêtre surgissante qui répond avant qu’elle ne soit prête, une zone role="status" avec aria-atomic="true" (test 7.5.1). Les erreurs du formulaire ne sont pas des messages de statut : le focus va au premier champ à corriger, qui les annonce.',
    evidence: [
      check(
        'scripts/gates/export/pages.export.test.ts',
        'shows each notice in a status message read whole',
      ),
      spoken.notices,
      spoken.formNotice,
      check('components/notices/notices.jsdom.test.tsx'),
      check('e2e/a11y.spec.ts', 'beside its button, on'),
    ],
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
    note: 'header, nav, main et footer sur les pages du site ; header, main et footer sur le tableau de bord ; tout le contenu est dans une région.',
    evidence: [axe, titles, spoken.landmarks, spoken.dashboardShell],
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
    note: 'Aucun contenu généré par CSS ne porte d’information, hormis l’adresse imprimée après les liens, que le texte du lien dit déjà, et la barre de l’onglet sélectionné, que disent aussi son libellé en gras et, sans styles, le seul panneau affiché ; les icônes sont décoratives.',
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
    note: 'Tailles de texte en rem, zoom permis par la balise viewport. Le texte seul agrandi à 200 % (taille de police par défaut de 32 px, à 1 280 px de large) ne fait défiler aucune page horizontalement et ne tronque aucun texte ; au zoom de 200 % (640 px de large pour une fenêtre de 1 280 px) non plus, ni à 320 et 280 px de large (zoom de 400 %).',
    evidence: [
      axe,
      check('e2e/low-vision.spec.ts', 'default font size at'),
      check('e2e/low-vision.spec.ts', 'no page scrolls sideways at'),
      manual(
        'Mesuré dans Chromium sur chaque page à 640 px de large (le zoom de 200 % d’une fenêtre de 1 280 px) : ni défilement horizontal, ni texte tronqué.',
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
      faq: C,
      confidentialite: C,
    }),
    note: 'Les liens placés dans un texte sont soulignés (textes légaux, réponses de la FAQ, adresse e-mail de la page Contact, « Retour au site » et mention d’accessibilité du tableau de bord) ; ailleurs, les liens sont des menus ou des boutons.',
    evidence: [axe],
  },
  {
    criterion: '10.7',
    pages: statuses(C),
    note: 'Un contour (outline) de 3 px marque le focus sur tout le site, y compris dans un mode de contraste élevé (forced-colors), qui efface les ombres : les champs de contact le tracent eux-mêmes, chaque action rapide du tableau de bord autour de sa ligne. Comme le demande la note 2 de « Prise de focus », il contraste à 3:1 au moins avec ce qui l’entoure, mesuré sur les pixels affichés de chaque élément focalisable de chaque page (voir le critère 3.3).',
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
      focusContrast,
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
    pages: statuses(NA, {
      'tableau-de-bord': C,
      accessibilite: C,
      'erreur-404': C,
      confidentialite: C,
    }),
    note: 'Tableau de bord : l’onglet sélectionné, mis en avant, est aussi annoncé par aria-selected. Déclaration, politique de confidentialité et page d’erreur : « ci-dessous » désigne une liste ou un tableau qui suit aussi dans l’ordre de lecture.',
    evidence: [
      check('e2e/dashboard.spec.ts', 'become tabs once hydrated, the overview selected by default'),
      manual('Recherche dans le texte de « ci-dessous », « à droite », de couleurs ou de formes.'),
    ],
  },
  {
    criterion: '10.10',
    pages: statuses(NA, {
      'tableau-de-bord': C,
      accessibilite: C,
      'erreur-404': C,
      confidentialite: C,
    }),
    note: 'Voir le critère 10.9 : l’information donnée par la position ou la forme l’est aussi autrement, de façon pertinente.',
    evidence: [manual('Voir le critère 10.9.')],
  },
  {
    criterion: '10.11',
    pages: statuses(C),
    note: 'À 320 px de large, et même à 280 px, aucune page ne défile horizontalement ni ne tronque de texte dans un conteneur qui masque son débordement, avec la police de repli comme avec la police du site ; dans une fenêtre de 256 px de haut (test 10.11.2), à 320 et 1 280 px de large, non plus, ce qui reste fixé à l’écran en prend la moitié au plus, et le menu ouvert défile jusqu’à son dernier lien ; la zone défilante du tableau des campagnes, nommée et atteignable au clavier, relève de l’exception des tableaux de données.',
    evidence: [
      check('e2e/low-vision.spec.ts', 'no page scrolls sideways at'),
      check('e2e/low-vision.spec.ts', 'nothing is cut, out of reach or covered'),
    ],
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
    note: 'Rien n’apparaît au survol ou au focus d’un autre composant : ni infobulle, ni menu au survol ; le lien d’évitement s’affiche à son propre focus ; les messages d’erreur du formulaire s’affichent sous leur champ après un envoi refusé, et y restent jusqu’à ce qu’il soit corrigé.',
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
    note: 'Chaque champ a son <label for>, qui dit aussi qu’il est obligatoire et donne son aide.',
    evidence: [axe, contactFields, spoken.fields],
  },
  {
    criterion: '11.2',
    pages: statuses(NA, { contact: C }),
    note: 'Les étiquettes disent quoi saisir (Nom, Adresse e-mail, Sujet, Message), chacune avec « (obligatoire) » et une aide, le format de l’adresse e-mail compris.',
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
    pages: statuses(NA, { contact: C }),
    note: 'Chaque étiquette dit « (obligatoire) » et chaque champ est required (tests 11.10.1 et 11.10.2) ; celle de l’adresse e-mail donne son format (11.10.5 et 11.10.6). Après un envoi refusé, avant comme après le chargement des scripts de la page, chaque champ à corriger porte aria-invalid="true" et un message qui dit quoi saisir, visible sous lui et lié par aria-describedby, jusqu’à ce qu’il soit corrigé, et le focus va au premier (11.10.3, 11.10.4 et 11.10.7). Sans JavaScript, le navigateur valide lui-même.',
    evidence: [
      contactFields,
      refusedSubmit,
      spoken.fields,
      spoken.errors,
      check(
        'e2e/contact.spec.ts',
        'the form validates, sends nothing, keeps the values and says why',
      ),
    ],
  },
  {
    criterion: '11.11',
    pages: statuses(NA, { contact: C }),
    note: 'Le message d’une adresse e-mail mal formée en propose la correction : « Saisissez une adresse e-mail complète, au format exemple@domaine.fr. »',
    evidence: [
      check(
        'app/(site)/contact/contact-form.jsdom.test.tsx',
        'names the e-mail’s format when it is malformed',
      ),
      refusedSubmit,
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
    note: 'Régions banner, navigation (« Navigation principale », « Pied de page »), main et contentinfo, et le lien d’évitement ; le tableau de bord a ses régions banner, main et contentinfo.',
    evidence: [
      titles,
      check('scripts/gates/export/links.export.test.ts', 'has the header’s five sections in order'),
      check('scripts/gates/export/links.export.test.ts', 'has the footer’s three groups'),
      spoken.landmarks,
      spoken.dashboardShell,
    ],
  },
  {
    criterion: '12.7',
    pages: statuses(C),
    note: '« Aller au contenu » est le premier élément focalisable de chaque page et mène à main#contenu.',
    evidence: [axe, ...skipLinks, spoken.skipLink],
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
export const rgaaAudit: RgaaAudit = {
  date: AUDIT_DATE,
  sample: auditSample,
  draw: auditDraw,
  criteria: [...criteria].sort((a, b) => compareIds(a.criterion, b.criterion)),
};

function compareIds(a: string, b: string) {
  const [themeA, numberA] = a.split('.').map(Number);
  const [themeB, numberB] = b.split('.').map(Number);
  return themeA! - themeB! || numberA! - numberB!;
}
