'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { island } from '@/components/island';

/** The details element a fragment names inside the accordion, if any. */
function detailsOfHash(root: HTMLElement, hash: string) {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape names nothing.
  }
  const target = id ? root.ownerDocument.getElementById(id) : null;
  return target instanceof HTMLDetailsElement && root.contains(target) ? target : null;
}

/**
 * The FAQ accordion's island, around the server-rendered <details name="…"> items.
 *
 * The platform does the accordion: each question opens its answer, the shared `name`
 * keeps one item open at a time (lib/browser/head.ts does it in browsers that predate
 * exclusive <details>), closed answers stay in the page for in-page search and search
 * engines, and the state lives in the DOM, so an item opened before hydration stays open.
 * This island only adds what HTML lacks: a link to /faq#question-id opens that question
 * (on load and on hashchange).
 */
function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = list.current!;
    const openFromHash = () => {
      const details = detailsOfHash(root, window.location.hash);
      if (details) details.open = true;
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  return (
    <div ref={list} className={className}>
      {children}
    </div>
  );
}

export const FaqAccordion = island(Accordion);
