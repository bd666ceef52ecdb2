import { GiftIcon, StarIcon } from '@heroicons/react/20/solid';
import { JsonLd } from '@/components/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { Section } from '@/components/ui/section';
import { Card, CardGrid } from '@/components/ui/card';
import { currency, planLimits } from '@/content/constants';
import { plans, pricingPage } from '@/content/plans';
import { accountLinks, routes } from '@/content/site';
import { formatPrice } from '@/lib/format';
import { pageMetadata } from '@/content/seo/metadata';
import { pricingStructuredData } from '@/content/seo/structured-data';

export const metadata = pageMetadata('pricing');

/** Every plan's card; the popular one stands out of the row on a wide screen. */
const PLAN_CARD = 'relative flex h-full flex-col p-7 sm:p-8';

export default function PricingPage() {
  const { credits, commitments, contact } = pricingPage;
  return (
    <>
      <JsonLd data={pricingStructuredData(plans)} />
      <PageHeader heading={pricingPage} align="center">
        <p className="mx-auto mt-8 inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-2xl border border-accent-200 bg-accent-50 px-5 py-3 text-ink-900">
          <GiftIcon aria-hidden="true" className="size-5 text-accent-700" />
          <strong className="font-bold">{pricingPage.trial.title}</strong>
          <span>{pricingPage.trial.text}</span>
        </p>
      </PageHeader>

      <section
        aria-label={pricingPage.plansLabel}
        className="py-16 sm:py-20"
        {...ENDS_FIRST_SCREEN}
      >
        <Container>
          <CardGrid
            items={plans}
            className="items-start gap-6 lg:grid-cols-3"
            card={(plan) =>
              plan.popular
                ? { tone: 'featured', className: `${PLAN_CARD} lg:-my-4 lg:py-12` }
                : { className: PLAN_CARD }
            }
          >
            {(plan) => (
              <>
                <div className="flex items-center justify-between gap-3">
                  <h2 id={`offre-${plan.id}`} className="text-2xl font-extrabold text-ink-950">
                    {plan.name}
                  </h2>
                  {plan.popular && (
                    <p className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white">
                      <StarIcon aria-hidden="true" className="size-3.5" />
                      {pricingPage.popularLabel}
                    </p>
                  )}
                </div>
                <p className="mt-3 min-h-12 text-ink-700">{plan.description}</p>
                <p className="mt-6 flex items-baseline gap-2">
                  <span className="text-5xl font-extrabold tracking-tight text-ink-950">
                    {formatPrice(planLimits[plan.id].monthlyPriceEur, currency)}
                  </span>
                  <span className="text-ink-600">{pricingPage.perMonth}</span>
                </p>
                <ButtonLink
                  href={accountLinks.signUp.href}
                  variant={plan.popular ? 'primary' : 'secondary'}
                  size="lg"
                  className="mt-7 w-full text-center whitespace-normal"
                >
                  {plan.callToAction}
                </ButtonLink>
                <p id={`inclus-${plan.id}`} className="sr-only">
                  {pricingPage.includedIn(plan.name)}
                </p>
                <CheckList
                  items={plan.features}
                  aria-labelledby={`inclus-${plan.id}`}
                  className="mt-8 border-t border-ink-100 pt-7"
                />
              </>
            )}
          </CardGrid>
        </Container>
      </section>

      <Section
        headingId="credits"
        heading={credits}
        className="border-y border-ink-200 bg-white py-16 sm:py-24"
        containerClassName="grid gap-12 lg:grid-cols-[1fr_1.5fr] lg:gap-16"
      >
        <Card as="dl" tone="outline" className="divide-y divide-ink-200">
          {credits.items.map((item) => (
            <div key={item.title} className="p-6">
              <dt className="font-bold text-ink-950">{item.title}</dt>
              <dd className="mt-1.5 leading-relaxed text-ink-700">{item.text}</dd>
            </div>
          ))}
        </Card>
      </Section>

      <Section headingId="engagements" className="py-16 sm:py-24">
        <h2 id="engagements" className="text-title font-extrabold text-ink-950">
          {commitments.title}
        </h2>
        <CardGrid
          items={commitments.items}
          className="mt-10 gap-6 md:grid-cols-3"
          card={{ className: 'p-6' }}
        >
          {(item) => (
            <>
              <h3 className="font-bold text-ink-950">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-700">{item.text}</p>
            </>
          )}
        </CardGrid>

        <Card
          tone="brand"
          className="mt-12 flex flex-col items-start justify-between gap-6 p-8 sm:flex-row sm:items-center"
        >
          <div>
            <h2 className="text-xl font-bold text-ink-950">{contact.title}</h2>
            <p className="mt-1.5 text-ink-700">{contact.text}</p>
          </div>
          <ButtonLink href={routes.contact.path} variant="secondary">
            {contact.link}
          </ButtonLink>
        </Card>
      </Section>
    </>
  );
}
