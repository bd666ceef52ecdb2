'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useEffect, useRef, type RefObject } from 'react';
import type { FaqItem } from '@/content/types';

type CloseFn = (focusAfterClose: HTMLElement) => void;
type Registry = RefObject<Map<string, { open: boolean; close: CloseFn }>>;

/**
 * Makes an item part of the "one open at a time" rule. It watches the open state rather
 * than clicks, because Headless UI toggles on Enter and Space without a click event.
 */
function useOneOpenAtATime(
  registry: Registry,
  id: string,
  open: boolean,
  close: CloseFn,
  button: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    const items = registry.current;
    items.set(id, { open, close });
    return () => {
      items.delete(id);
    };
  }, [registry, id, open, close]);

  useEffect(() => {
    if (!open || !button.current) return;
    for (const [otherId, other] of registry.current) {
      // Focus stays on this item's button; by default Headless UI moves it to the closed one.
      if (otherId !== id && other.open) other.close(button.current);
    }
  }, [registry, id, open, button]);
}

function AccordionItem({
  item,
  open,
  close,
  registry,
}: {
  item: FaqItem;
  open: boolean;
  close: CloseFn;
  registry: Registry;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useOneOpenAtATime(registry, item.id, open, close, button);

  return (
    <>
      <h2>
        <DisclosureButton
          ref={button}
          className="group flex w-full items-center justify-between gap-6 rounded-card px-6 py-5 text-left text-lg font-bold text-ink-950 transition-colors hover:bg-ink-50 sm:px-8"
        >
          {item.question}
          <span
            className={clsx(
              'inline-flex size-8 shrink-0 items-center justify-center rounded-full ring-1 transition',
              open
                ? 'rotate-180 bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-ink-700 ring-ink-200',
            )}
          >
            <ChevronDownIcon aria-hidden="true" className="size-5" />
          </span>
        </DisclosureButton>
      </h2>
      <DisclosurePanel unmount={false} className="px-6 pb-6 text-ink-700 sm:px-8">
        <div className="max-w-prose space-y-3 leading-relaxed">
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
      </DisclosurePanel>
    </>
  );
}

/**
 * The FAQ accordion: Headless UI disclosures, of which one at most is open. Opening an
 * item closes the others; pressing the open one closes it. Answers stay in the HTML
 * while closed, so search engines and in-page search still find them.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const registry = useRef(new Map<string, { open: boolean; close: CloseFn }>());
  return (
    <div className="divide-y divide-ink-200 rounded-card border border-ink-200 bg-white shadow-card">
      {items.map((item) => (
        <Disclosure key={item.id} as="div" id={item.id}>
          {({ open, close }) => (
            <AccordionItem item={item} open={open} close={close} registry={registry} />
          )}
        </Disclosure>
      ))}
    </div>
  );
}
