import { support } from '@/content/constants';
import { productName, routes, site } from '@/content/site';
import type { LegalDocument } from '@/content/types';
import { formatDuration } from '@/lib/format';
import { host, publisher } from './publisher';
import { english, link, mailLink, pageLink } from './text';

/** /mentions-legales: what the French law on the digital economy requires a site to show. */
export const legalNotice = {
  title: routes.legalNotice.title,
  lead: `Qui édite et héberge le site ${productName}, à qui appartiennent ses contenus et comment nous joindre, conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique.`,
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      blocks: [
        {
          type: 'paragraph',
          text: `Le site ${productName}, accessible à l’adresse ${site.origin.replace(/^https?:\/\//, '')}, et le service du même nom sont édités par :`,
        },
        {
          type: 'definitions',
          items: [
            { term: 'Dénomination sociale', description: [publisher.companyName] },
            { term: 'Forme juridique', description: [publisher.legalForm] },
            { term: 'Capital social', description: [publisher.shareCapital] },
            { term: 'Siège social', description: [publisher.registeredOffice] },
            {
              term: 'Immatriculation',
              description: ['Registre du commerce et des sociétés de ', publisher.registration],
            },
            { term: 'TVA intracommunautaire', description: [publisher.vatNumber] },
            { term: 'Téléphone', description: [publisher.phone] },
            { term: 'Adresse e-mail', description: [mailLink(publisher.email)] },
          ],
        },
      ],
    },
    {
      id: 'directeur-de-la-publication',
      title: 'Directeur de la publication',
      blocks: [
        {
          type: 'paragraph',
          text: ['Le directeur de la publication est ', publisher.publicationDirector, '.'],
        },
      ],
    },
    {
      id: 'hebergeur',
      title: 'Hébergeur',
      blocks: [
        { type: 'paragraph', text: 'Le site est hébergé par :' },
        {
          type: 'definitions',
          items: [
            { term: 'Nom', description: [host.name] },
            { term: 'Adresse', description: [host.address] },
            { term: 'Téléphone', description: [host.phone] },
          ],
        },
      ],
    },
    {
      id: 'nous-contacter',
      title: 'Nous contacter',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Pour toute question sur le site ou sur le service, écrivez-nous à ',
            mailLink(publisher.email),
            ` ou passez par la page `,
            pageLink('contact'),
            `. Notre support vous répond sous ${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées.`,
          ],
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          type: 'paragraph',
          text: 'La structure du site, ses textes, son logo, ses illustrations, ses modèles de CV et de lettres et son code sont la propriété de l’éditeur ou sont utilisés avec l’autorisation de leurs titulaires.',
        },
        {
          type: 'paragraph',
          text: 'Toute reproduction, représentation, adaptation ou extraction, totale ou partielle, de ces éléments sans l’autorisation écrite préalable de l’éditeur est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle. Les éléments diffusés sous licence libre, cités dans la rubrique Crédits, restent régis par leur licence.',
        },
        {
          type: 'paragraph',
          text: 'Les CV, lettres et autres documents que vous créez avec le service vous appartiennent, comme le précisent les conditions générales d’utilisation.',
        },
      ],
    },
    {
      id: 'credits',
      title: 'Crédits',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Police de caractères : ',
              link('Plus Jakarta Sans', 'https://github.com/tokotype/PlusJakartaSans'),
              ', par ',
              english('The Plus Jakarta Sans Project Authors'),
              ', diffusée sous licence ',
              link('SIL Open Font License 1.1', 'https://openfontlicense.org', 'en'),
              '. Elle est servie par le site lui-même, sans appel à un service tiers.',
            ],
            [
              'Icônes : ',
              link('Heroicons', 'https://heroicons.com'),
              ', par ',
              english('Tailwind Labs'),
              ', diffusées sous ',
              link('licence MIT', 'https://opensource.org/license/mit'),
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'donnees-personnelles-et-cookies',
      title: 'Données personnelles et cookies',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Le site ne dépose aucun cookie. La manière dont nous traitons vos données personnelles et les droits dont vous disposez sont décrits dans notre ',
            pageLink('privacy', 'politique de confidentialité'),
            '. L’utilisation du service est régie par les ',
            pageLink('terms', 'conditions générales d’utilisation'),
            '.',
          ],
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
