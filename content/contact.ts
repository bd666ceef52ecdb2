import { support } from './constants';
import { contactEmail } from './legal/publisher';
import { noticeTitles } from './notices';
import { routes } from './site';
import type { ContactForm, RoutePath, TitledText } from './types';
import { formatDuration } from '@/lib/format';

/** The address visitors write to is part of the publisher's identity (legal module). */
export { contactEmail };

export const contactPage = {
  eyebrow: 'Contact',
  title: 'Une question ? Écrivez-nous',
  lead: `Une question sur le service, une offre ou votre compte : le support vous répond sous ${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées.`,
  form: {
    title: 'Formulaire de contact',
    requiredMark: '(obligatoire)',
    // In the order of the page; `half`: the two short fields share a row on a wide screen.
    fields: {
      name: {
        label: 'Nom',
        hint: 'Votre prénom et votre nom',
        input: { type: 'text', autoComplete: 'name' },
        half: true,
        errors: { valueMissing: 'Saisissez votre prénom et votre nom.' },
      },
      email: {
        label: 'Adresse e-mail',
        hint: 'Pour que nous puissions vous répondre, au format exemple@domaine.fr',
        input: { type: 'email', autoComplete: 'email' },
        half: true,
        errors: {
          valueMissing: 'Saisissez votre adresse e-mail.',
          typeMismatch: 'Saisissez une adresse e-mail complète, au format exemple@domaine.fr.',
        },
      },
      subject: {
        label: 'Sujet',
        hint: 'En quelques mots',
        input: { type: 'text' },
        errors: { valueMissing: 'Saisissez le sujet de votre message.' },
      },
      message: {
        label: 'Message',
        hint: 'Décrivez votre demande',
        input: { rows: 6 },
        errors: { valueMissing: 'Saisissez votre message.' },
      },
    },
    submit: 'Envoyer le message',
    // Shown instead of the notice when the page runs without JavaScript.
    withoutJavaScript: {
      title: noticeTitles.formNotConnected,
      message: `L’envoi de ce formulaire n’est pas encore implémenté : rien de ce que vous saisissez n’est transmis. Pour nous écrire, utilisez l’adresse ${contactEmail}.`,
    },
    notSent: {
      title: 'Votre message n’a pas été envoyé.',
      beforeAddress:
        'Ce formulaire n’est pas encore relié à notre messagerie : rien ne nous a été transmis. Pour nous écrire, utilisez l’adresse ',
      afterAddress: ' ; vos saisies restent dans le formulaire, prêtes à être copiées.',
    },
  } satisfies ContactForm,
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
