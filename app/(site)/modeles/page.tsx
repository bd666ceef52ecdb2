import clsx from 'clsx';
import { NoticeButton } from '@/components/notices/notice-button';
import { PageNotices } from '@/components/notices/page-notices';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { CardGrid } from '@/components/ui/card';
import { notices } from '@/content/notices';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import type { Template, TemplateCategory } from '@/content/types';
import { templateVariables, variableToken } from '@/content/variables';
import { pageMetadata } from '@/content/seo/metadata';
import { TemplateThumbnail } from './template-thumbnail';

export const metadata = pageMetadata('templates');

/** Each category's badge: CV in the brand's colour, letters in the accent. */
const CATEGORY_TONES: Record<TemplateCategory, BadgeTone> = { CV: 'brand', Lettre: 'accent' };

/** A template's name and its category's badge, then what it is. */
function TemplateSummary({
  template,
  titleRow,
  description,
}: {
  template: Template;
  /** The classes of the name's row, and of the description. */
  titleRow: string;
  description: string;
}) {
  return (
    <>
      <div className={titleRow}>
        <h3 className="text-lg font-bold text-ink-950">{template.name}</h3>
        <Badge tone={CATEGORY_TONES[template.category]}>
          {templatesPage.categoryLabels[template.category]}
        </Badge>
      </div>
      <p className={clsx('leading-relaxed text-ink-700', description)}>{template.description}</p>
    </>
  );
}

/** A template's two buttons: each only shows its notice (spec, section 8). */
const TEMPLATE_ACTIONS = [
  { text: templatesPage.previewAction, notice: notices.previewUnavailable, variant: 'secondary' },
  { text: templatesPage.useAction, notice: notices.downloadUnavailable, variant: 'primary' },
] as const;

/** The template's buttons, whose names include the template's. */
function TemplateActions({ template }: { template: Template }) {
  return (
    <div className="mt-5 flex gap-2">
      {TEMPLATE_ACTIONS.map(({ text, notice, variant }) => (
        <NoticeButton
          key={text.label}
          notice={notice(template.name)}
          className={buttonClasses({ variant, size: 'sm', className: 'flex-1' })}
        >
          {text.label}
          <span className="sr-only">
            {' '}
            {text.context} {template.name}
          </span>
        </NoticeButton>
      ))}
    </div>
  );
}

export default function TemplatesPage() {
  const { cvSection, letterSection, variablesSection } = templatesPage;
  return (
    <>
      <PageHeader heading={templatesPage} />

      <Section
        headingId="modeles-cv"
        heading={cvSection}
        className="py-16 sm:py-24"
        {...ENDS_FIRST_SCREEN}
      >
        <CardGrid
          items={cvTemplates}
          className="mt-12 gap-6 sm:grid-cols-2 lg:grid-cols-3"
          card={{ className: 'flex flex-col overflow-hidden' }}
        >
          {(template) => (
            <>
              <div className="flex justify-center bg-gradient-to-b from-ink-50 to-ink-100 px-10 pt-8">
                <div className="w-40 translate-y-2">
                  <TemplateThumbnail layout={template.layout} />
                </div>
              </div>
              <div className="flex flex-1 flex-col border-t border-ink-200 p-6">
                <TemplateSummary
                  template={template}
                  titleRow="flex items-center justify-between gap-3"
                  description="mt-2 flex-1"
                />
                <TemplateActions template={template} />
              </div>
            </>
          )}
        </CardGrid>
      </Section>

      <Section
        headingId="modeles-lettres"
        heading={letterSection}
        className="border-y border-ink-200 bg-white py-16 sm:py-24"
      >
        <CardGrid
          items={letterTemplates}
          className="mt-12 gap-5 md:grid-cols-2"
          card={{ tone: 'paper', className: 'flex flex-col p-6' }}
        >
          {(template) => (
            <>
              <div className="flex items-start gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-accent-200 bg-accent-50 text-accent-700">
                  <Icon name="documentText" className="size-6" later />
                </span>
                <div className="min-w-0 flex-1">
                  <TemplateSummary
                    template={template}
                    titleRow="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"
                    description="mt-1.5"
                  />
                </div>
              </div>
              <TemplateActions template={template} />
            </>
          )}
        </CardGrid>
      </Section>

      <Section headingId="variables" heading={variablesSection} className="py-16 sm:py-24">
        <dl className="mt-12 grid gap-4 wrap-anywhere sm:grid-cols-2 lg:grid-cols-3">
          {templateVariables.map((variable) => (
            <div key={variable.name} className="rounded-2xl border border-ink-200 bg-white p-5">
              <dt>
                <code className="variable-chip">{variableToken(variable.name)}</code>
              </dt>
              <dd className="mt-3 text-ink-800">{variable.meaning}</dd>
              <dd className="mt-1 text-sm text-ink-600">
                {templatesPage.exampleLabel}{' '}
                <span className="font-medium text-ink-800">{variable.example}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <PageNotices />
    </>
  );
}
