import { ChevronDownIcon } from '@heroicons/react/20/solid';
import type { FaqItem } from '@/content/types';
import { FaqAccordion } from './faq-accordion';
import { cardClasses } from '@/components/ui/card';

/** One accordion per page: opening an item of the group closes the others. */
const ACCORDION_NAME = 'faq';

/**
 * The questions as an exclusive accordion of native <details> elements: each question is
 * an h2 inside its summary (HTML allows a heading there), so the page keeps its outline.
 * Rendered on the server; the island around it only enhances (see FaqAccordion).
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <FaqAccordion className={cardClasses('raised', 'divide-y divide-ink-200')}>
      {items.map((item) => (
        // The visitor may open an item before hydration: React must not mind the `open`.
        <details
          key={item.id}
          id={item.id}
          name={ACCORDION_NAME}
          className="group"
          suppressHydrationWarning
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-card px-6 py-5 transition-colors hover:bg-ink-50 sm:px-8 [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg font-bold text-ink-950">{item.question}</h2>
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-ink-700 ring-1 ring-ink-200 transition group-open:rotate-180 group-open:bg-brand-700 group-open:text-white group-open:ring-brand-700"
            >
              <ChevronDownIcon className="size-5" />
            </span>
          </summary>
          <div className="max-w-prose space-y-3 px-6 pb-6 leading-relaxed text-ink-700 sm:px-8">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.link && (
              <p>
                <a
                  href={item.link.href}
                  className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
                >
                  {item.link.label}
                </a>
              </p>
            )}
          </div>
        </details>
      ))}
    </FaqAccordion>
  );
}
