import clsx from 'clsx';
import { Fragment } from 'react';
import { site } from '@/content/site';
import type { LegalInline, LegalLink, LegalPlaceholder, LegalText } from '@/content/types';

/** What a placeholder reads as, on screen, in print and in tests. */
export function placeholderText(placeholder: LegalPlaceholder): string {
  return `[À compléter : ${placeholder.label}]`;
}

/** A value still to provide: tinted so it cannot go unnoticed, its text saying what is missing. */
function Placeholder({ placeholder }: { placeholder: LegalPlaceholder }) {
  return (
    <span className="rounded bg-accent-50 box-decoration-clone px-1 font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset print:bg-transparent print:text-ink-950">
      {placeholderText(placeholder)}
    </span>
  );
}

const linkClasses =
  'font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-3 transition-colors hover:text-brand-900 hover:decoration-current print:text-ink-950 print:no-underline';

/**
 * On paper a link cannot be followed: the print stylesheet writes this address after it,
 * unless the link's text already shows it (an e-mail address, « www.cnil.fr »).
 */
function printedAddress(link: LegalLink): string | undefined {
  if (link.href.startsWith('/')) return `${site.origin}${link.href}`;
  if (link.href.startsWith('https://') && !link.href.includes(link.text)) return link.href;
  return undefined;
}

function TextLink({ link }: { link: LegalLink }) {
  const printProps = { 'data-print-url': printedAddress(link) };
  if (link.href.startsWith('/')) {
    return (
      <a href={link.href} lang={link.lang} className={linkClasses} {...printProps}>
        {link.text}
      </a>
    );
  }
  return (
    // Addresses and URLs are long unbreakable words: let them wrap on a phone.
    <a
      href={link.href}
      lang={link.lang}
      className={clsx(linkClasses, 'wrap-anywhere')}
      {...printProps}
    >
      {link.text}
    </a>
  );
}

function Inline({ run }: { run: LegalInline }) {
  if (typeof run === 'string') return run;
  switch (run.type) {
    case 'placeholder':
      return <Placeholder placeholder={run} />;
    case 'link':
      return <TextLink link={run} />;
    case 'strong':
      return <strong className="font-semibold text-ink-950">{run.text}</strong>;
    case 'foreign':
      return <span lang={run.lang}>{run.text}</span>;
  }
}

/** Running text of a legal document: plain text, links, emphasis and placeholders. */
export function LegalRichText({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((run, index) => (
    <Fragment key={index}>
      <Inline run={run} />
    </Fragment>
  ));
}
