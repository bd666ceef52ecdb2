import type { EnvelopeIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';

interface ContactDetailProps {
  icon: typeof EnvelopeIcon;
  label: ReactNode;
  /** The detail's value: its <dd>. */
  children: ReactNode;
}

/** One of the contact details: its label with its icon, then its value. */
export function ContactDetail({ icon: Icon, label, children }: ContactDetailProps) {
  return (
    <div className="relative pl-10">
      <dt className="text-sm text-ink-300">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-6 text-brand-300" />
        {label}
      </dt>
      {children}
    </div>
  );
}
