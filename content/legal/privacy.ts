import { dataRetention } from '@/content/constants';
import { providerKinds } from '@/content/integrations';
import { productName, routes } from '@/content/site';
import type { LegalDocument } from '@/content/types';
import { formatDuration } from '@/lib/format';
import { contactEmail, publisher } from './publisher';
import { link, mailLink, pageLink, strong } from './text';

/** The personal data the service stores (spec, section 3), then what running it adds. */
export const personalDataCategories = [
  {
    id: 'company-contacts',
    label: 'Contacts professionnels des entreprises',
    data: 'nom, adresse e-mail, numéro de téléphone, adresse postale et numéro d’immatriculation de l’entreprise',
  },
  {
    id: 'account',
    label: 'Compte utilisateur',
    data: 'nom, adresse e-mail et mot de passe chiffré',
  },
  {
    id: 'documents',
    label: 'Documents',
    data: 'CV et lettres de motivation',
  },
  {
    id: 'sending-history',
    label: 'Historique des envois',
    data: 'entreprises destinataires, canal (e-mail ou courrier) et date de chaque candidature envoyée',
  },
  {
    id: 'campaign-statistics',
    label: 'Statistiques de campagne',
    data: 'nombre d’envois, d’ouvertures et de réponses de chacune de vos campagnes',
  },
  {
    id: 'activity-logs',
    label: 'Journaux d’activité',
    data: 'connexions et actions effectuées sur votre compte, conservées pour la sécurité du service',
  },
  {
    id: 'billing',
    label: 'Données de facturation',
    data: 'offre souscrite, crédits achetés, montants payés et factures',
  },
] as const;

export type PersonalDataCategoryId = (typeof personalDataCategories)[number]['id'];

function category(id: PersonalDataCategoryId) {
  return personalDataCategories.find((candidate) => candidate.id === id)!.label;
}

/** Wording of the account retention rule, keyed by its value so a new rule fails the type check. */
const accountRetention: Record<typeof dataRetention.accounts, string> = {
  'while-active': 'Tant que votre compte est actif',
};

/** Retention period of each kind of data, as the privacy policy states it. */
export const retentionPeriods = [
  {
    data: category('company-contacts'),
    period: `${formatDuration(dataRetention.contactsMonthsWithoutInteraction, 'month')} sans interaction`,
    then: 'puis suppression',
  },
  {
    data: category('activity-logs'),
    period: formatDuration(dataRetention.activityLogsMonths, 'month'),
    then: 'puis suppression',
  },
  {
    data: `${category('account')}, documents, historique des envois et statistiques de campagne`,
    period: accountRetention[dataRetention.accounts],
    then: 'puis suppression à la clôture du compte',
  },
  {
    data: category('billing'),
    period: 'Dix ans',
    then: 'durée imposée par l’article L. 123-22 du Code de commerce pour les pièces comptables',
  },
] as const;

/** /confidentialite: the GDPR privacy policy of the site and of the service. */
export const privacy = {
  title: routes.privacy.title,
  lead: `Quelles données personnelles ${productName} traite, pourquoi, avec qui, combien de temps, et comment exercer vos droits.`,
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'responsable-du-traitement',
      title: 'Responsable du traitement',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Le responsable du traitement de vos données personnelles est ',
            publisher.companyName,
            ', ',
            publisher.legalForm,
            ' dont le siège social est situé ',
            publisher.registeredOffice,
            `, éditeur du service ${productName} (voir les `,
            pageLink('legalNotice', 'mentions légales'),
            ').',
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Nous n’avons pas désigné de délégué à la protection des données. Pour toute question sur vos données personnelles, écrivez-nous à ',
            mailLink(contactEmail),
            '.',
          ],
        },
        {
          type: 'paragraph',
          text: `Cette politique s’applique au service ${productName} et au présent site. Elle est rédigée en application du règlement (UE) 2016/679 du 27 avril 2016, dit règlement général sur la protection des données (RGPD), et de la loi n° 78-17 du 6 janvier 1978 relative à l’informatique, aux fichiers et aux libertés.`,
        },
      ],
    },
    {
      id: 'donnees-traitees',
      title: 'Données que nous traitons',
      blocks: [
        {
          type: 'table',
          caption: 'Catégories de données personnelles',
          columns: ['Catégorie', 'Données'],
          rows: personalDataCategories.map((item) => ({ header: item.label, cells: [item.data] })),
        },
        {
          type: 'paragraph',
          text: 'Les contacts professionnels des entreprises proviennent de notre prestataire de recherche d’entreprises. Ce sont des coordonnées professionnelles, que nous traitons pour permettre aux candidats de cibler leurs candidatures spontanées.',
        },
        {
          type: 'paragraph',
          text: 'Vos CV et lettres contiennent les informations que vous choisissez d’y faire figurer. N’y indiquez que ce qui est utile à votre candidature.',
        },
      ],
    },
    {
      id: 'finalites-et-bases-legales',
      title: 'Finalités et bases légales',
      blocks: [
        {
          type: 'paragraph',
          text: 'Chaque traitement poursuit une finalité précise et repose sur l’une des bases légales prévues par l’article 6 du RGPD.',
        },
        {
          type: 'table',
          caption: 'Pourquoi nous traitons vos données, et sur quel fondement',
          columns: ['Finalité', 'Base légale'],
          rows: [
            {
              header:
                'Créer et gérer votre compte, vous fournir le service : recherche d’entreprises, rédaction de vos CV et lettres, envoi et suivi de vos candidatures, statistiques de campagne',
              cells: ['Exécution du contrat qui nous lie (article 6.1.b du RGPD)'],
            },
            {
              header:
                'Tenir à jour la base des contacts professionnels des entreprises, que vous interrogez pour cibler vos candidatures',
              cells: [
                'Intérêt légitime (article 6.1.f du RGPD) : permettre aux candidats d’écrire aux entreprises de leur métier et de leur région. Il s’agit de données professionnelles, et les personnes concernées peuvent s’opposer à leur traitement à tout moment.',
              ],
            },
            {
              header:
                'Assurer la sécurité du service et prévenir les abus, notamment le non-respect de la politique anti-spam, grâce aux journaux d’activité',
              cells: [
                'Intérêt légitime : protéger le service, ses utilisateurs et les destinataires des candidatures',
              ],
            },
            {
              header: 'Facturer les abonnements et les crédits, tenir notre comptabilité',
              cells: ['Obligation légale (article 6.1.c du RGPD)'],
            },
            {
              header: 'Mesurer l’utilisation du service pour l’améliorer',
              cells: [
                'Intérêt légitime, ou votre consentement lorsque la mesure repose sur des traceurs qui l’exigent',
              ],
            },
            {
              header: 'Répondre à vos questions et à vos demandes d’exercice de droits',
              cells: [
                'Obligation légale pour l’exercice de vos droits ; intérêt légitime pour vos autres demandes',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      title: 'Destinataires et sous-traitants',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vos données ne sont accessibles qu’aux membres de notre équipe qui en ont besoin pour leur mission. Nous ne les vendons pas et ne les louons pas.',
        },
        {
          type: 'paragraph',
          text: 'Les entreprises auxquelles vous adressez vos candidatures reçoivent les documents que vous leur envoyez et les informations que vous y faites figurer.',
        },
        {
          type: 'paragraph',
          text: 'Pour faire fonctionner le service, nous faisons appel aux catégories de prestataires ci-dessous. Ils agissent en qualité de sous-traitants, au sens de l’article 28 du RGPD : ils ne traitent vos données que sur nos instructions et pour les seuls besoins du service, et sont tenus par contrat à la confidentialité et à la sécurité.',
        },
        {
          type: 'table',
          caption: 'Catégories de prestataires',
          columns: ['Prestataire', 'Rôle'],
          rows: providerKinds.map((kind) => ({ header: kind.title, cells: [kind.text] })),
        },
        {
          type: 'subsection',
          title: 'Transferts hors de l’Union européenne',
          blocks: [
            {
              type: 'paragraph',
              text: 'Lorsqu’un prestataire traite des données hors de l’Union européenne, ce transfert est encadré par les clauses contractuelles types adoptées par la Commission européenne.',
            },
          ],
        },
      ],
    },
    {
      id: 'durees-de-conservation',
      title: 'Durées de conservation',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous ne conservons vos données que le temps nécessaire à la finalité pour laquelle elles ont été collectées.',
        },
        {
          type: 'table',
          caption: 'Durée de conservation de chaque catégorie de données',
          columns: ['Données', 'Durée de conservation'],
          rows: retentionPeriods.map((row) => ({
            header: row.data,
            cells: [[strong(row.period), `, ${row.then}`]],
          })),
        },
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous prenons les mesures techniques et organisationnelles nécessaires pour protéger vos données contre la perte, l’altération et l’accès non autorisé :',
        },
        {
          type: 'list',
          items: [
            'vos mots de passe sont chiffrés, et vos données comme vos documents sont protégés par chiffrement ;',
            'une double authentification, facultative, peut protéger l’accès à votre compte ;',
            'dans la base de données, l’accès est restreint ligne par ligne : chaque utilisateur n’accède qu’aux données qui lui appartiennent.',
          ],
        },
        {
          type: 'paragraph',
          text: 'En cas de violation de données, nous la notifions à la CNIL et vous en informons dans les conditions prévues par les articles 33 et 34 du RGPD.',
        },
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vous disposez sur vos données des droits suivants :',
        },
        {
          type: 'list',
          items: [
            [
              strong('accès'),
              ' : savoir quelles données nous détenons sur vous et en obtenir une copie ;',
            ],
            [strong('rectification'), ' : faire corriger des données inexactes ou incomplètes ;'],
            [
              strong('effacement'),
              ' : faire supprimer vos données, dans les cas prévus par la loi ;',
            ],
            [
              strong('limitation'),
              ' : faire suspendre l’utilisation de vos données le temps d’une vérification ;',
            ],
            [
              strong('portabilité'),
              ' : recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine, ou les faire transmettre à un autre service ;',
            ],
            [
              strong('opposition'),
              ' : vous opposer à tout moment au traitement de vos données fondé sur notre intérêt légitime, notamment à la présence de vos coordonnées professionnelles dans notre base d’entreprises ;',
            ],
            [
              strong('directives post mortem'),
              ' : définir des directives sur le sort de vos données après votre décès, comme le permet l’article 85 de la loi Informatique et Libertés.',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Lorsqu’un traitement repose sur votre consentement, vous pouvez le retirer à tout moment, sans remettre en cause ce qui a été fait auparavant.',
        },
        {
          type: 'subsection',
          title: 'Comment exercer vos droits',
          blocks: [
            {
              type: 'paragraph',
              text: [
                'Écrivez-nous à ',
                mailLink(contactEmail),
                ' ou par courrier à notre siège social, ',
                publisher.registeredOffice,
                '. Nous pouvons vous demander de justifier de votre identité en cas de doute raisonnable.',
              ],
            },
            {
              type: 'paragraph',
              text: 'Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux mois compte tenu de la complexité ou du nombre de demandes ; nous vous en informons alors dans le premier mois (article 12 du RGPD).',
            },
          ],
        },
      ],
    },
    {
      id: 'reclamation-aupres-de-la-cnil',
      title: 'Réclamation auprès de la CNIL',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Si vous estimez que le traitement de vos données ne respecte pas la réglementation, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), sur ',
            link('www.cnil.fr', 'https://www.cnil.fr'),
            '. Nous vous invitons à nous contacter d’abord : nous ferons notre possible pour répondre à votre demande.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies et traceurs',
      blocks: [
        {
          type: 'paragraph',
          text: `Le site ${productName} ne dépose aucun cookie ni aucun autre traceur sur votre appareil, et n’enregistre rien dans votre navigateur. Il ne charge aucune ressource depuis un site tiers : la police de caractères et les icônes sont servies par le site lui-même.`,
        },
        {
          type: 'paragraph',
          text: 'Aucun consentement n’est donc à recueillir, et le site n’affiche pas de bandeau de cookies. Si nous devions un jour utiliser des traceurs soumis à consentement, nous vous le demanderions au préalable et mettrions à jour cette politique.',
        },
        {
          type: 'paragraph',
          text: [
            'Le ',
            pageLink('dashboard', 'tableau de bord de démonstration'),
            ' n’affiche que des données d’exemple et n’enregistre rien. Le formulaire de la page ',
            pageLink('contact'),
            ' n’est pas encore relié à nos services : ce que vous y saisissez ne nous est pas transmis.',
          ],
        },
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications de cette politique',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous pouvons modifier cette politique pour tenir compte de l’évolution du service ou de la réglementation. La date de dernière mise à jour figure en haut de cette page ; en cas de changement important, nous vous en informons par e-mail ou dans le service.',
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
