import {
  antiSpam,
  credits,
  currency,
  planLimits,
  postalPrinting,
  support,
  trial,
} from '@/content/constants';
import { plans } from '@/content/plans';
import { productName, routes } from '@/content/site';
import type { LegalDocument, LegalSubsection, Plan } from '@/content/types';
import { formatCount, formatDuration, formatPrice, formatPriceRange } from '@/lib/format';
import { contactEmail, publisher, valuesToComplete } from './publisher';
import { mailLink, pageLink } from './text';

/** A plan's features inside a sentence: 'Support par e-mail' → 'support par e-mail', 'API' kept. */
function inSentence(feature: string): string {
  return /^\p{Lu}\p{Ll}/u.test(feature) ? feature[0]!.toLowerCase() + feature.slice(1) : feature;
}

/** A plan as a titled paragraph, worded as on /tarifs: a table is too cramped for it on a phone. */
function planSubsection(plan: Plan): LegalSubsection {
  return {
    type: 'subsection',
    title: `${plan.name}, ${formatPrice(planLimits[plan.id].monthlyPriceEur, currency)} par mois`,
    blocks: [{ type: 'paragraph', text: `${plan.features.map(inSentence).join(', ')}.` }],
  };
}

const supportDelay = `${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées`;

/** /cgu: the terms of use of the service. */
export const terms = {
  title: routes.terms.title,
  lead: `Les règles qui encadrent l’utilisation du service ${productName} : votre compte, l’essai gratuit, les offres et les crédits, la politique anti-spam, l’envoi par courrier et nos responsabilités respectives.`,
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'objet-et-acceptation',
      title: 'Objet et acceptation',
      blocks: [
        {
          type: 'paragraph',
          text: [
            `Les présentes conditions générales d’utilisation (les « CGU ») régissent l’accès au service ${productName} et son utilisation. Le service est édité par `,
            publisher.companyName,
            ' (« nous »), dont les coordonnées figurent dans les ',
            pageLink('legalNotice', 'mentions légales'),
            '.',
          ],
        },
        {
          type: 'paragraph',
          text: 'En créant un compte, vous acceptez les CGU dans leur version en vigueur. Elles s’appliquent pendant l’essai gratuit comme pendant un abonnement payant.',
        },
      ],
    },
    {
      id: 'description-du-service',
      title: 'Description du service',
      blocks: [
        {
          type: 'paragraph',
          text: `${productName} aide les personnes en recherche d’emploi à envoyer des candidatures spontanées. Le service permet de :`,
        },
        {
          type: 'list',
          items: [
            'rechercher des entreprises par métier et par zone géographique ;',
            'rédiger un CV et des lettres de motivation avec l’aide de l’intelligence artificielle, sur un ton sobre ou ambitieux ;',
            'envoyer vos candidatures par e-mail, avec suivi des ouvertures, ou par courrier postal ;',
            'suivre vos envois, leurs ouvertures et les réponses reçues dans un tableau de bord.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Les textes rédigés par l’intelligence artificielle sont des propositions : vous les relisez, les modifiez au besoin et en validez le contenu avant tout envoi.',
        },
        {
          type: 'paragraph',
          text: [
            'Le ',
            pageLink('dashboard', 'tableau de bord'),
            ' accessible depuis le présent site est une démonstration : les données qui y figurent sont des exemples.',
          ],
        },
      ],
    },
    {
      id: 'compte-utilisateur',
      title: 'Compte utilisateur',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pour utiliser le service, vous créez un compte avec votre nom, votre adresse e-mail et un mot de passe. Vous vous engagez à fournir des informations exactes et à les tenir à jour.',
        },
        {
          type: 'paragraph',
          text: 'Vos identifiants sont personnels. Vous veillez à la confidentialité de votre mot de passe et nous signalez sans délai toute utilisation de votre compte que vous n’avez pas autorisée. Nous vous recommandons d’activer la double authentification, proposée de façon facultative.',
        },
        {
          type: 'paragraph',
          text: `L’offre Business est multicompte : elle réunit jusqu’à ${formatCount(planLimits.business.users, 'utilisateur')}, chacun avec son propre compte et tenu de respecter les CGU.`,
        },
        {
          type: 'paragraph',
          text: [
            'Vous pouvez clôturer votre compte à tout moment en nous écrivant à ',
            mailLink(contactEmail),
            '. Le sort de vos données est alors celui que décrit notre ',
            pageLink('privacy', 'politique de confidentialité'),
            '.',
          ],
        },
      ],
    },
    {
      id: 'essai-gratuit',
      title: 'Essai gratuit',
      blocks: [
        {
          type: 'paragraph',
          text: `Tout nouveau compte bénéficie d’un essai gratuit de ${formatDuration(trial.durationDays, 'day')}, avec ${formatCount(trial.freeSends, 'envoi')} offerts. L’essai est sans engagement.`,
        },
        {
          type: 'paragraph',
          text: 'À son terme, vous continuez à utiliser le service en souscrivant l’offre de votre choix.',
        },
      ],
    },
    {
      id: 'offres-prix-et-credits',
      title: 'Offres, prix et crédits',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Le service est proposé selon trois offres d’abonnement mensuel, telles que présentées sur la page ',
            pageLink('pricing'),
            '. Les prix sont indiqués en euros, par mois ; les quotas de chaque offre valent pour un mois et se renouvellent chaque mois.',
          ],
        },
        ...plans.map(planSubsection),
        {
          type: 'subsection',
          title: 'Crédits à l’usage',
          blocks: [
            {
              type: 'paragraph',
              text: 'Au-delà des quotas de votre offre, vous pouvez acheter des crédits :',
            },
            {
              type: 'list',
              items: [
                `e-mail supplémentaire : de ${formatPriceRange(credits.extraEmailEur.min, credits.extraEmailEur.max, currency)} par e-mail, selon le tarif affiché sur la page Tarifs ;`,
                'courrier postal : au prix coûtant, majoré d’une marge ; le prix de chaque courrier vous est indiqué avant son envoi.',
              ],
            },
          ],
        },
        {
          type: 'subsection',
          title: 'Paiement',
          blocks: [
            {
              type: 'paragraph',
              text: 'Les abonnements et les crédits se paient par carte bancaire, par l’intermédiaire de notre prestataire de paiement. L’abonnement est facturé chaque mois.',
            },
          ],
        },
      ],
    },
    {
      id: 'droit-de-retractation',
      title: 'Droit de rétractation',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Si vous êtes un consommateur, vous disposez d’un délai de quatorze jours à compter de la souscription d’un abonnement ou de l’achat de crédits pour exercer votre droit de rétractation, sans avoir à motiver votre décision (article L. 221-18 du Code de la consommation). Il vous suffit de nous en informer sans ambiguïté, par exemple par e-mail à ',
            mailLink(contactEmail),
            '.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Si vous avez demandé que le service commence avant la fin de ce délai, vous restez redevable d’un montant proportionnel au service fourni jusqu’à ce que vous nous informiez de votre rétractation (article L. 221-25). Nous vous remboursons le reste au plus tard quatorze jours après, par le moyen de paiement que vous avez utilisé.',
        },
      ],
    },
    {
      id: 'resiliation-et-changement-d-offre',
      title: 'Résiliation et changement d’offre',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Votre abonnement est sans engagement de durée : vous pouvez le résilier à tout moment, depuis votre compte ou en nous écrivant à ',
            mailLink(contactEmail),
            '.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Vous pouvez aussi changer d’offre à tout moment, pour une offre supérieure ou inférieure.',
        },
        {
          type: 'paragraph',
          text: `Les crédits que vous n’avez pas utilisés restent disponibles pendant ${formatDuration(credits.keptAfterCancellationMonths, 'month')} après la résiliation ; passé ce délai, ils sont perdus.`,
        },
      ],
    },
    {
      id: 'politique-anti-spam',
      title: 'Politique anti-spam',
      blocks: [
        {
          type: 'paragraph',
          text: 'Une candidature spontanée s’adresse à une entreprise précise. Pour que vos envois restent de vraies candidatures et non des messages de masse :',
        },
        {
          type: 'list',
          items: [
            `chaque candidature comporte au moins ${formatCount(antiSpam.minUniquePersonalisedFields, 'champ personnalisé unique', 'champs personnalisés uniques')}, propres à l’entreprise destinataire : son nom, le poste visé, la ville… grâce aux variables comme {{entreprise}}, {{poste}} ou {{ville}} ;`,
            'des limites d’envoi quotidiennes s’appliquent à chaque compte ;',
            'le service ne sert qu’à envoyer vos propres candidatures, à l’exclusion de toute prospection commerciale ou de tout autre message.',
          ],
        },
        {
          type: 'paragraph',
          text: [
            'En cas de manquement, nous pouvons suspendre vos envois, puis votre compte, après vous en avoir informé, sauf urgence. Les entreprises peuvent s’opposer au traitement de leurs coordonnées, comme l’explique notre ',
            pageLink('privacy', 'politique de confidentialité'),
            '.',
          ],
        },
      ],
    },
    {
      id: 'envoi-par-courrier',
      title: 'Envoi par courrier',
      blocks: [
        {
          type: 'paragraph',
          text: `Vos lettres sont imprimées au format ${postalPrinting.paperFormat}, en ${postalPrinting.colourModes.join(' ou en ')} selon votre choix, puis confiées à notre prestataire d’envoi postal.`,
        },
        {
          type: 'paragraph',
          text: 'Avant de valider un envoi, vous vérifiez l’adresse du destinataire et le contenu de votre lettre. Les délais d’acheminement sont ceux des services postaux.',
        },
      ],
    },
    {
      id: 'contenus-et-propriete-intellectuelle',
      title: 'Vos contenus et la propriété intellectuelle',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vous restez propriétaire de vos CV, lettres et autres contenus. Vous nous autorisez à les conserver, à les traiter et à les transmettre aux destinataires que vous choisissez, dans la seule mesure nécessaire au fonctionnement du service.',
        },
        {
          type: 'paragraph',
          text: 'Le service, ses modèles, ses textes et son code restent notre propriété. Nous vous accordons un droit personnel et non exclusif de les utiliser pour vos propres candidatures, pendant la durée de votre compte.',
        },
      ],
    },
    {
      id: 'vos-engagements',
      title: 'Vos engagements',
      blocks: [
        { type: 'paragraph', text: 'En utilisant le service, vous vous engagez à :' },
        {
          type: 'list',
          items: [
            'fournir des informations exactes, dans votre compte comme dans vos CV et lettres (diplômes, expériences, compétences) ;',
            'n’utiliser le service que pour vos propres candidatures, dans le respect de la loi et des droits des tiers ;',
            'ne diffuser aucun contenu illicite, trompeur ou diffamatoire ;',
            'respecter la politique anti-spam ;',
            'ne pas extraire en masse les données du service, en perturber le fonctionnement ou en contourner les limites ;',
            'relire chaque texte proposé par l’intelligence artificielle avant de l’envoyer.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Vous êtes responsable des contenus que vous envoyez et de l’usage qui est fait de votre compte.',
        },
      ],
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous mettons en œuvre les moyens nécessaires au bon fonctionnement du service et à la sécurité de vos données. Le service peut toutefois être interrompu, notamment pour maintenance ou en cas de défaillance d’un prestataire ; nous faisons le nécessaire pour en limiter la durée.',
        },
        {
          type: 'paragraph',
          text: 'Nous ne garantissons pas la réponse des entreprises : la décision de vous recevoir ou de vous recruter leur appartient.',
        },
        {
          type: 'paragraph',
          text: 'Notre responsabilité ne peut être engagée qu’en cas de manquement à nos obligations ; elle ne l’est pas lorsque le dommage résulte de votre fait, du fait d’un tiers ou d’un cas de force majeure. Rien dans les CGU ne limite les droits que vous tenez du Code de la consommation.',
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Les données personnelles que nous traitons, leurs durées de conservation et vos droits sont décrits dans notre ',
            pageLink('privacy', 'politique de confidentialité'),
            '.',
          ],
        },
      ],
    },
    {
      id: 'modification-des-cgu',
      title: 'Modification des CGU',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous pouvons faire évoluer les CGU, notamment pour tenir compte de l’évolution du service ou de la loi. Nous vous informons de toute modification importante par e-mail avant son entrée en vigueur. Si vous ne l’acceptez pas, vous pouvez résilier votre abonnement à tout moment ; si vous continuez à utiliser le service après son entrée en vigueur, vous l’acceptez.',
        },
      ],
    },
    {
      id: 'droit-applicable-et-litiges',
      title: 'Droit applicable et litiges',
      blocks: [
        { type: 'paragraph', text: 'Les CGU sont soumises au droit français.' },
        {
          type: 'paragraph',
          text: [
            'Pour toute réclamation, écrivez à notre support à ',
            mailLink(contactEmail),
            ` : il vous répond sous ${supportDelay}.`,
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Si votre réclamation écrite n’aboutit pas, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : ',
            valuesToComplete.consumerMediator,
            ', dans un délai d’un an à compter de cette réclamation (article L. 612-2 du Code de la consommation).',
          ],
        },
        {
          type: 'paragraph',
          text: 'À défaut d’accord amiable, le litige est porté devant les juridictions françaises compétentes. Si vous êtes consommateur, vous pouvez saisir, outre la juridiction désignée par le Code de procédure civile, celle du lieu où vous demeuriez lors de la conclusion du contrat ou de la survenance du fait dommageable (article R. 631-3 du Code de la consommation).',
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
