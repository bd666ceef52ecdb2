import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { Icon, IconBadge } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { Section } from '@/components/ui/section';
import { Card, CardGrid } from '@/components/ui/card';
import { features, featuresPage } from '@/content/features';
import { providerKinds } from '@/content/integrations';
import { routes } from '@/content/site';
import { pageMetadata } from '@/content/seo/metadata';
import { SignUpActions } from '../sign-up-actions';

export const metadata = pageMetadata('features');

export default function FeaturesPage() {
  const { integrations, callToAction } = featuresPage;
  return (
    <>
      <PageHeader heading={featuresPage} />

      <section
        aria-label="Les six fonctionnalités"
        className="py-16 sm:py-24"
        {...ENDS_FIRST_SCREEN}
      >
        <Container>
          <CardGrid
            items={features}
            className="gap-6 md:grid-cols-2 lg:grid-cols-3"
            card={(feature) => ({ id: feature.id, className: 'flex flex-col p-7' })}
          >
            {(feature) => (
              <>
                <IconBadge name={feature.icon} />
                <h2 className="mt-5 text-xl font-bold text-balance text-ink-950">
                  {feature.title}
                </h2>
                <p className="mt-3 leading-relaxed text-ink-700">{feature.text}</p>
                <CheckList items={feature.details} className="mt-5 border-t border-ink-100 pt-5" />
              </>
            )}
          </CardGrid>
        </Container>
      </section>

      <Section
        headingId="integrations"
        heading={integrations}
        className="border-t border-ink-200 bg-white py-16 sm:py-24"
      >
        {/* One card, its cells parted by its own border colour showing through 1 px gaps. */}
        <Card
          as="ul"
          tone="outline"
          className="mt-12 grid gap-px overflow-hidden bg-ink-200 sm:grid-cols-2 lg:grid-cols-4"
        >
          {providerKinds.map((provider) => (
            <li key={provider.id} className="bg-white p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-ink-50 text-ink-800 ring-1 ring-ink-200">
                <Icon name={provider.icon} className="size-5" later />
              </span>
              <h3 className="mt-4 font-bold text-ink-950">{provider.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-700">{provider.text}</p>
            </li>
          ))}
          <li className="flex flex-col justify-center bg-brand-50 p-6">
            <p className="font-bold text-brand-900">{integrations.privacyNote.title}</p>
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-brand-900">
              {integrations.privacyNote.text}
            </p>
            <ButtonLink
              href={routes.privacy.path}
              variant="secondary"
              size="sm"
              className="mt-4 self-start text-left whitespace-normal"
            >
              {integrations.privacyNote.link}
            </ButtonLink>
          </li>
        </Card>
      </Section>

      <Section headingId="essayer" className="py-16 sm:py-24">
        <div className="flex flex-col items-start justify-between gap-8 rounded-card bg-ink-950 p-8 sm:p-12 lg:flex-row lg:items-center">
          <div>
            <h2 id="essayer" className="text-title font-extrabold text-white">
              {callToAction.title}
            </h2>
            <p className="mt-3 text-lead text-ink-300">{callToAction.text}</p>
          </div>
          <SignUpActions primary={callToAction.primary} secondary={callToAction.secondary} />
        </div>
      </Section>
    </>
  );
}
