import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditConformity, auditMeanRate } from '@/content/accessibility/conformity';
import { auditBrowsers, auditScreenReader, rgaaAudit } from '@/content/accessibility/rgaa-audit';
import { rgaaThemes } from '@/content/accessibility/rgaa-criteria';
import { support } from '@/content/constants';
import { allRoutes, productName, routes, site } from '@/content/site';
import type {
  AuditSamplePage,
  LegalDocument,
  LegalInline,
  LegalText,
  RgaaStatus,
} from '@/content/types';
import { formatCount, formatDate, formatDuration, formatList, formatPercent } from '@/lib/format';
import { criterionStatus, ratePercent } from '@/lib/rgaa';
import { publisher, valuesToComplete } from './publisher';
import { link, mailLink, pageLink, strong } from './text';

/**
 * /accessibilite: the « Déclaration d’accessibilité » in the format the RGAA makes
 * mandatory (accessibilite.numerique.gouv.fr, « Déclaration d’accessibilité »; the DISIC's
 * source, src/obligations/declaration-accessibilite.md), every figure, failure and page of
 * it computed from the audit (content/accessibility/rgaa-audit.ts).
 */

/**
 * The version of axe-core this project's tests run in the pages
 * (scripts/harness/browsers/axe-scan.ts), read from its package.json at build time (a test
 * checks that @axe-core/playwright, still used to reproduce Firefox's crashes, resolves the
 * same copy).
 */
export const axeCoreVersion: string = JSON.parse(
  readFileSync(join(process.cwd(), 'node_modules/axe-core/package.json'), 'utf8'),
).version;

/**
 * The version of the virtual screen reader the tests run (jest/screen-reader.ts), read the
 * same way (a test checks it is the one package.json pins).
 */
export const virtualScreenReaderVersion: string = JSON.parse(
  readFileSync(
    join(process.cwd(), 'node_modules/@guidepup/virtual-screen-reader/package.json'),
    'utf8',
  ),
).version;

const RGAA_VERSION = '4.1.2';
const siteName = `${productName} (${site.origin.replace(/^https?:\/\//, '')})`;

/** « page Contact », « pages Tarifs et Tableau de bord »: where a criterion fails. */
function failingPages(statuses: Readonly<Record<string, RgaaStatus>>) {
  const names = rgaaAudit.sample
    .filter((page) => statuses[page.id] === 'non conforme')
    .map((page) => page.name);
  return `${names.length > 1 ? 'pages' : 'page'} ${formatList(names)}`;
}

/** Each failing criterion, as the statement lists it: what fails, where, what to do meanwhile. */
const nonConformities: LegalText[] = rgaaAudit.criteria.flatMap(({ criterion, pages, failure }) => {
  if (!failure) return [];
  const alternative: readonly LegalInline[] =
    typeof failure.alternative === 'string' ? [failure.alternative] : failure.alternative;
  return [
    [
      strong(failure.title),
      ` (critère ${criterion}, ${failingPages(pages)}). `,
      failure.text,
      ' ',
      ...alternative,
    ],
  ];
});

/** The criteria over the sample, counted by theme: « 1 conforme, 8 non applicables ». */
const resultsByTheme = rgaaThemes.map((theme) => {
  const statuses = rgaaAudit.criteria
    .filter((audited) => audited.criterion.startsWith(`${theme.number}.`))
    .map((audited) => criterionStatus(Object.values(audited.pages)));
  const counts = (['conforme', 'non conforme', 'non applicable'] as const).flatMap((status) => {
    const count = statuses.filter((found) => found === status).length;
    return count ? [formatCount(count, status, `${status}s`)] : [];
  });
  return { term: `${theme.number}. ${theme.name}`, description: counts.join(', ') };
});

const { conforming, applicable, notApplicable, rate, state } = auditConformity;
const auditDate = formatDate(rgaaAudit.date);

/** A page of the site by its address, named as its route is. */
const pageName = (path: string) => allRoutes.find((route) => route.path === path)!.label;
/** The pages drawn at random, named as the sample names them, in the order of the draw. */
const drawnPages = rgaaAudit.draw.drawn.map(
  (path) => rgaaAudit.sample.find((page) => page.path === path)!.name,
);

export const accessibilityStatement = {
  title: routes.accessibility.title,
  lead: `Dans quelle mesure le site ${productName} est accessible à tous, ce qui ne l’est pas encore et comment nous le signaler.`,
  lastUpdated: rgaaAudit.date,
  sections: [
    {
      id: 'etat-de-conformite',
      title: 'État de conformité',
      blocks: [
        {
          type: 'paragraph',
          text: [
            publisher.companyName,
            ' s’engage à rendre son site internet accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005.',
          ],
        },
        {
          type: 'paragraph',
          text: [
            'À cette fin, elle met en œuvre la stratégie et les actions suivantes : ',
            valuesToComplete.accessibilityScheme,
            ' ; ',
            valuesToComplete.accessibilityPlan,
            '.',
          ],
        },
        {
          type: 'paragraph',
          text: `Cette déclaration d’accessibilité s’applique au site ${siteName}.`,
        },
        {
          type: 'paragraph',
          text: [
            `Le site ${productName} est `,
            strong(state),
            ` avec le référentiel général d’amélioration de l’accessibilité (RGAA), version ${RGAA_VERSION}`,
            state === 'totalement conforme'
              ? '.'
              : ', en raison des non-conformités énumérées ci-dessous.',
          ],
        },
        {
          type: 'subsection',
          title: 'Résultats des tests',
          blocks: [
            {
              type: 'paragraph',
              text: `L’audit de conformité réalisé en interne le ${auditDate} révèle que :`,
            },
            {
              type: 'list',
              items: [
                [
                  strong(formatPercent(ratePercent(rate))),
                  ` des critères du RGAA version ${RGAA_VERSION} sont respectés : ${formatCount(conforming, 'critère conforme', 'critères conformes')} sur ${formatCount(applicable, 'critère applicable', 'critères applicables')}, les ${formatCount(notApplicable, 'autre')} ne s’appliquant à aucune page vérifiée ;`,
                ],
                `le taux moyen de conformité du site, moyenne des taux de ses pages vérifiées, s’élève à ${formatPercent(ratePercent(auditMeanRate))}.`,
              ],
            },
            { type: 'paragraph', text: 'Par thématique, les critères se répartissent ainsi :' },
            { type: 'definitions', items: resultsByTheme },
          ],
        },
      ],
    },
    {
      id: 'contenus-non-accessibles',
      title: 'Contenus non accessibles',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les contenus listés ci-dessous ne sont pas accessibles pour les raisons suivantes.',
        },
        {
          type: 'subsection',
          title: 'Non-conformités',
          blocks: nonConformities.length
            ? [{ type: 'list', items: nonConformities }]
            : [{ type: 'paragraph', text: 'Aucune.' }],
        },
        {
          type: 'subsection',
          title: 'Dérogations pour charge disproportionnée',
          blocks: [{ type: 'paragraph', text: 'Aucune.' }],
        },
        {
          type: 'subsection',
          title: 'Contenus non soumis à l’obligation d’accessibilité',
          blocks: [{ type: 'paragraph', text: 'Aucun.' }],
        },
      ],
    },
    {
      id: 'etablissement-de-cette-declaration',
      title: 'Établissement de cette déclaration',
      blocks: [
        { type: 'paragraph', text: `Cette déclaration a été établie le ${auditDate}.` },
        {
          type: 'subsection',
          title: 'Technologies utilisées pour la réalisation du site',
          blocks: [{ type: 'list', items: ['HTML', 'CSS', 'SVG', 'JavaScript', 'WAI-ARIA'] }],
        },
        {
          type: 'subsection',
          title: 'Environnement de test',
          blocks: [
            {
              type: 'paragraph',
              text: 'Les vérifications ont été faites dans les navigateurs suivants, sous Linux (Debian 12) :',
            },
            {
              type: 'list',
              items: auditBrowsers.map((browser, index) => {
                const end = index === auditBrowsers.length - 1 ? '.' : ' ;';
                return `${browser.name} ${browser.version} : ${browser.use}${end}`;
              }),
            },
            {
              type: 'paragraph',
              text: `Le lecteur d’écran ${auditScreenReader.name} ${auditScreenReader.version}, avec ${auditScreenReader.browser}, a servi aux vérifications manuelles de la restitution des composants (critère 7.1) : lien d’évitement et régions, menu, questions fréquentes, onglets du tableau de bord, formulaire de contact, avis. Les tests automatisés du site, eux, vérifient ce qu’un lecteur d’écran dirait de chaque composant (lien d’évitement et régions, menu, questions fréquentes, onglets du tableau de bord, formulaire de contact et ses erreurs, avis) a été vérifié avec un lecteur d’écran virtuel, @guidepup/virtual-screen-reader ${virtualScreenReaderVersion}, qui parcourt le document et ses messages de statut comme le fait un lecteur d’écran. Ce n’est qu’un modèle : il tourne dans jsdom, un document sans rendu : sans feuille de style, sans les fenêtres surgissantes natives du HTML (l’attribut popover) et sans l’arbre d’accessibilité d’un navigateur ; il n’a ni les mots, ni les réglages, ni les particularités des lecteurs d’écran NVDA, JAWS, VoiceOver ou Orca ; il entend un message de statut quand son contenu change, pas quand une feuille de style seule l’affiche ; il ne dit pas si une question de la FAQ est ouverte ou fermée, seulement si sa réponse est lue. Les rôles, les noms et les états des composants ont été vérifiés dans les navigateurs ci-dessus.`,
            },
          ],
        },
        {
          type: 'subsection',
          title: 'Outils pour évaluer l’accessibilité',
          blocks: [
            {
              type: 'list',
              items: [
                `axe-core ${axeCoreVersion}, l’analyse automatique, dont les règles couvrent une partie des tests du RGAA ;`,
                `@guidepup/virtual-screen-reader ${virtualScreenReaderVersion}, le lecteur d’écran virtuel ;`,
                `${auditScreenReader.name} ${auditScreenReader.version}, le lecteur d’écran, avec ${auditScreenReader.browser} ;`,
                'les tests automatisés du site et ses contrôles des pages publiées : validité du HTML (html-validate et validateur Nu du W3C), typographie et orthographe françaises, contraste du focus mesuré sur les pixels affichés, affichage à 320 et 280 px de large et dans une fenêtre de 256 px de haut, espacement du texte augmenté, texte agrandi à 200 % et mode de contraste élevé émulé ;',
                'des vérifications manuelles, dans Chromium et Firefox ESR pilotés par des scripts : contrastes mesurés sur les pixels affichés des textes posés sur un dégradé, code généré après le chargement des scripts, parcours au clavier, contenus cachés, liens et boutons relevés, pages sans feuille de style, avis gardés sous le pointeur, actions au relâchement, ce que dit Orca de chaque composant ; lecture du code, des textes et des étiquettes.',
              ],
            },
          ],
        },
        {
          type: 'subsection',
          title: 'Pages du site ayant fait l’objet de la vérification de conformité',
          blocks: [
            {
              type: 'list',
              items: rgaaAudit.sample.map((page: AuditSamplePage, index) => {
                const end = index === rgaaAudit.sample.length - 1 ? '.' : ' ;';
                return page.path
                  ? [link(page.name, page.path), `, ${page.role}${end}`]
                  : `${page.name}, ${page.role}${end}`;
              }),
            },
            {
              type: 'paragraph',
              text: `${drawnPages.length > 1 ? `Les pages ${formatList(drawnPages)} ont été tirées` : `La page ${drawnPages[0]} a été tirée`} au sort parmi les pages du site absentes de la sélection (${formatList(rgaaAudit.draw.candidates.map(pageName))}), au moins une pour dix pages choisies, par un tirage que chacun peut refaire : l’empreinte FNV-1a de la date de l’audit, ${rgaaAudit.draw.seed}, modulo leur nombre${drawnPages.length > 1 ? ', puis de même parmi les pages restantes' : ''}.`,
            },
          ],
        },
      ],
    },
    {
      id: 'retour-d-information-et-contact',
      title: 'Retour d’information et contact',
      blocks: [
        {
          type: 'paragraph',
          text: `Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le responsable du site ${productName} pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme. Notre support vous répond sous ${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées.`,
        },
        {
          type: 'list',
          items: [
            ['Envoyer un message à ', mailLink(publisher.email), ' ;'],
            ['Passer par la page ', pageLink('contact'), ', qui donne aussi nos coordonnées.'],
          ],
        },
      ],
    },
    {
      id: 'voies-de-recours',
      title: 'Voies de recours',
      blocks: [
        {
          type: 'paragraph',
          text: 'Si vous constatez un défaut d’accessibilité vous empêchant d’accéder à un contenu ou une fonctionnalité du site, que vous nous le signalez et que vous ne parvenez pas à obtenir une réponse de notre part, vous êtes en droit de faire parvenir vos doléances ou une demande de saisine au Défenseur des droits.',
        },
        { type: 'paragraph', text: 'Plusieurs moyens sont à votre disposition :' },
        {
          type: 'list',
          items: [
            [
              'Écrire un message au Défenseur des droits, depuis son site ',
              link(
                'www.defenseurdesdroits.fr',
                'https://www.defenseurdesdroits.fr/fr/saisir-le-defenseur-des-droits',
              ),
              ' ;',
            ],
            'Contacter le délégué du Défenseur des droits près de chez vous, dont le même site donne les coordonnées ;',
            'Appeler le 09 69 39 00 00 (coût d’un appel local) ;',
            'Envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
          ],
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
