import clsx from 'clsx';
import type { Template } from '@/content/types';

function Lines({ count, className }: { count: number; className?: string }) {
  return (
    <span className={clsx('flex flex-col gap-1', className)}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={index === count - 1 ? 'thumbnail-line w-2/3' : 'thumbnail-line'}
        />
      ))}
    </span>
  );
}

/**
 * A miniature of the template's page layout, drawn with CSS. Decorative: the name and
 * the description of the template say what it is.
 */
export function TemplateThumbnail({ layout }: { layout: Template['layout'] }) {
  return (
    <span
      aria-hidden="true"
      className="flex aspect-[210/297] w-full flex-col gap-2 overflow-hidden rounded-md border border-ink-200 bg-white p-[calc(--spacing(3)-1px)] shadow-card"
    >
      {layout === 'classic' && (
        <>
          <span className="mx-auto h-2 w-1/2 rounded-full bg-ink-800" />
          <span className="mx-auto h-1 w-1/3 rounded-full bg-ink-300" />
          <span className="mt-2 h-1.5 w-1/3 rounded-full bg-brand-600" />
          <Lines count={4} />
          <span className="mt-1 h-1.5 w-1/3 rounded-full bg-brand-600" />
          <Lines count={5} />
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
            <Lines count={4} />
            <Lines count={4} />
          </span>
        </span>
      )}
      {layout === 'banner' && (
        <>
          <span className="-mx-3 -mt-3 flex flex-col gap-1 bg-accent-500 px-3 py-3">
            <span className="h-2 w-1/2 rounded-full bg-white" />
            <span className="h-1 w-1/3 rounded-full bg-accent-100" />
          </span>
          <Lines count={3} className="mt-1" />
          <span className="h-1.5 w-1/4 rounded-full bg-accent-600" />
          <Lines count={4} />
        </>
      )}
      {layout === 'columns' && (
        <>
          <span className="h-2 w-1/2 rounded-full bg-ink-800" />
          <span className="grid grid-cols-2 gap-2">
            <span className="flex flex-col gap-1 rounded-sm bg-brand-50 p-1.5">
              <span className="h-1 rounded-full bg-brand-600" />
              <span className="h-1 w-2/3 rounded-full bg-brand-300" />
              <span className="h-1 w-3/4 rounded-full bg-brand-300" />
            </span>
            <span className="flex flex-col gap-1 rounded-sm bg-brand-50 p-1.5">
              <span className="h-1 rounded-full bg-brand-600" />
              <span className="h-1 w-2/3 rounded-full bg-brand-300" />
              <span className="h-1 w-1/2 rounded-full bg-brand-300" />
            </span>
          </span>
          <Lines count={5} />
        </>
      )}
      {layout === 'timeline' && (
        <>
          <span className="h-2 w-2/3 rounded-full bg-ink-800" />
          <span className="mt-1 flex flex-1 gap-2">
            <span className="flex w-2 flex-col items-center">
              <span className="size-2 rounded-full bg-brand-600" />
              <span className="w-px flex-1 bg-brand-300" />
              <span className="size-2 rounded-full bg-brand-600" />
              <span className="w-px flex-1 bg-brand-300" />
              <span className="size-2 rounded-full bg-brand-600" />
            </span>
            <span className="flex flex-1 flex-col justify-between">
              <Lines count={3} />
              <Lines count={3} />
              <Lines count={2} />
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
          <Lines count={3} />
          <span className="h-px bg-ink-200" />
          <Lines count={3} />
        </>
      )}
      {layout === 'letter' && (
        <>
          <span className="h-1 w-1/3 rounded-full bg-ink-400" />
          <span className="h-1 w-1/4 rounded-full bg-ink-300" />
          <span className="mt-2 ml-auto h-1 w-1/3 rounded-full bg-ink-400" />
          <span className="mt-2 h-1.5 w-1/2 rounded-full bg-ink-800" />
          <Lines count={3} />
          <span className="h-1.5 w-1/3 rounded-full bg-accent-300" />
          <Lines count={4} />
        </>
      )}
    </span>
  );
}
