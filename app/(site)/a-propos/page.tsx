import { CheckBadgeIcon } from '@heroicons/react/24/outline';
import { Container } from '@/components/ui/container';
import { IconBadge } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { SectionHeading } from '@/components/ui/section-heading';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/content/seo/metadata';

export const metadata = pageMetadata('about');

export default function AboutPage() {
  const { mission, values, antiSpam } = aboutPage;
  return (
    <>
      <PageHeader eyebrow={aboutPage.eyebrow} title={aboutPage.title} lead={aboutPage.lead} />

      <section aria-labelledby="mission" className="py-16 sm:py-24" {...ENDS_FIRST_SCREEN}>
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <SectionHeading id="mission" eyebrow={mission.eyebrow} title={mission.title} />
          <div className="space-y-5 text-lead text-ink-700">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>

      <section
        aria-labelledby="valeurs"
        className="border-y border-ink-200 bg-white py-16 sm:py-24"
      >
        <Container>
          <SectionHeading id="valeurs" eyebrow={values.eyebrow} title={values.title} />
          <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {values.items.map((value) => (
              <li key={value.title}>
                <IconBadge name={value.icon} later />
                <h3 className="mt-5 text-lg font-bold text-ink-950">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="anti-spam" className="py-16 sm:py-24">
        <Container>
          <div className="rounded-[2rem] bg-ink-950 px-6 py-12 sm:px-12 sm:py-16">
            <SectionHeading
              id="anti-spam"
              eyebrow={antiSpam.eyebrow}
              title={antiSpam.title}
              lead={antiSpam.lead}
              tone="inverse"
            />
            <ol className="mt-10 grid gap-5 lg:grid-cols-3">
              {antiSpam.items.map((item) => (
                <li key={item.title} className="rounded-card border border-white/10 bg-white/5 p-6">
                  <CheckBadgeIcon aria-hidden="true" className="size-8 text-brand-300" />
                  <h3 className="mt-4 text-lg font-bold text-white">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-300">{item.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>
    </>
  );
}
