'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { island } from '@/components/island';
import { NoticePopover } from '@/components/notice-popover';
import { noticeAreaNow, startNoticeArea } from '@/components/notice-area-loader';
import { buttonClasses } from '@/components/ui/button-styles';
import type { Notice } from '@/content/types';
import { earlyInputProps, takeEarlyInput } from '@/lib/browser/early-input';
import { openPopover } from '@/lib/popover';

interface FieldText {
  label: string;
  hint: string;
}

export interface ContactFormText {
  requiredNote: string;
  fields: {
    name: FieldText;
    email: FieldText;
    subject: FieldText;
    message: FieldText & { rows: number };
  };
  submit: string;
  /** Shown in place of the notice when scripts do not run. */
  withoutJavaScript: Notice;
}

interface ContactFormProps {
  text: ContactFormText;
  /** Shown on a valid submit: the form is not connected to anything. */
  notice: Notice;
}

/**
 * A field: its focus is the site's outline (app/globals.css), which a contrast theme draws,
 * not a ring (a box shadow), which it drops; there, a border stands in for its ring (no
 * border-0, which the first screen's sheet could set after it: the reset says 0 already). Plain
 * utilities, as the page's first screen has them: the field, after it, has the same size
 * before the full sheet comes.
 */
const inputClasses =
  'mt-2 block w-full rounded-xl bg-white px-4 py-3 text-base text-ink-950 shadow-sm ring-1 ring-ink-300 ring-inset placeholder:text-ink-400 forced-colors:border user-invalid:ring-2 user-invalid:ring-accent-700';

/**
 * The contact form. The browser enforces the required fields and the e-mail format;
 * a valid submit only shows a notice. Nothing is sent anywhere and the typed values
 * stay in the form.
 *
 * `method="dialog"` is what keeps it so without JavaScript: outside a <dialog>, such a
 * form validates, then submits nowhere (no request, nothing in the address), and a
 * <noscript> note says so. A submit made before this island hydrates is answered at once
 * by the early-input script (lib/browser/early-input.ts), with the same notice as a popover, which
 * this island takes over into the notice area when it hydrates.
 */
function Form({ text, notice }: ContactFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const fallbackNoticeId = `${id}-notice`;

  /** The notice area, once started, takes over the notice its popover shows since `at`. */
  const takeOver = (at: number) =>
    void startNoticeArea().then((area) =>
      area?.adoptNotice(notice, document.getElementById(fallbackNoticeId), at),
    );

  useEffect(() => {
    const early = takeEarlyInput(form.current!, 'submit').at(-1);
    if (early) takeOver(early.at);
  });

  // In the notice area once it runs; until then (the first submit), in the form's popover,
  // opened here (a form has no popovertarget), which the area takes over once it comes.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const area = noticeAreaNow();
    if (area) area.showNotice(notice);
    else {
      openPopover(document.getElementById(fallbackNoticeId));
      takeOver(performance.now());
    }
  }

  const label = (name: keyof ContactFormText['fields']) => (
    <label htmlFor={fieldId(name)} className="block font-semibold text-ink-900">
      {text.fields[name].label}
      <span className="mt-0.5 block text-sm font-normal text-ink-600">
        {text.fields[name].hint}
      </span>
    </label>
  );

  return (
    <form
      ref={form}
      method="dialog"
      {...earlyInputProps('submit', fallbackNoticeId)}
      onSubmit={handleSubmit}
      className="space-y-6"
    >
      <p className="text-sm text-ink-600">{text.requiredNote}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          {label('name')}
          <input
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            className={inputClasses}
          />
        </div>
        <div>
          {label('email')}
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            className={inputClasses}
          />
        </div>
      </div>
      <div>
        {label('subject')}
        <input
          id={fieldId('subject')}
          name="subject"
          type="text"
          required
          className={inputClasses}
        />
      </div>
      <div>
        {label('message')}
        <textarea
          id={fieldId('message')}
          name="message"
          rows={text.fields.message.rows}
          required
          className={clsx(inputClasses, 'resize-y')}
        />
      </div>
      {/* One last child of the form's spacing: the popover and the note take no room. */}
      <div>
        <button
          type="submit"
          className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {text.submit}
        </button>
        <NoticePopover id={fallbackNoticeId} notice={notice} />
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
