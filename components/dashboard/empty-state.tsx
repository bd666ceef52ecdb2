import { NoticeButton } from '@/components/notices/notice-button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { notices } from '@/content/notices';
import type { DashboardEmptyState } from '@/content/types';

/** A tab without data: what it will hold, and the button that would create the first item. */
export function EmptyState({ state }: { state: DashboardEmptyState }) {
  const titleId = `vide-${state.tab}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card border border-dashed border-ink-300 bg-white px-6 py-14 text-center sm:py-20"
    >
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon name={state.icon} className="size-7" later />
      </span>
      <h2 id={titleId} className="mt-6 text-xl font-bold text-balance text-ink-950">
        {state.title}
      </h2>
      <p className="mx-auto mt-3 max-w-lg leading-relaxed text-pretty text-ink-600">{state.text}</p>
      <NoticeButton
        notice={notices.featureInDevelopment(state.action.feature)}
        className={buttonClasses({ className: 'mt-8 whitespace-normal' })}
      >
        <Icon name="plus" className="size-5 stroke-2" later />
        {state.action.label}
      </NoticeButton>
    </section>
  );
}
