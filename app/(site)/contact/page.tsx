import { ChevronRightIcon, ClockIcon, EnvelopeIcon } from '@heroicons/react/24/outline';
import { PageNotices } from '@/components/notices/page-notices';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { contactEmail, contactPage } from '@/content/contact';
import { notices } from '@/content/notices';
import { pageMetadata } from '@/content/seo/metadata';
import { ContactDetail } from './contact-detail';
import { ContactForm } from './contact-form';

export const metadata = pageMetadata('contact');

export default function ContactPage() {
  const { form, details, shortcuts } = contactPage;
  return (
    <>
      <PageHeader heading={contactPage} />
      <Container
        className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.6fr_1fr] lg:gap-14"
        {...ENDS_FIRST_SCREEN}
      >
        <Card as="section" aria-labelledby="formulaire" className="p-6 sm:p-10">
          <h2 id="formulaire" className="text-2xl font-extrabold text-ink-950">
            {form.title}
          </h2>
          <div className="mt-6">
            <ContactForm
              text={form}
              notice={notices.formNotConnected()}
              contactEmail={contactEmail}
            />
          </div>
        </Card>

        <aside aria-label={details.title} className="space-y-6">
          <section aria-labelledby="coordonnees" className="rounded-card bg-ink-950 p-7 text-white">
            <h2 id="coordonnees" className="text-xl font-bold">
              {details.title}
            </h2>
            <dl className="mt-6 space-y-5">
              <ContactDetail icon={EnvelopeIcon} label={details.emailLabel}>
                <dd>
                  <a
                    href={`mailto:${contactEmail}`}
                    className="font-semibold break-all text-white underline decoration-brand-300 underline-offset-4 hover:decoration-white"
                  >
                    {contactEmail}
                  </a>
                </dd>
              </ContactDetail>
              <ContactDetail icon={ClockIcon} label={details.replyTimeLabel}>
                <dd className="font-semibold">{details.replyTime}</dd>
              </ContactDetail>
            </dl>
          </section>

          <Card as="section" tone="flat" aria-labelledby="avant-d-ecrire" className="p-7">
            <h2 id="avant-d-ecrire" className="text-xl font-bold text-ink-950">
              {shortcuts.title}
            </h2>
            <ul className="mt-4 divide-y divide-ink-100">
              {shortcuts.items.map((item) => (
                <li key={item.title}>
                  <a
                    href={item.href}
                    className="group flex items-center justify-between gap-4 py-4"
                  >
                    <span>
                      <span className="block font-semibold text-ink-950 group-hover:text-brand-800">
                        {item.title}
                      </span>
                      <span className="mt-0.5 block text-sm text-ink-600">{item.text}</span>
                    </span>
                    <ChevronRightIcon
                      aria-hidden="true"
                      className="size-5 shrink-0 text-ink-400 group-hover:text-brand-700"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </Container>
      <PageNotices />
    </>
  );
}
