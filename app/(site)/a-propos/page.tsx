import { CheckBadgeIcon } from '@heroicons/react/24/outline';
import { IconPoints } from '@/components/ui/icon-points';
import { PageHeader } from '@/components/ui/page-header';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { CardGrid } from '@/components/ui/card';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/content/seo/metadata';

export const metadata = pageMetadata('about');

export default function AboutPage() {
  const { mission, values, antiSpam } = aboutPage;
  return (
    <>
      <PageHeader heading={aboutPage} />

      <Section
        headingId="mission"
        heading={mission}
        className="py-16 sm:py-24"
        containerClassName="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16"
        {...ENDS_FIRST_SCREEN}
      >
        <div className="space-y-5 text-lead text-ink-700">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        headingId="valeurs"
        heading={values}
        className="border-y border-ink-200 bg-white py-16 sm:py-24"
      >
        <IconPoints
          items={values.items}
          className="mt-12 gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4"
        />
      </Section>

      <Section headingId="anti-spam" className="py-16 sm:py-24">
        <div className="rounded-[2rem] bg-ink-950 px-6 py-12 sm:px-12 sm:py-16">
          <SectionHeading
            id="anti-spam"
            eyebrow={antiSpam.eyebrow}
            title={antiSpam.title}
            lead={antiSpam.lead}
            tone="inverse"
          />
          <CardGrid
            as="ol"
            items={antiSpam.items}
            className="mt-10 gap-5 lg:grid-cols-3"
            card={{ tone: 'inverse', className: 'p-6' }}
          >
            {(item) => (
              <>
                <CheckBadgeIcon aria-hidden="true" className="size-8 text-brand-300" />
                <h3 className="mt-4 text-lg font-bold text-white">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-300">{item.text}</p>
              </>
            )}
          </CardGrid>
        </div>
      </Section>
    </>
  );
}
