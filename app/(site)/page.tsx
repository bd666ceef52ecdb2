import { CheckCircleIcon, PlayCircleIcon } from '@heroicons/react/20/solid';
import { JsonLd } from '@/components/json-ld';
import { buttonClasses } from '@/components/ui/button-styles';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { IconPoints } from '@/components/ui/icon-points';
import { Section } from '@/components/ui/section';
import { CardGrid } from '@/components/ui/card';
import { benefits, finalCallToAction, hero, howItWorks, trust } from '@/content/home';
import { accountLinks } from '@/content/site';
import { formatDuration } from '@/lib/format';
import { pageMetadata } from '@/content/seo/metadata';
import { homeStructuredData } from '@/content/seo/structured-data';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { HeroIllustration } from './hero-illustration';
import { SignUpActions } from './sign-up-actions';

export const metadata = pageMetadata('home');

export default function HomePage() {
  return (
    <>
      <JsonLd data={homeStructuredData()} />
      {/* The end of the page's first window, which its first round trip holds whole. */}
      <section
        className="relative overflow-hidden bg-[radial-gradient(55%_60%_at_85%_0%,theme(colors.brand.100),transparent),radial-gradient(40%_45%_at_0%_100%,theme(colors.accent.100),transparent)]"
        {...ENDS_FIRST_SCREEN}
      >
        <Container className="grid items-center gap-16 pt-14 pb-24 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pt-24 lg:pb-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-[calc(--spacing(3)-1px)] py-[calc(--spacing(1)-1px)] text-sm font-semibold text-brand-800">
              <span className="size-1.5 rounded-full bg-accent-500" aria-hidden="true" />
              {hero.eyebrow}
            </p>
            <h1 className="mt-5 text-display font-extrabold text-balance wrap-anywhere text-ink-950">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lead text-pretty text-ink-700">{hero.lead}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={accountLinks.signUp.href} size="lg">
                {hero.primaryAction}
              </ButtonLink>
              {/* The specification wants this button to do nothing for now. */}
              <button type="button" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                <PlayCircleIcon aria-hidden="true" className="size-5 text-brand-700" />
                {hero.demoAction}
              </button>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-[0.9375rem] text-ink-700">
              {hero.reassurance.map((item) => (
                <li key={item} className="flex items-center gap-1.5">
                  <CheckCircleIcon aria-hidden="true" className="size-5 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <HeroIllustration />
        </Container>
      </section>

      <Section
        headingId="comment-ca-marche"
        heading={howItWorks}
        align="center"
        className="py-20 sm:py-28"
      >
        <CardGrid
          as="ol"
          items={howItWorks.steps}
          className="mt-14 gap-6 md:grid-cols-3"
          card={{ className: 'relative p-7' }}
        >
          {(step, index) => (
            <>
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-ink-950 text-lg font-extrabold text-white">
                  {index + 1}
                </span>
                <span className="rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800 ring-1 ring-accent-200">
                  <span className="sr-only">Durée : </span>
                  {formatDuration(step.minutes, 'minute')}
                </span>
              </div>
              <h3 className="mt-6 flex items-center gap-2 text-xl font-bold text-ink-950">
                <Icon name={step.icon} className="size-6 text-brand-700" later />
                {step.title}
              </h3>
              <p className="mt-3 leading-relaxed text-ink-700">{step.text}</p>
            </>
          )}
        </CardGrid>
      </Section>

      <Section
        headingId="avantages"
        heading={benefits}
        className="border-y border-ink-200 bg-white py-20 sm:py-28"
        containerClassName="grid gap-14 lg:grid-cols-[1fr_1.4fr] lg:gap-20"
      >
        <IconPoints items={benefits.items} className="gap-x-10 gap-y-12 sm:grid-cols-2" />
      </Section>

      <Section
        headingId="confiance"
        heading={trust}
        tone="inverse"
        className="bg-ink-950 py-20 text-white sm:py-28"
      >
        <CardGrid
          items={trust.items}
          className="mt-14 gap-5 sm:grid-cols-2 lg:grid-cols-4"
          card={{ tone: 'inverse', className: 'p-6' }}
        >
          {(item) => (
            <>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-400/15 text-brand-300 ring-1 ring-brand-300/30">
                <Icon name={item.icon} className="size-6" later />
              </span>
              <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-300">{item.text}</p>
            </>
          )}
        </CardGrid>
      </Section>

      <section aria-labelledby="passer-a-l-action" className="py-20 sm:py-28">
        <Container>
          {/* On brand-800, the site's focus outline (brand-600) would show at 1.86:1: here it is
              white (9:1 on brand-800, 4.9:1 on the brand-600 of its glow; RGAA 3.3, 10.7). */}
          <div className="relative overflow-hidden rounded-[2rem] border border-transparent bg-brand-800 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-20 [&_:focus-visible]:outline-white">
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[radial-gradient(50%_70%_at_100%_0%,theme(colors.brand.600),transparent),radial-gradient(40%_60%_at_0%_100%,theme(colors.brand.950),transparent)]"
            />
            <div className="relative">
              <h2
                id="passer-a-l-action"
                className="mx-auto max-w-2xl text-title font-extrabold text-balance wrap-anywhere"
              >
                <span className="text-white">{finalCallToAction.title}</span>
              </h2>
              <p className="mx-auto mt-5 max-w-xl text-lead text-pretty text-brand-50">
                {finalCallToAction.text}
              </p>
              <SignUpActions
                primary={finalCallToAction.primaryAction}
                secondary={finalCallToAction.secondaryAction}
                className="mt-9 justify-center"
              />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
