import { allRoutes, routes } from '@/content/site';
import type {
  AuditDraw,
  AuditEvidence,
  AuditSamplePage,
  AuditedCriterion,
  RgaaAudit,
  RgaaStatus,
} from '@/content/types';
import { drawSeveral, randomPageCount } from '@/lib/rgaa';

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
const AUDIT_DATE = '2026-12-06';

/**
 * The pages chosen for the sample (« Échantillon »): those the RGAA asks for that the site
 * has (home, contact, legal notice, the accessibility statement; no site map, help or login
 * page), every first-level section of the main navigation (Fonctionnalités, Tarifs, Modèles,
 * Blog, FAQ), the pages of a template or a component of their own (the dashboard, the FAQ's
 * accordion, the templates' notices, the blog's cards) and the error page.
 */
const chosenPages = [
  { id: 'accueil', name: 'Accueil', role: 'page d’accueil', path: routes.home.path },
  {
    id: 'fonctionnalites',
    name: 'Fonctionnalités',
    role: 'rubrique Fonctionnalités de la navigation principale',
    path: routes.features.path,
  },
  {
    id: 'tarifs',
    name: 'Tarifs',
    role: 'rubrique Tarifs, gabarit des pages de présentation',
    path: routes.pricing.path,
  },
  {
    id: 'modeles',
    name: 'Modèles',
    role: 'rubrique Modèles, ses avis et ses variables',
    path: routes.templates.path,
  },
  {
    id: 'blog',
    name: 'Blog',
    role: 'rubrique Blog, ses catégories et ses cartes d’articles',
    path: routes.blog.path,
  },
  {
    id: 'faq',
    name: 'Questions fréquentes',
    role: 'rubrique FAQ, son accordéon',
    path: routes.faq.path,
  },
  {
    id: 'contact',
    name: 'Contact',
    role: 'page de contact et gabarit des formulaires',
    path: routes.contact.path,
  },
  {
    id: 'mentions-legales',
    name: 'Mentions légales',
    role: 'gabarit des textes légaux',
    path: routes.legalNotice.path,
  },
  {
    id: 'accessibilite',
    name: 'Déclaration d’accessibilité',
    role: 'page « accessibilité »',
    path: routes.accessibility.path,
  },
  {
    id: 'tableau-de-bord',
    name: 'Tableau de bord',
    role: 'gabarit de l’application, en démonstration',
    path: routes.dashboard.path,
  },
  {
    id: 'erreur-404',
    name: 'Page introuvable',
    role: 'page d’erreur, à toute adresse inconnue',
  },
] as const satisfies readonly AuditSamplePage[];

/**
 * The pages drawn at random (« Échantillon »: « des pages sélectionnées au hasard représentant
 * au moins 10 % des pages de l’échantillon décrit supra »): a tenth of the chosen pages,
 * rounded up, drawn one after the other among the site's pages not chosen, in the order of
 * content/site.ts, by the hash of the audit's date (drawSeveral, lib/rgaa.ts), a draw anyone
 * can redo. The pages it drew are written below, audited like the others (a test draws again
 * and finds the same).
 */
export const auditDraw = {
  seed: AUDIT_DATE,
  candidates: allRoutes
    .map((route) => route.path)
    .filter((path) => !chosenPages.some((page) => 'path' in page && page.path === path)),
  count: randomPageCount(chosenPages.length),
  drawn: [routes.about.path, routes.privacy.path],
} satisfies AuditDraw;

/** The sample: the chosen pages, then the pages drawn. */
export const auditSample = [
  ...chosenPages,
  {
    id: 'a-propos',
    name: 'À propos',
    role: 'page tirée au sort',
    path: routes.about.path,
  },
  {
    id: 'confidentialite',
    name: 'Politique de confidentialité',
    role: 'page tirée au sort',
    path: routes.privacy.path,
  },
] as const satisfies readonly AuditSamplePage[];

/**
 * Where the checks ran, with the versions of the audit's day: the engines the end-to-end
 * tests drive (playwright.config.ts), Debian 12's packages and the floor's builds from npm.
 * The manual checks ran in the same Chromium and Firefox ESR, driven by Playwright scripts
 * kept out of the repository, whose findings each criterion's note gives.
 */
export const auditBrowsers = [
  {
    name: 'Chromium',
    version: '156',
    use: 'à 1 280 et à 390 px de large, l’analyse automatique de chaque page dans chacun de ses états, le fonctionnement de chaque composant, à la souris, au toucher et au clavier, avant et après le chargement des scripts, les mesures de contraste (survol et focus compris), d’affichage et de focus, et les vérifications manuelles',
  },
  {
    name: 'Firefox ESR',
    version: '153',
    use: 'le fonctionnement de chaque page et de ses composants, chaque avis avant les scripts, à la première touche et après, le contraste des sommaires survolés et focalisés, et les vérifications manuelles des avis et des appuis',
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

/**
 * The real screen reader of the manual checks (criterion 7.1, test 7.1.2): Debian 12's Orca
 * with Firefox ESR, under Xvfb, pressed by a script and heard through Orca's own log of what it
 * says; the script is kept out of the repository, as the other manual checks' are. Not run by
 * `npm test`: a stage of it failed now and then for want of a window manager.
 */
export const auditScreenReader = {
  name: 'Orca',
  version: '43.1',
  browser: 'Firefox ESR 153',
} as const;

/** The draw, done again: the pages it gives, which the sample must hold. */
export const drawnPages = drawSeveral(auditDraw.seed, auditDraw.candidates, auditDraw.count);

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

/** Applicable on these pages only, with this status there; non applicable elsewhere. */
const only = (pages: readonly PageId[], status: RgaaStatus = C) =>
  statuses(NA, Object.fromEntries(pages.map((id) => [id, status])));

/** The pages that show notices. */
const noticePages = ['modeles', 'tableau-de-bord', 'contact'] as const satisfies PageId[];

/** The axe-core rules of the criterion, run on every page and state (e2e/a11y.spec.ts). */
const axe: AuditEvidence = { type: 'axe' };
const check = (file: string, name?: string): AuditEvidence =>
  name === undefined ? { type: 'test', file } : { type: 'test', file, name };
const manual = (text: string): AuditEvidence => ({ type: 'manual', check: text });

/** What the built HTML and files say (scripts/gates/export/audit.export.test.ts). */
const built = (name: string) => check('scripts/gates/export/audit.export.test.ts', name);
const noImage = built(
  'has no image but decorative SVGs hidden from assistive technologies, and no caption',
);
const noFrameNorMedia = built(
  'has no frame, no media, no quotation, no list box and no text of another direction',
);
const noMotion = built('move, blink and flash nothing by themselves, and lock no orientation');
const noWindowNorDocument = built(
  'neither refreshes nor redirects, opens no window and offers no office document',
);

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
  check('e2e/faq.spec.ts', 'one FAQ item is open at a time with the keyboard'),
];
/**
 * Each notice, on /modeles, /dashboard and /contact, before the scripts, on the first key and
 * after, in Chromium and Firefox ESR: in its status region from the start, reached by the next
 * Tab, kept while the focus stays on its button, closed by its button or Escape with the focus
 * back on its button (e2e/notices.spec.ts).
 */
const noticeTests = check(
  'e2e/notices.spec.ts',
  'a notice is heard, reached by the next Tab, kept while the visitor stays, and closed with the focus back on its button',
);
/** Without JavaScript, a page is what it first paints with it (the export's check), which axe
 * scans on every page; the pages that show more of their own then are scanned that way too. */
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
/**
 * What a screen reader would say, in the virtual screen reader (jest/screen-reader.ts): a model
 * in jsdom, with no popover, no CSS and no accessibility tree of a browser (the statement says
 * so); the real browsers' tests above hold what it cannot.
 */
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
/** The blog's categories: « Tous » marked by more than its colours, none to scroll to. */
const blogCategories = check(
  'e2e/blog.spec.ts',
  'is marked by more than its colours, and every category shows without scrolling',
);
const hoverContrast = [
  check(
    'e2e/hover-contrast.spec.ts',
    'every link and button, hovered and focused, contrasts enough (RGAA 3.2)',
  ),
  check(
    'e2e/hover-contrast.spec.ts',
    'each entry of the table of contents, hovered and focused, contrasts enough, its number too (RGAA 3.2)',
  ),
];
/** The sample's pages, walked with Tab, in Chromium (the manual checks of 12.8 and 12.9). */
const tabWalk = manual(
  'Parcours à la tabulation, dans Chromium, de chaque page de l’échantillon à 1 280 et à 390 px (après le chargement des scripts, que la première touche lance) : chaque élément focalisable et visible est atteint, dans l’ordre de lecture (en-tête, contenu, pied de page, colonne après colonne : le formulaire de contact avant ses coordonnées, le sommaire des textes légaux avant leur texte), la tabulation revient au début après le dernier lien, sans piège ; dans le tableau de bord, seul l’onglet sélectionné est un arrêt, les autres s’atteignent aux flèches.',
);

const criteria = [
  // 1. Images
  {
    criterion: '1.1',
    pages: statuses(NA),
    note: 'Aucune image porteuse d’information : ni <img>, ni <area>, ni <object>, ni <embed>, ni <canvas>, ni role="img" ; chaque <svg> (logo, icônes) accompagne un texte qui dit la même chose et est décoratif, l’illustration de l’accueil aussi, masquée par aria-hidden.',
    evidence: [axe, noImage],
  },
  {
    criterion: '1.2',
    pages: statuses(C),
    note: 'Chaque <svg> décoratif porte aria-hidden="true", sans <title>, <desc>, attribut title ni nom (test 1.2.4) ; l’illustration de l’accueil, dessinée en HTML et CSS, est masquée par aria-hidden.',
    evidence: [noImage],
  },
  {
    criterion: '1.3',
    pages: statuses(NA),
    note: 'Aucune image porteuse d’information, donc aucune alternative à juger.',
    evidence: [noImage],
  },
  {
    criterion: '1.4',
    pages: statuses(NA),
    note: 'Aucun CAPTCHA ni image-test.',
    evidence: [noImage],
  },
  {
    criterion: '1.5',
    pages: statuses(NA),
    note: 'Aucun CAPTCHA, le formulaire de contact non plus.',
    evidence: [noImage, contactFields],
  },
  {
    criterion: '1.6',
    pages: statuses(NA),
    note: 'Aucune image porteuse d’information qui demanderait une description détaillée.',
    evidence: [noImage],
  },
  {
    criterion: '1.7',
    pages: statuses(NA),
    note: 'Aucune description détaillée.',
    evidence: [noImage],
  },
  {
    criterion: '1.8',
    pages: statuses(NA),
    note: 'Aucune image texte : le logo est un tracé sans texte, le nom « Candidia » est du texte.',
    evidence: [noImage],
  },
  {
    criterion: '1.9',
    pages: statuses(NA),
    note: 'Aucune image légendée (ni <figure>, ni <figcaption>).',
    evidence: [noImage],
  },
  // 2. Cadres
  {
    criterion: '2.1',
    pages: statuses(NA),
    note: 'Aucun cadre (<iframe>, <frame>).',
    evidence: [axe, noFrameNorMedia],
  },
  {
    criterion: '2.2',
    pages: statuses(NA),
    note: 'Aucun cadre.',
    evidence: [axe, noFrameNorMedia],
  },
  // 3. Couleurs
  {
    criterion: '3.1',
    pages: statuses(C),
    note: 'La rubrique en cours est en gras et porte aria-current ; l’onglet sélectionné du tableau de bord est en gras, souligné d’une barre et porte aria-selected ; après un envoi refusé, chaque champ à corriger le dit en toutes lettres sous lui, avec une icône, en plus de la couleur de son cadre ; les statuts des campagnes sont écrits en toutes lettres ; sur le blog, la catégorie « Tous », qui s’applique, est précédée d’une coche et porte aria-current, en plus de sa couleur.',
    evidence: [
      check(
        'e2e/navigation.spec.ts',
        'the current section is highlighted for sighted users too, not only in the markup',
      ),
      ...selectedTab,
      refusedSubmit,
      blogCategories,
    ],
  },
  {
    criterion: '3.2',
    pages: statuses(C),
    note: 'Le contraste de chaque texte passe axe-core sur chaque page et dans chaque état, à 1 280 et 390 px ; chaque lien et chaque bouton, survolé et focalisé, est mesuré dans Chromium (les sommaires des textes légaux dans Firefox aussi), leurs numéros compris. Les textes posés sur un dégradé, que ni axe-core ni ce test ne mesurent, ont été mesurés sur les pixels affichés : le plus faible rapport est de 6,37:1 au repos (« Tarifs », 14 px gras, sur le dégradé clair de l’en-tête), 6,34:1 pour un grand texte (le titre de l’encadré final de l’accueil à 390 px), 6,99:1 pour « Voir les tarifs » survolé et 9,07:1 focalisé.',
    evidence: [
      axe,
      ...hoverContrast,
      manual(
        'Mesuré dans Chromium à 1 280 et 390 px, sur chaque page de l’échantillon : pour chaque texte dont le fond est un dégradé ou une image (en-têtes des pages, héros et encadré final de l’accueil, 44 textes), la couleur du texte rendu contre chaque pixel de son fond, capturé le texte rendu transparent, au repos, puis ses liens et boutons survolés et focalisés ; aucun rapport sous 4,5:1 (3:1 pour un grand texte).',
      ),
    ],
  },
  {
    criterion: '3.3',
    pages: statuses(C),
    note: 'Le cadre des champs du formulaire de contact est en ink-500 (4,9:1 sur blanc), celui d’un champ à corriger en accent-700 (5,95:1) ; la barre de l’onglet sélectionné, en brand-700, est à 6,79:1 sur son fond blanc ; la croix qui ferme un avis, en ink-500, est à 5,05:1 sur le blanc de l’avis, en ink-900 au survol ; le contour de focus, mesuré sur les pixels affichés de chaque élément focalisable de chaque page, à 1 280 et 390 px, est à 3:1 au moins avec ce qui l’entoure (blanc sur le fond brand-800 de l’encadré final de l’accueil, 9,07:1). Les boutons se reconnaissent à leur texte.',
    evidence: [
      check(
        'e2e/contact.spec.ts',
        'each field’s border contrasts at least 3:1 with the card it lies on, refused or not',
      ),
      ...selectedTab,
      focusContrast,
      check('lib/contrast.node.test.ts'),
      manual(
        'Lu dans Chromium sur /modeles, un avis ouvert : la croix du bouton « Fermer la notification » est en rgb(103, 113, 134) sur rgb(255, 255, 255) au repos et au focus, en rgb(26, 30, 38) sur rgb(236, 238, 242) au survol.',
      ),
    ],
  },
  // 4. Multimédia
  ...(['4.1', '4.2', '4.4', '4.5', '4.6', '4.7', '4.11', '4.13'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Aucun média temporel (vidéo, son).',
    evidence: [noFrameNorMedia],
  })),
  {
    criterion: '4.3',
    pages: statuses(NA),
    note: 'Aucun média synchronisé.',
    evidence: [axe, noFrameNorMedia],
  },
  ...(['4.8', '4.9', '4.12'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Aucun média non temporel (ni <object>, ni <embed>, ni <canvas>).',
    evidence: [noImage],
  })),
  {
    criterion: '4.10',
    pages: statuses(NA),
    note: 'Aucun son.',
    evidence: [axe, noFrameNorMedia],
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
    note: 'Aucun tableau de mise en forme : les seuls <table> sont les campagnes récentes du tableau de bord et les quatre tableaux de la politique de confidentialité, des tableaux de données.',
    evidence: tables,
  },
  {
    criterion: '5.4',
    pages: only(['tableau-de-bord', 'confidentialite']),
    note: 'Chaque tableau de données a un <caption> : les campagnes récentes du tableau de bord, les quatre tableaux de la politique de confidentialité.',
    evidence: tables,
  },
  {
    criterion: '5.5',
    pages: only(['tableau-de-bord', 'confidentialite']),
    note: 'Chaque titre dit ce que le tableau contient.',
    evidence: [...tables, manual('Lecture des titres des tableaux dans Chromium.')],
  },
  {
    criterion: '5.6',
    pages: only(['tableau-de-bord', 'confidentialite']),
    note: 'En-têtes de colonnes en <th scope="col">, en-têtes de lignes en <th scope="row">.',
    evidence: tables,
  },
  {
    criterion: '5.7',
    pages: only(['tableau-de-bord', 'confidentialite']),
    note: 'L’attribut scope de chaque en-tête suffit à un tableau simple.',
    evidence: [axe, ...tables],
  },
  {
    criterion: '5.8',
    pages: statuses(NA),
    note: 'Aucun tableau de mise en forme.',
    evidence: tables,
  },
  // 6. Liens
  {
    criterion: '6.1',
    pages: statuses(C),
    note: 'Chaque lien dit où il mène, par son texte ou son contexte ; le logo mène à l’accueil sous le nom « Candidia » ; « Créer mon compte » et « Connexion » mènent au tableau de bord de démonstration, comme le veut la spécification ; il se présente d’emblée comme une démonstration.',
    evidence: [
      axe,
      manual(
        'Relevé dans Chromium, après le chargement des scripts, des liens de chaque page de l’échantillon et de leur nom : aucun lien sans texte, aucun intitulé ambigu dans son contexte (les liens « Voir » du tableau de bord sont des boutons nommés « Voir la campagne … »).',
      ),
    ],
  },
  {
    criterion: '6.2',
    pages: statuses(C),
    note: 'Chaque lien de chaque page a un texte entre <a> et </a> ; un lien avec icône garde son texte, l’icône masquée.',
    evidence: [axe, built('has a text between the tags of each link')],
  },
  // 7. Scripts
  {
    criterion: '7.1',
    pages: statuses(C),
    note: 'Menu des petits écrans : bouton natif (popovertarget), aria-expanded lu dans l’arbre d’accessibilité de Chromium ; onglets du tableau de bord : tablist, tab et tabpanel de Headless UI, aria-selected, focus itinérant ; questions de la FAQ : <details> et <summary> natifs ; erreurs du formulaire : aria-invalid et aria-describedby ; avis : un groupe nommé par son titre dans une zone role="status". Rôles, noms et états sont vérifiés dans Chromium et Firefox (tests 7.1.1 et 7.1.3), et leur restitution (test 7.1.2) avec le lecteur d’écran Orca dans Firefox ESR, en plus du lecteur d’écran virtuel des tests.',
    evidence: [
      axe,
      check('e2e/mobile-menu.mobile.spec.ts', 'the menu button opens and closes the menu'),
      check('e2e/dashboard.spec.ts', 'become tabs once hydrated, the overview selected by default'),
      check(
        'e2e/faq.spec.ts',
        'each question opens its answer, one at a time, by mouse and keyboard',
      ),
      refusedSubmit,
      noticeTests,
      spoken.menu,
      spoken.faq,
      spoken.tabs,
      spoken.fields,
      spoken.errors,
      spoken.notices,
      manual(
        'Orca 43.1 (en anglais) avec Firefox ESR 153, sous Linux, au clavier, ce qu’il dit relevé dans son journal, sur l’export du 6 décembre 2026, chaque parcours repris 5 fois (les avis 10 fois) : le menu des petits écrans dit « Menu collapsed push button », « expanded » à l’ouverture et « collapsed » à Échap ; chaque question de la FAQ, « collapsed push button », puis « expanded », et la question ouverte avant elle, « collapsed » ; les onglets du tableau de bord, « page tab » à chaque flèche ; chaque champ du formulaire de contact, son nom, « required », son aide, et « invalid entry » tant qu’un champ obligatoire est vide, comme Firefox l’expose ; l’avis de /modeles et celui de /contact, leur titre et leur message dits dans leur zone de statut, 10 fois sur 10 chacun, le focus resté sur leur bouton après Échap. 40 parcours sur 40 conformes.',
      ),
    ],
  },
  {
    criterion: '7.2',
    pages: statuses(C),
    note: 'Sans JavaScript, chaque page garde ses contenus et ses fonctions : menu en popover natif, onglets en liens vers leurs panneaux, questions en <details>, avis en popovers natifs, formulaire validé par le navigateur avec une note <noscript> qui donne l’adresse e-mail.',
    evidence: [
      ...withoutJavaScript,
      check('e2e/dashboard.spec.ts', 'an address naming a tab opens on it'),
      check('e2e/a11y.spec.ts', 'beside its button, on'),
    ],
  },
  {
    criterion: '7.3',
    pages: statuses(C),
    note: 'Seulement des <a>, <button> et <summary> natifs ; les onglets se parcourent aux flèches, Début et Fin ; la zone défilante du tableau des campagnes et la liste des catégories du blog prennent le focus ; aucun script ne retire le focus : un avis fermé le rend à son bouton.',
    evidence: [axe, ...keyboard, noticeTests],
  },
  {
    criterion: '7.4',
    pages: only(noticePages),
    note: 'Un script ne déplace le focus qu’à la demande explicite du visiteur, par un bouton explicite : l’envoi refusé du formulaire de contact, par le bouton « Envoyer le message », met le focus sur le premier champ à corriger ; fermer un avis, par son bouton « Fermer la notification » (ou par Échap, depuis l’avis), rend le focus au bouton qui l’avait ouvert. Ailleurs, aucun script ne change le contexte : le menu est un popover natif, que le navigateur ferme et dont il rend le focus au bouton sans script, les onglets changent de panneau sur place, aucune fenêtre ne s’ouvre.',
    evidence: [refusedSubmit, noticeTests],
  },
  {
    criterion: '7.5',
    pages: only(noticePages),
    note: 'Chaque avis (modèle, tableau de bord, formulaire envoyé) est un message de statut : il s’affiche dans sa zone role="status" avec aria-atomic="true" (test 7.5.1), présente dans la page dès le départ, juste après son bouton, et il y reste toute sa vie, avant comme après le chargement des scripts, dans Chromium et dans Firefox. Sur /contact, la note qui reste dans le formulaire redit, écrite, ce que l’avis a annoncé. Les erreurs du formulaire ne sont pas des messages de statut : le focus va au premier champ à corriger, qui les annonce.',
    evidence: [
      noticeTests,
      check(
        'scripts/gates/export/pages.export.test.ts',
        'shows each notice in a status message read whole',
      ),
      check('e2e/a11y.spec.ts', 'beside its button, on'),
      check('components/notices/notices.jsdom.test.tsx'),
      spoken.notices,
      spoken.formNotice,
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
    note: 'Chaque page construite passe html-validate et le validateur Nu du W3C ; le code généré après le chargement des scripts aussi, dans chaque état, pour les règles d’écriture du glossaire (balises, attributs, imbrication, identifiants uniques).',
    evidence: [
      axe,
      ...validity,
      manual(
        'Code généré relevé dans Chromium après le chargement des scripts, sur les 13 pages de l’échantillon et dans 5 états (un avis ouvert, un autre onglet du tableau de bord, une question ouverte, le formulaire refusé puis envoyé), passé à html-validate : aucune erreur. Le validateur Nu n’y relève que aria-expanded sur le bouton « Menu », qui porte popovertarget : une règle d’ARIA dans HTML, pas une règle d’écriture ; le menu annonce bien son état (critère 7.1).',
      ),
    ],
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
    evidence: [titles, manual('Lecture du titre de chaque page de l’échantillon.')],
  },
  {
    criterion: '8.7',
    pages: only(['mentions-legales']),
    note: 'Les mentions légales marquent en lang="en" les noms anglais de leurs crédits ; ailleurs, aucun passage en langue étrangère : des noms propres seulement (React, Chromium, axe-core…), et les campagnes du tableau de bord disent « Développeur d’interfaces » en français, ce que confirme le contrôle orthographique en français de chaque page.',
    evidence: [
      check('scripts/gates/check-french.ts'),
      manual(
        'Lecture du texte de chaque page de l’échantillon, et relevé des attributs lang de chaque page construite : lang="fr" sur <html>, lang="en" trois fois, sur les mentions légales seulement.',
      ),
    ],
  },
  {
    criterion: '8.8',
    pages: only(['mentions-legales']),
    note: 'Le seul code de langue employé, en, est valide et pertinent.',
    evidence: [axe],
  },
  {
    criterion: '8.9',
    pages: statuses(C),
    note: 'Titres, listes et paragraphes servent à ce qu’ils sont ; les points décoratifs sont des <span> vides masqués ; les catégories du blog, de simples étiquettes, sont une liste.',
    evidence: [validity[1]!, manual('Lecture du balisage de chaque page de l’échantillon.')],
  },
  {
    criterion: '8.10',
    pages: statuses(NA),
    note: 'Aucun texte qui se lit de droite à gauche, aucun attribut dir.',
    evidence: [noFrameNorMedia],
  },
  // 9. Structuration de l’information
  {
    criterion: '9.1',
    pages: statuses(C),
    note: 'Un seul h1 par page, des h2 pour les sections, des h3 à l’intérieur ; les cartes du tableau de bord sont titrées en h2, les articles du blog en h3 sous un h2 « Articles » réservé aux lecteurs d’écran, les questions de la FAQ en h2.',
    evidence: [
      titles,
      manual(
        'Relevé dans Chromium du plan des titres de chaque page de l’échantillon, comparé à sa mise en page : aucun niveau sauté, chaque titre nomme sa section.',
      ),
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
    note: 'ul, ol et dl pour chaque série d’éléments semblables : menus, étapes, offres et leurs inclusions, cartes, catégories et articles du blog, variables, chiffres, coordonnées, sommaires. Les huit questions de la FAQ, des <details> titrés chacun en h2, sont structurées par leurs titres.',
    evidence: [
      axe,
      manual(
        'Relevé dans Chromium, à 1 280 px, sur chaque page de l’échantillon : des ul, ol et dl qu’elle contient, et de tout élément qui aligne trois enfants semblables ou plus hors d’une liste ; seuls se présentent les groupes du pied de page (chacun un titre et sa liste), les sections des textes légaux (titrées) et les questions de la FAQ (titrées).',
      ),
    ],
  },
  {
    criterion: '9.4',
    pages: statuses(NA),
    note: 'Aucune citation (ni <blockquote>, ni <q>, ni texte cité).',
    evidence: [noFrameNorMedia, manual('Lecture du texte de chaque page de l’échantillon.')],
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
    note: 'Aucun contenu généré par CSS ne porte d’information à l’écran (hormis l’adresse imprimée après les liens, que le texte du lien dit déjà) ; sans feuille de style, chaque page garde tout son texte.',
    evidence: [
      manual(
        'Dans Chromium, après le chargement des scripts, sur chaque page de l’échantillon : aucun ::before ni ::after à contenu textuel ; puis les feuilles de style retirées, tous les mots affichés restent (les seules différences sont les majuscules de text-transform).',
      ),
    ],
  },
  {
    criterion: '10.3',
    pages: statuses(C),
    note: 'L’ordre du code est l’ordre de lecture ; sans styles, le tableau de bord hydraté montre un seul panneau (attribut hidden), celui de l’onglet sélectionné.',
    evidence: [
      manual(
        'Pages de l’échantillon lues sans feuille de style dans Chromium, le tableau de bord et le blog regardés sur capture : le texte se lit dans l’ordre, un seul panneau du tableau de bord s’affiche.',
      ),
    ],
  },
  {
    criterion: '10.4',
    pages: statuses(C),
    note: 'Tailles de texte en rem, zoom permis par la balise viewport. Le texte seul agrandi à 200 % (taille de police par défaut de 32 px, à 1 280 px de large) ne fait défiler aucune page horizontalement et ne tronque aucun texte ; au zoom de 200 % (640 px de large pour une fenêtre de 1 280 px), aucun texte n’est tronqué ni perdu, et aucune page ne défile horizontalement ; à 320 et 280 px de large (zoom de 400 %), rien ne défile ni n’est tronqué.',
    evidence: [
      axe,
      check('e2e/low-vision.spec.ts', 'default font size at'),
      check('e2e/low-vision.spec.ts', 'no page scrolls sideways at'),
      manual(
        'Mesuré dans Chromium sur chaque page de l’échantillon, avant et après le chargement des scripts, à chaque largeur paire de 560 à 760 px : aucune ne défile horizontalement ; à 640 px, aucune boîte qui masque son débordement n’y coupe de texte.',
      ),
    ],
  },
  {
    criterion: '10.5',
    pages: statuses(C),
    note: 'body déclare le fond (paper) et le texte (ink-900), dont héritent toutes les déclarations de couleur ; chaque bloc coloré déclare aussi la couleur de son texte.',
    evidence: [manual('Lecture de app/globals.css et des classes bg- et text-.')],
  },
  {
    criterion: '10.6',
    pages: only([
      'faq',
      'contact',
      'mentions-legales',
      'accessibilite',
      'tableau-de-bord',
      'confidentialite',
    ]),
    note: 'Les liens placés dans un texte sont soulignés (textes légaux, réponses de la FAQ, adresse e-mail de la page Contact, mention d’accessibilité du tableau de bord) ; les autres liens hors des menus sont dessinés en boutons ou marqués d’une icône. Ailleurs, aucun lien dans un texte : des menus et des boutons.',
    evidence: [
      axe,
      check(
        'e2e/text-links.spec.ts',
        'every link outside the menus is told from the text around it by more than its colour',
      ),
    ],
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
    note: 'Les contenus cachés ont vocation à être ignorés ou s’affichent à l’action d’un élément qui les précède : SVG décoratifs et illustration de l’accueil (aria-hidden), numéros des sommaires que la liste numérote déjà, pastille « Page actuelle » que dit aria-current, menu du petit écran à 1 280 px, que double la navigation affichée ; avis fermés (leur bouton les précède), panneaux des onglets non sélectionnés (leur onglet), réponses fermées de la FAQ (leur question) ; messages d’erreur et note du formulaire, sans objet tant que le formulaire n’est pas envoyé.',
    evidence: [
      axe,
      manual(
        'Relevé dans Chromium, après le chargement des scripts, à 1 280 px, sur chaque page de l’échantillon, de chaque élément masqué par display : none, visibility : hidden, hidden ou aria-hidden et de son texte, et de ce qui l’affiche : rien d’autre que ce que dit la note.',
      ),
    ],
  },
  {
    criterion: '10.9',
    pages: only(['tableau-de-bord', 'accessibilite', 'erreur-404', 'confidentialite']),
    note: 'Tableau de bord : l’onglet sélectionné, mis en avant par sa forme, est aussi annoncé par aria-selected et montre seul son panneau. Déclaration, politique de confidentialité et page d’erreur : « ci-dessous » désigne une liste ou un tableau qui suit aussi dans l’ordre de lecture. Blog : la catégorie « Tous », distinguée par sa couleur de fond, relève du critère 3.1.',
    evidence: [
      check('e2e/dashboard.spec.ts', 'become tabs once hydrated, the overview selected by default'),
      manual(
        'Recherche dans le texte de chaque page construite de l’échantillon de « ci-dessous », « ci-dessus », « à droite », « à gauche », « en haut », « en bas », de couleurs et de formes.',
      ),
    ],
  },
  {
    criterion: '10.10',
    pages: only(['tableau-de-bord', 'accessibilite', 'erreur-404', 'confidentialite']),
    note: 'Voir le critère 10.9 : l’information donnée par la position ou la forme l’est aussi autrement, de façon pertinente.',
    evidence: [manual('Voir le critère 10.9.')],
  },
  {
    criterion: '10.11',
    pages: statuses(C),
    note: 'À 320 px de large, et même à 280 px, aucune page ne défile horizontalement ni ne tronque de texte dans un conteneur qui masque son débordement, avec la police de repli comme avec la police du site ; dans une fenêtre de 256 px de haut (test 10.11.2), à 320 et 1 280 px de large, non plus, ce qui reste fixé à l’écran en prend la moitié au plus, et le menu ouvert défile jusqu’à son dernier lien ; la zone défilante du tableau des campagnes, nommée et atteignable au clavier, relève de l’exception des tableaux de données ; les catégories du blog passent en grille sur un petit écran : chacune s’affiche entière, sans défilement.',
    evidence: [
      check('e2e/low-vision.spec.ts', 'no page scrolls sideways at'),
      check('e2e/low-vision.spec.ts', 'nothing is cut, out of reach or covered'),
      blogCategories,
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
    note: 'Rien n’apparaît au survol ou au focus d’un composant : ni infobulle, ni attribut title, ni menu au survol ; le lien d’évitement s’affiche à son propre focus ; les avis s’ouvrent à l’activation de leur bouton (critère 12.11), les messages d’erreur du formulaire après un envoi refusé.',
    evidence: [
      manual(
        'Dans Chromium, après le chargement des scripts, sur chaque page de l’échantillon : chaque lien, bouton, question et champ survolé puis focalisé, en comparant les éléments visibles avant et après ; aucun élément ne s’affiche ; aucun attribut title dans les pages.',
      ),
    ],
  },
  {
    criterion: '10.14',
    pages: statuses(C),
    note: 'Ce que seul le CSS fait apparaître (lien d’évitement au focus, panneaux des onglets sans JavaScript par :target) s’atteint au clavier.',
    evidence: [...skipLinks, ...withoutJavaScript],
  },
  // 11. Formulaires
  {
    criterion: '11.1',
    pages: only(['contact']),
    note: 'Chaque champ a son <label for>, qui dit aussi qu’il est obligatoire et donne son aide.',
    evidence: [axe, contactFields, spoken.fields],
  },
  {
    criterion: '11.2',
    pages: only(['contact']),
    note: 'Les étiquettes disent quoi saisir (Nom, Adresse e-mail, Sujet, Message), chacune avec « (obligatoire) » et une aide, le format de l’adresse e-mail compris.',
    evidence: [axe, contactFields, manual('Lecture des étiquettes dans Chromium.')],
  },
  {
    criterion: '11.3',
    pages: statuses(NA),
    note: 'Un seul formulaire dans l’échantillon, aucun champ répété d’une page à l’autre.',
    evidence: [manual('Lecture du code : un seul <form>, sur /contact.')],
  },
  {
    criterion: '11.4',
    pages: only(['contact']),
    note: 'Chaque étiquette est juste au-dessus de son champ.',
    evidence: [manual('Regardé sur des captures d’écran à 390 et à 1 280 px.')],
  },
  ...(['11.5', '11.6', '11.7'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Quatre champs sans rapport de nature entre eux : aucun regroupement nécessaire.',
    evidence: [manual('Lecture du code du formulaire de contact.')],
  })),
  {
    criterion: '11.8',
    pages: statuses(NA),
    note: 'Aucune liste de choix (<select>).',
    evidence: [noFrameNorMedia],
  },
  {
    criterion: '11.9',
    pages: statuses(C),
    note: 'Les boutons disent ce qu’ils font (« Envoyer le message », « Menu », « Fermer la notification »…), leur nom contient leur intitulé visible (« Voir » devient « Voir la campagne … », « Aperçu », « Aperçu du modèle … ») ; « Voir une démo » ne fait rien, comme le demande la spécification.',
    evidence: [
      axe,
      manual(
        'Relevé dans Chromium, après le chargement des scripts, de l’intitulé visible et du nom de chaque bouton de chaque page de l’échantillon.',
      ),
    ],
  },
  {
    criterion: '11.10',
    pages: only(['contact']),
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
    pages: only(['contact']),
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
    pages: only(['contact']),
    note: 'autocomplete="name" et "email" sur les champs qui concernent le visiteur ; le sujet et le message n’ont pas de finalité répertoriée.',
    evidence: [axe],
  },
  // 12. Navigation
  {
    criterion: '12.1',
    pages: statuses(NA),
    note: 'Cas particulier : treize pages, toutes atteignables depuis l’accueil (en-tête et pied de page).',
    evidence: [
      check(
        'scripts/gates/export/links.export.test.ts',
        'has the footer’s three groups with every link of the specification',
      ),
    ],
  },
  {
    criterion: '12.2',
    pages: statuses(C, { accueil: NA }),
    note: 'Même en-tête et même pied de page, à la même place et dans le même ordre, sur chaque page du site ; le tableau de bord a sa propre barre, la même partout où il s’affiche. La page d’accueil relève du cas particulier du critère.',
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
    note: 'Aucun tabindex positif ; l’ordre du code suit celui de la lecture ; l’onglet hydraté reprend le focus du lien qu’il remplace ; un avis suit son bouton, et fermé (par son bouton ou Échap) rend le focus à ce bouton, avant comme après le chargement des scripts, dans Chromium et Firefox ; le menu fermé par Échap rend le focus à son bouton.',
    evidence: [...keyboard, noticeTests, tabWalk],
  },
  {
    criterion: '12.9',
    pages: statuses(C),
    note: 'Aucun piège au clavier : le menu n’est pas modal et se ferme avec Échap ; un avis se quitte à la tabulation comme il s’atteint ; la tabulation traverse chaque page jusqu’au bout.',
    evidence: [...keyboard, noticeTests, tabWalk],
  },
  {
    criterion: '12.10',
    pages: statuses(NA),
    note: 'Aucun raccourci d’une seule touche de caractère : les flèches, Début et Fin n’agissent que dans la liste d’onglets qui a le focus, Échap que dans le menu ou un avis ouverts.',
    evidence: [
      manual(
        'Lecture du code : aucun gestionnaire de touche hors des onglets (Headless UI), du menu et des avis (Échap, lib/browser/notices.ts) ; le script de la page (lib/browser/head.ts) n’écoute keydown que pour lancer le chargement.',
      ),
    ],
  },
  {
    criterion: '12.11',
    pages: statuses(C),
    note: 'Le menu ouvert suit son bouton dans l’ordre de tabulation ; chaque avis suit le bouton qui l’ouvre : la tabulation suivante atteint son bouton de fermeture, avant comme après le chargement des scripts, dans Chromium et Firefox.',
    evidence: [...keyboard, noticeTests],
  },
  // 13. Consultation
  {
    criterion: '13.1',
    pages: only(noticePages),
    note: 'Un avis qui se ferme de lui-même après 5 s est un procédé de rafraîchissement (un contenu changé par script, sans rechargement). Le visiteur l’arrête en restant avec lui : tant que le focus est sur le bouton qui l’a ouvert ou dans l’avis, ou que le pointeur est dessus, l’avis reste ; le délai repart quand il s’en va, et il le relance en appuyant de nouveau sur le bouton (test 13.1.1). Il le ferme aussi quand il veut, par son bouton ou Échap. Sur /contact, ce qui compte (rien n’est transmis ; l’adresse où écrire) reste écrit dans le formulaire après l’avis. Ni rafraîchissement de page, ni redirection, ni session limitée.',
    evidence: [
      axe,
      noticeTests,
      check(
        'components/notices/notices.jsdom.test.tsx',
        'keeps the notice while the focus stays on its button or in it, or the pointer over it',
      ),
      noWindowNorDocument,
      manual(
        'Dans Chromium et Firefox ESR, horloge de la page tenue par Playwright, sur /modeles et /dashboard, avant et après le chargement des scripts : un avis ouvert, le focus retiré de son bouton et le pointeur posé dessus, est encore là 12 s plus tard ; le pointeur parti, encore là 4 s après, fermé 6 s après.',
      ),
    ],
  },
  {
    criterion: '13.2',
    pages: statuses(NA),
    note: 'Rien n’ouvre de nouvelle fenêtre (ni attribut target, ni window.open).',
    evidence: [noWindowNorDocument, noMotion],
  },
  ...(['13.3', '13.4'] as const).map((criterion) => ({
    criterion,
    pages: statuses(NA),
    note: 'Aucun document bureautique à télécharger.',
    evidence: [noWindowNorDocument],
  })),
  ...(['13.5', '13.6'] as const).map((criterion) => ({
    criterion,
    pages: only(['modeles']),
    note:
      criterion === '13.5'
        ? 'Modèles : les variables des modèles, écrites entre doubles accolades ({{nom}}, {{portfolio_url}}…), sont une syntaxe cryptique ; chacune est suivie, dans sa liste de description, de ce qu’elle désigne et d’un exemple (« Le lien vers votre portfolio ou votre profil en ligne », « Exemple : portfolio.example.com/camille ») : une définition par le contexte adjacent. Ailleurs, aucun contenu cryptique : les variables de l’illustration de l’accueil sont décoratives et masquées, le texte de l’accueil dit la même chose.'
        : 'Modèles : la définition de chaque variable dit ce qu’elle désigne, pour le visiteur (« Votre nom de famille », « Le nom de l’entreprise destinataire »…), avec un exemple de ce qui la remplace.',
    evidence: [
      built(
        'show the double-brace variables only on /modeles, each followed by what it stands for',
      ),
      check(
        'scripts/gates/export/pages.export.test.ts',
        'lists the dynamic variables in double braces, with meaning and example',
      ),
      manual(
        'Regardé dans Chromium à 390 et 1 280 px, /modeles : chaque variable en code, sa définition et son exemple juste à côté ; relevé des accolades, émoticônes et symboles dans le texte de chaque page de l’échantillon.',
      ),
    ],
  })),
  {
    criterion: '13.7',
    pages: statuses(NA),
    note: 'Rien ne clignote ni ne flashe : aucune animation, aucune image animée.',
    evidence: [noMotion],
  },
  {
    criterion: '13.8',
    pages: statuses(NA),
    note: 'Aucun contenu en mouvement ou clignotant déclenché automatiquement : les feuilles de style n’ont aucune animation (les avis s’affichent sans animation), seules des transitions de couleur au survol, qui suivent le geste du visiteur.',
    evidence: [axe, noMotion],
  },
  {
    criterion: '13.9',
    pages: statuses(C),
    note: 'Aucune orientation imposée, ni en CSS ni par script : chaque page se lit en portrait (390 px de large) comme en paysage (1 280 px).',
    evidence: [noMotion, check('e2e/low-vision.spec.ts', 'no page scrolls sideways at')],
  },
  {
    criterion: '13.10',
    pages: statuses(NA),
    note: 'Aucun geste complexe ; le tableau et la liste des catégories défilent de façon native.',
    evidence: [manual('Lecture du code : aucun gestionnaire de geste ni de toucher.')],
  },
  {
    criterion: '13.11',
    pages: statuses(C),
    note: 'Chaque action se déclenche au clic, donc au relâchement, ou à l’envoi ; le script des premiers appuis ne fait que commencer le chargement au pointerdown, et c’est le clic qui répond. Appuyer puis glisser hors du bouton avant de relâcher n’ouvre rien.',
    evidence: [
      manual(
        'Dans Chromium et Firefox ESR : sur le bouton « Aperçu » de /modeles et un bouton du tableau de bord, avant et après le chargement des scripts, sur le bouton « Menu » à 390 px, une question de la FAQ et un onglet du tableau de bord, appuyer n’ouvre ni ne sélectionne rien ; glisser hors du bouton puis relâcher non plus ; appuyer et relâcher sur place, si.',
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
