import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditConformity, auditMeanRate } from '@/content/accessibility/conformity';
import { rgaaAudit } from '@/content/accessibility/rgaa-audit';
import { rgaaThemes } from '@/content/accessibility/rgaa-criteria';
import { support } from '@/content/constants';
import { productName, routes, site } from '@/content/site';
import type {
  AuditSamplePage,
  LegalDocument,
  LegalInline,
  LegalText,
  RgaaStatus,
} from '@/content/types';
import { formatCount, formatDate, formatDuration, formatList, formatPercent } from '@/lib/format';
import { criterionStatus, ratePercent } from '@/lib/rgaa';
import { publisher } from './publisher';
import { link, mailLink, pageLink, strong } from './text';

/**
 * /accessibilite: the « Déclaration d’accessibilité » in the format the RGAA makes
 * mandatory (accessibilite.numerique.gouv.fr, « Déclaration d’accessibilité »; the DISIC's
 * source, src/obligations/declaration-accessibilite.md), every figure, failure and page of
 * it computed from the audit (content/accessibility/rgaa-audit.ts).
 */

/**
 * The version of axe-core this project's tests run: the one @axe-core/playwright resolves,
 * read from its package.json at build time (a test checks they are the same).
 */
export const axeCoreVersion: string = JSON.parse(
  readFileSync(join(process.cwd(), 'node_modules/axe-core/package.json'), 'utf8'),
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
              text: 'Les vérifications ont été faites dans les navigateurs suivants, sans technologie d’assistance : la restitution des pages par un lecteur d’écran reste à vérifier.',
            },
            {
              type: 'list',
              items: [
                'Chromium, à 1 280 et à 390 px de large : l’analyse automatique de chaque page dans chacun de ses états, le fonctionnement de chaque composant, à la souris, au toucher et au clavier, et les vérifications manuelles ;',
                'Firefox ESR : le fonctionnement de chaque page et de ses composants ;',
                'WebKitGTK : le fonctionnement de chaque page et l’analyse automatique du menu ouvert.',
              ],
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
                'les tests automatisés du site et ses contrôles des pages publiées : validité du HTML (html-validate et validateur Nu du W3C), typographie et orthographe françaises ;',
                'des vérifications manuelles : lecture du code, contrastes calculés depuis les couleurs du site, affichage à 320 px de large, espacement du texte augmenté, texte agrandi à 200 % et mode de contraste élevé émulé.',
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
              items: rgaaAudit.sample.map((page: AuditSamplePage) =>
                page.path
                  ? [link(page.name, page.path), `, ${page.role} ;`]
                  : `${page.name}, ${page.role}.`,
              ),
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
