import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Container } from './container';
import { SectionHeading } from './section-heading';

interface SectionProps extends ComponentPropsWithoutRef<'section'> {
  /** The id of its heading, which names the section. */
  headingId: string;
  /**
   * Its heading's words, as a content module gives a section's; without them, the section's
   * content draws its heading itself (in a panel of its own).
   */
  heading?: { eyebrow?: string; title: ReactNode; lead?: ReactNode };
  align?: 'start' | 'center';
  tone?: 'default' | 'inverse';
  /** Its container's classes: a grid, where the heading stands beside what follows. */
  containerClassName?: string;
}

/** A section of a page, named by its heading (an h2), which comes first in its container. */
export function Section({
  headingId,
  heading,
  align,
  tone,
  containerClassName,
  children,
  ...props
}: SectionProps) {
  return (
    <section aria-labelledby={headingId} {...props}>
      <Container className={containerClassName}>
        {heading && (
          <SectionHeading
            id={headingId}
            eyebrow={heading.eyebrow}
            title={heading.title}
            lead={heading.lead}
            align={align}
            tone={tone}
          />
        )}
        {children}
      </Container>
    </section>
  );
}
