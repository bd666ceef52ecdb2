'use client';

import clsx from 'clsx';
import { ExclamationCircleIcon } from '@heroicons/react/20/solid';
import { useEffect, useId, useRef, useState, type FormEvent, type InvalidEvent } from 'react';
import { island } from '@/components/island';
import { showNotice } from '@/components/notices/show-notice';
import { NoticePopover } from '@/components/notices/notice-popover';
import { buttonClasses } from '@/components/ui/button-styles';
import type { ContactField, ContactForm as ContactFormText, Notice } from '@/content/types';
import { SHOWS_ATTRIBUTE } from '@/lib/browser/contract';
import {
  FIELD_MESSAGE_ATTRIBUTE,
  VALIDITY_ATTRIBUTE,
  earlyInputProps,
  markLive,
  refusedBy,
  type CheckedField,
} from '@/lib/browser/early-input';

interface ContactFormProps {
  text: ContactFormText;
  /** Shown on a valid submit: the form is not connected to anything. */
  notice: Notice;
  /** Where to write instead, which the form says once a submit was answered. */
  contactEmail: string;
}

type FieldName = keyof ContactFormText['fields'];

/**
 * A field: a border (ink-500, 4.9:1 on white) draws its boundary, in a contrast theme too;
 * its focus is the site's outline (app/globals.css), which a contrast theme draws, not a ring
 * (a box shadow), which it drops. A field to fix takes a second pixel of border, inside, in
 * the colour of its message, which says in words what to fix.
 */
const inputClasses =
  'mt-2 block w-full rounded-xl border border-ink-500 bg-white px-4 py-3 text-base text-ink-950 shadow-sm placeholder:text-ink-400 aria-invalid:border-accent-700 aria-invalid:ring-1 aria-invalid:ring-accent-700 aria-invalid:ring-inset';

/**
 * The contact form. The browser enforces the required fields and the e-mail format;
 * a valid submit only shows a notice. Nothing is sent anywhere and the typed values
 * stay in the form.
 *
 * `method="dialog"` is what keeps it so without JavaScript: outside a <dialog>, such a
 * form validates, then submits nowhere (no request, nothing in the address), and a
 * <noscript> note says so. A valid submit opens the notice right after the button, and shows
 * under it a note that stays once the notice has gone: nothing was sent, and where to write
 * instead. A submit made before this island hydrates is answered at once, the same way, by
 * the early-input script (lib/browser/early-input.ts), from the same markup.
 *
 * The validation stays the browser's (required, type="email"), with or without JavaScript.
 * Where scripts run, only how a refused submit is told changes: the browser fires `invalid`
 * at each field it refuses, in the form's order; cancelling it keeps the browser's bubble
 * away (one field at a time, gone at the next keystroke), and each refused field says
 * instead, under it, what to write (aria-invalid, its message tied by aria-describedby),
 * until it is valid; the first one takes the focus. Before this island hydrates, the
 * early-input script does the same from the same markup (each field's messages in the HTML,
 * hidden, under it), changing only attributes, and this island takes over the messages it
 * shows.
 */
function Form({ text, notice, contactEmail }: ContactFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-erreur`;
  const fallbackNoticeId = `${id}-notice`;
  const notSentId = `${id}-non-envoye`;
  /** What each refused field shows: the ValidityState flag its message is for. */
  const kindsOf = (name: FieldName) => Object.keys(text.fields[name].errors);
  // The messages the early-input script showed before this island hydrated, if any, are its
  // own from its first render: read as React hydrates the form, whose attributes then match.
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(() => {
    if (typeof document === 'undefined') return {};
    const shown: Partial<Record<FieldName, string>> = {};
    for (const name of Object.keys(text.fields) as FieldName[]) {
      const input = document.getElementById(fieldId(name)) as CheckedField | null;
      if (input?.getAttribute('aria-invalid') === 'true')
        shown[name] = refusedBy(input, kindsOf(name));
    }
    return shown;
  });
  /** The first field refused by the submit under way, focused once the browser is done. */
  const firstRefused = useRef<HTMLElement | null>(null);

  // Whether a valid submit was answered: its note stays in the form (the early-input script
  // may have shown it before this island hydrated: read as React hydrates the form).
  const [sent, setSent] = useState(
    () => typeof document !== 'undefined' && document.getElementById(notSentId)?.hidden === false,
  );

  // From now on, this island answers the form's submit and its refused fields.
  useEffect(() => markLive(form.current!), []);

  // Its notice, right after the submit button, opened in this task and timed by the notices'
  // clock; its note in the form, kept.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(true);
    showNotice(document.getElementById(fallbackNoticeId));
  }

  const refuse = (name: FieldName) => (event: InvalidEvent<CheckedField>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const kind = refusedBy(input, kindsOf(name));
    setErrors((shown) => ({ ...shown, [name]: kind }));
    if (firstRefused.current) return;
    firstRefused.current = input;
    // Once the browser has fired every `invalid` of this submit: in a task of its own (a
    // microtask would run between two of them, and move the focus to each in turn).
    setTimeout(() => {
      firstRefused.current?.focus();
      firstRefused.current = null;
    }, 0);
  };

  // A field told to change says so until it is valid, and says what is still wrong.
  const recheck = (name: FieldName) => (event: FormEvent<CheckedField>) => {
    if (errors[name] === undefined) return;
    const input = event.currentTarget;
    const kind = input.validity.valid ? undefined : refusedBy(input, kindsOf(name));
    setErrors((shown) => ({ ...shown, [name]: kind }));
  };

  return (
    <form
      ref={form}
      method="dialog"
      {...earlyInputProps('submit', fallbackNoticeId)}
      {...{ [SHOWS_ATTRIBUTE]: notSentId }}
      onSubmit={handleSubmit}
      className="space-y-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {(Object.entries(text.fields) as [FieldName, ContactField][]).map(([name, field]) => {
          const refused = errors[name];
          const control = {
            id: fieldId(name),
            name,
            required: true,
            'aria-invalid': refused === undefined ? undefined : true,
            'aria-describedby': refused === undefined ? undefined : errorId(name),
            [FIELD_MESSAGE_ATTRIBUTE]: errorId(name),
            onInvalid: refuse(name),
            onInput: recheck(name),
            // The early-input script may have marked it before hydration (see above).
            suppressHydrationWarning: true,
          };
          return (
            <div key={name} className={field.half ? undefined : 'sm:col-span-2'}>
              {/* Spaces between the label's parts: its name reads « Nom (obligatoire) Votre… »
                  in every browser, whether or not it spaces a block out. */}
              <label htmlFor={fieldId(name)} className="block font-semibold text-ink-900">
                {field.label} <span className="font-medium text-ink-700">{text.requiredMark}</span>{' '}
                <span className="mt-0.5 block text-sm font-normal text-ink-600">{field.hint}</span>
              </label>
              {'rows' in field.input ? (
                <textarea
                  {...control}
                  rows={field.input.rows}
                  className={clsx(inputClasses, 'resize-y')}
                />
              ) : (
                <input
                  {...control}
                  type={field.input.type}
                  autoComplete={field.input.autoComplete}
                  spellCheck={field.input.type === 'email' ? false : undefined}
                  className={inputClasses}
                />
              )}
              {/* In the HTML from the start, hidden, for the early-input script to show: one
                  message for each way the field may be refused, but the one that applies
                  hidden (lib/browser/early-input.ts). */}
              <p
                id={errorId(name)}
                hidden={refused === undefined}
                suppressHydrationWarning
                className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-accent-800"
              >
                <ExclamationCircleIcon aria-hidden="true" className="mt-px size-4.5 shrink-0" />
                {Object.entries(field.errors).map(([kind, message]) => (
                  <span
                    key={kind}
                    {...{ [VALIDITY_ATTRIBUTE]: kind }}
                    hidden={kind !== refused}
                    suppressHydrationWarning
                  >
                    {message}
                  </span>
                ))}
              </p>
            </div>
          );
        })}
      </div>
      {/* One last child of the form's spacing: the notice's region and the note take no room
          until they show. The notice right after the button: the next Tab reaches it. */}
      <div>
        <button
          type="submit"
          className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {text.submit}
        </button>
        <NoticePopover id={fallbackNoticeId} notice={notice} />
        <p
          id={notSentId}
          hidden={!sent}
          suppressHydrationWarning
          className="mt-6 rounded-2xl bg-accent-50 p-4 text-sm leading-snug text-ink-800 ring-1 ring-accent-200"
        >
          <strong className="block text-base font-bold text-ink-950">{text.notSent.title}</strong>{' '}
          {text.notSent.beforeAddress}
          <a
            href={`mailto:${contactEmail}`}
            className="font-semibold break-all text-brand-800 underline underline-offset-4"
          >
            {contactEmail}
          </a>
          {text.notSent.afterAddress}
        </p>
        <noscript>
          <div
            role="note"
            className="mt-6 rounded-2xl bg-accent-50 p-4 text-ink-800 ring-1 ring-accent-200"
          >
            <p className="font-bold text-ink-950">{text.withoutJavaScript.title}</p>
            <p className="mt-0.5 text-sm leading-snug">{text.withoutJavaScript.message}</p>
          </div>
        </noscript>
      </div>
    </form>
  );
}

export const ContactForm = island(Form);
