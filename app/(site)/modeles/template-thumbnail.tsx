import { Fragment } from 'react';
import { MiniatureDocument, TextLines } from '@/components/ui/miniature-document';
import type { Template } from '@/content/types';

/** The two blocks of the `columns` layout: the width of each one's last line. */
const COLUMN_ENDINGS = ['w-3/4', 'w-1/2'];
/** The `timeline` layout: its entries, each a dot on the line and a paragraph beside it. */
const TIMELINE_ENTRIES = [3, 3, 2];

/**
 * A miniature of a CV template's page layout (components/ui/miniature-document.tsx); the
 * letters show an icon instead. Decorative: the name and the description of the template say
 * what it is.
 */
export function TemplateThumbnail({ layout }: { layout: Exclude<Template['layout'], 'letter'> }) {
  return (
    <MiniatureDocument sheet="page" aria-hidden="true">
      {layout === 'classic' && (
        <>
          <span className="mx-auto h-2 w-1/2 rounded-full bg-ink-800" />
          <span className="mx-auto h-1 w-1/3 rounded-full bg-ink-300" />
          <span className="mt-2 h-1.5 w-1/3 rounded-full bg-brand-600" />
          <TextLines count={4} />
          <span className="mt-1 h-1.5 w-1/3 rounded-full bg-brand-600" />
          <TextLines count={5} />
        </>
      )}
      {layout === 'sidebar' && (
        <span className="flex h-full gap-2">
          <span className="flex w-1/3 flex-col gap-1.5 rounded-sm bg-brand-800 p-1.5">
            <span className="mx-auto size-5 rounded-full bg-brand-200" />
            <span className="h-1 rounded-full bg-brand-300" />
            <span className="h-1 w-2/3 rounded-full bg-brand-300" />
            <span className="mt-2 h-1 rounded-full bg-brand-400" />
            <span className="h-1 w-3/4 rounded-full bg-brand-400" />
          </span>
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-2 w-3/4 rounded-full bg-ink-800" />
            <TextLines count={4} />
            <TextLines count={4} />
          </span>
        </span>
      )}
      {layout === 'banner' && (
        <>
          <span className="-mx-3 -mt-3 flex flex-col gap-1 bg-accent-500 px-3 py-3">
            <span className="h-2 w-1/2 rounded-full bg-white" />
            <span className="h-1 w-1/3 rounded-full bg-accent-100" />
          </span>
          <TextLines count={3} className="mt-1" />
          <span className="h-1.5 w-1/4 rounded-full bg-accent-600" />
          <TextLines count={4} />
        </>
      )}
      {layout === 'columns' && (
        <>
          <span className="h-2 w-1/2 rounded-full bg-ink-800" />
          <span className="grid grid-cols-2 gap-2">
            {COLUMN_ENDINGS.map((ending) => (
              <span key={ending} className="flex flex-col gap-1 rounded-sm bg-brand-50 p-1.5">
                <span className="h-1 rounded-full bg-brand-600" />
                <span className="h-1 w-2/3 rounded-full bg-brand-300" />
                <span className={`h-1 ${ending} rounded-full bg-brand-300`} />
              </span>
            ))}
          </span>
          <TextLines count={5} />
        </>
      )}
      {layout === 'timeline' && (
        <>
          <span className="h-2 w-2/3 rounded-full bg-ink-800" />
          <span className="mt-1 flex flex-1 gap-2">
            <span className="flex w-2 flex-col items-center">
              {TIMELINE_ENTRIES.map((_, index) => (
                <Fragment key={index}>
                  {index > 0 && <span className="w-px flex-1 bg-brand-300" />}
                  <span className="size-2 rounded-full bg-brand-600" />
                </Fragment>
              ))}
            </span>
            <span className="flex flex-1 flex-col justify-between">
              {TIMELINE_ENTRIES.map((count, index) => (
                <TextLines key={index} count={count} />
              ))}
            </span>
          </span>
        </>
      )}
      {layout === 'compact' && (
        <>
          <span className="flex items-center gap-2">
            <span className="size-4 rounded-full bg-ink-300" />
            <span className="h-2 w-1/2 rounded-full bg-ink-800" />
          </span>
          <span className="h-px bg-ink-200" />
          <TextLines count={3} />
          <span className="h-px bg-ink-200" />
          <TextLines count={3} />
        </>
      )}
    </MiniatureDocument>
  );
}
