import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import type { LegalDocument } from '@/content/types';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { formatDate } from '@/lib/format';
import { LegalBlocks } from './legal-blocks';
import { TableOfContents } from './table-of-contents';

/**
 * A legal text laid out for reading and printing: title and date, a table of contents
 * (above the text on a phone, in a sticky column from lg up), then numbered sections.
 * A server component: nothing here needs JavaScript in the browser.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    // In print, the page header keeps its text but not its generous screen spacing.
    <article className="print:[&>header>div]:py-6">
      <PageHeader
        heading={{ eyebrow: 'Informations légales', title: document.title, lead: document.lead }}
      >
        <p className="mt-6 text-[0.9375rem] text-ink-600 print:text-ink-950">
          Dernière mise à jour :{' '}
          <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
      </PageHeader>

      <Container className="py-12 sm:py-16 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 print:block print:max-w-none print:py-6">
        <TableOfContents
          sections={document.sections}
          className="lg:sticky lg:top-24 lg:-ml-2 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        />

        <div className="mt-12 max-w-2xl text-[1.0625rem] leading-[1.7] break-words text-ink-800 lg:mt-0 print:mt-0 print:max-w-none print:text-[11pt] print:text-ink-950">
          {document.sections.map((section, index) => (
            // The first section ends the first window: beside the table of contents from lg
            // up, below it (and the window) on a phone.
            <section
              key={section.id}
              className="mt-14 first:mt-0 print:mt-8"
              {...(index === 0 && ENDS_FIRST_SCREEN)}
            >
              <h2
                id={section.id}
                className="flex break-after-avoid gap-3 text-2xl leading-tight font-extrabold tracking-tight text-balance text-ink-950 print:text-[15pt]"
              >
                <span className="text-brand-700 tabular-nums print:text-ink-950">{index + 1}.</span>{' '}
                <span>{section.title}</span>
              </h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
