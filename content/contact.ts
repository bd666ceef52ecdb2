import { support } from './constants';
import { contactEmail } from './legal/publisher';
import { noticeTitles } from './notices';
import { routes } from './site';
import type { RoutePath, TitledText } from './types';
import { formatDuration } from '@/lib/format';

/** The address visitors write to is part of the publisher's identity (legal module). */
export { contactEmail };

export const contactPage = {
  eyebrow: 'Contact',
  title: 'Une question ? Écrivez-nous',
  lead: `Une question sur le service, une offre ou votre compte : le support vous répond sous ${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées.`,
  form: {
    title: 'Formulaire de contact',
    requiredNote: 'Tous les champs sont obligatoires.',
    fields: {
      name: { label: 'Nom', hint: 'Votre prénom et votre nom' },
      email: {
        label: 'Adresse e-mail',
        hint: 'Pour que nous puissions vous répondre',
      },
      subject: { label: 'Sujet', hint: 'En quelques mots' },
      message: { label: 'Message', hint: 'Décrivez votre demande', rows: 6 },
    },
    submit: 'Envoyer le message',
    // Shown instead of the notice when the page runs without JavaScript.
    withoutJavaScript: {
      title: noticeTitles.formNotConnected,
      message: `L’envoi de ce formulaire n’est pas encore implémenté : rien de ce que vous saisissez n’est transmis. Pour nous écrire, utilisez l’adresse ${contactEmail}.`,
    },
  },
  details: {
    title: 'Nous joindre',
    emailLabel: 'E-mail',
    replyTimeLabel: 'Délai de réponse',
    replyTime: `Sous ${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées`,
  },
  shortcuts: {
    title: 'Avant d’écrire',
    items: [
      {
        title: 'Questions fréquentes',
        text: 'Essai, offres, crédits, résiliation, données : les réponses les plus demandées.',
        href: routes.faq.path,
      },
      {
        title: 'Tarifs',
        text: 'Le détail des trois offres et des crédits à la carte.',
        href: routes.pricing.path,
      },
    ] satisfies (TitledText & { href: RoutePath })[],
  },
} as const;
