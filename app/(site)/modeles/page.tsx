import { NoticeButton } from '@/components/notice-button';
import { Notices } from '@/components/notices';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { PageHeader } from '@/components/ui/page-header';
import { SectionHeading } from '@/components/ui/section-heading';
import { notices } from '@/content/notices';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import type { Template } from '@/content/types';
import { templateVariables, variableToken } from '@/content/variables';
import { pageMetadata } from '@/content/seo/metadata';
import { TemplateThumbnail } from './template-thumbnail';

export const metadata = pageMetadata('templates');

/** Both buttons only show their notice (spec, section 8); their names include the template's. */
function TemplateActions({ template }: { template: Template }) {
  return (
    <div className="mt-5 flex gap-2">
      <NoticeButton
        notice={notices.previewUnavailable(template.name)}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
      >
        {templatesPage.previewAction.label}
        <span className="sr-only">
          {' '}
          {templatesPage.previewAction.context} {template.name}
        </span>
      </NoticeButton>
      <NoticeButton
        notice={notices.downloadUnavailable(template.name)}
        className={buttonClasses({ size: 'sm', className: 'flex-1' })}
      >
        {templatesPage.useAction.label}
        <span className="sr-only">
          {' '}
          {templatesPage.useAction.context} {template.name}
        </span>
      </NoticeButton>
    </div>
  );
}

export default function TemplatesPage() {
  const { cvSection, letterSection, variablesSection } = templatesPage;
  return (
    <>
      <PageHeader
        eyebrow={templatesPage.eyebrow}
        title={templatesPage.title}
        lead={templatesPage.lead}
      />

      <section aria-labelledby="modeles-cv" className="py-16 sm:py-24" {...ENDS_FIRST_SCREEN}>
        <Container>
          <SectionHeading id="modeles-cv" title={cvSection.title} lead={cvSection.lead} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cvTemplates.map((template) => (
              <li
                key={template.id}
                className="flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card"
              >
                <div className="flex justify-center bg-gradient-to-b from-ink-50 to-ink-100 px-10 pt-8">
                  <div className="w-40 translate-y-2">
                    <TemplateThumbnail layout={template.layout} />
                  </div>
                </div>
                <div className="flex flex-1 flex-col border-t border-ink-200 p-6">
                  <div className="flex items-center justify-between gap-3">
                    <h3 className="text-lg font-bold text-ink-950">{template.name}</h3>
                    <Badge tone="brand">{templatesPage.categoryLabels[template.category]}</Badge>
                  </div>
                  <p className="mt-2 flex-1 leading-relaxed text-ink-700">{template.description}</p>
                  <TemplateActions template={template} />
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section
        aria-labelledby="modeles-lettres"
        className="border-y border-ink-200 bg-white py-16 sm:py-24"
      >
        <Container>
          <SectionHeading
            id="modeles-lettres"
            title={letterSection.title}
            lead={letterSection.lead}
          />
          <ul className="mt-12 grid gap-5 md:grid-cols-2">
            {letterTemplates.map((template) => (
              <li
                key={template.id}
                className="flex flex-col rounded-card border border-ink-200 bg-paper p-6"
              >
                <div className="flex items-start gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-accent-200 bg-accent-50 text-accent-700">
                    <Icon name="documentText" className="size-6" later />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <h3 className="text-lg font-bold text-ink-950">{template.name}</h3>
                      <Badge tone="accent">{templatesPage.categoryLabels[template.category]}</Badge>
                    </div>
                    <p className="mt-1.5 leading-relaxed text-ink-700">{template.description}</p>
                  </div>
                </div>
                <TemplateActions template={template} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="variables" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="variables"
            title={variablesSection.title}
            lead={variablesSection.lead}
          />
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
        </Container>
      </section>
      <Notices />
    </>
  );
}
