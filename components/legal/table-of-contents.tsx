import type { LegalSection } from '@/content/types';
import { cardClasses } from '@/components/ui/card';

/**
 * Links to every section of a legal document. Plain anchors: the browser scrolls,
 * and the page keeps working without JavaScript. Hidden in print, where the numbered
 * headings carry the structure.
 */
export function TableOfContents({
  sections,
  className,
}: {
  sections: readonly LegalSection[];
  className?: string;
}) {
  return (
    <nav
      aria-labelledby="sommaire"
      className={cardClasses(
        'raised',
        // Beside the document on a wide screen, a plain column.
        'p-5 lg:border-0 lg:bg-transparent lg:px-0 lg:py-1 lg:shadow-none print:hidden',
        className,
      )}
    >
      <h2 id="sommaire" className="text-sm font-bold tracking-wide text-ink-600 uppercase lg:px-2">
        Sommaire
      </h2>
      <ol className="mt-3 space-y-0.5 text-[0.9375rem] leading-snug">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="toc-link">
              <span aria-hidden="true" className="toc-number">
                {index + 1}.
              </span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
