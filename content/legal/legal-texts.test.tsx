import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as constants from '@/content/constants';
import type { LegalDocument, LegalPlaceholder } from '@/content/types';
import { placeholderText } from '@/components/legal/legal-text';
import { formatCount, formatDuration, formatPrice } from '@/lib/format';
import { legalNotice } from './legal-notice';
import { privacy } from './privacy';
import { contactEmail, publisher, valuesToComplete, valuesToConfirm } from './publisher';
import { terms } from './terms';

const documents: Record<string, LegalDocument> = { legalNotice, privacy, terms };

const pages = {
  legalNotice: '@/app/(site)/mentions-legales/page',
  privacy: '@/app/(site)/confidentialite/page',
  terms: '@/app/(site)/cgu/page',
} as const;

/** Replacement values: deliberately loose, since the constants are typed as their literals. */
type ConstantsOverrides = { [Name in keyof typeof constants]?: unknown };

/**
 * Renders a legal page against a modified copy of content/constants.ts, in a fresh module
 * registry so that every content module is evaluated again with the new figures.
 */
async function renderedTextWith(page: keyof typeof pages, overrides: ConstantsOverrides) {
  let text = '';
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@/content/constants', () => ({
      ...jest.requireActual('@/content/constants'),
      ...overrides,
    }));
    // The fresh registry has its own React: render with the matching react-dom, without
    // the automatic cleanup that @testing-library/react registers at import.
    const { render: isolatedRender } = await import('@testing-library/react/pure');
    const { default: Page } = (await import(pages[page])) as { default: ComponentType };
    const react = await import('react');
    const view = isolatedRender(react.createElement(Page));
    text = view.container.textContent ?? '';
    view.unmount();
  });
  return text;
}

/** Every placeholder object found anywhere in a value. */
function placeholdersIn(value: unknown): LegalPlaceholder[] {
  if (Array.isArray(value)) return value.flatMap(placeholdersIn);
  if (value && typeof value === 'object') {
    if ((value as { type?: unknown }).type === 'placeholder') return [value as LegalPlaceholder];
    return Object.values(value).flatMap(placeholdersIn);
  }
  return [];
}

describe('legal texts read their figures from content/constants.ts', () => {
  it('the terms follow the trial, the credits, the plans and the anti-spam rule', async () => {
    const text = await renderedTextWith('terms', {
      trial: { durationDays: 11, freeSends: 37 },
      credits: { ...constants.credits, keptAfterCancellationMonths: 9 },
      planLimits: {
        ...constants.planLimits,
        starter: { ...constants.planLimits.starter, monthlyPriceEur: 12, companySearches: 250 },
      },
      antiSpam: { minUniquePersonalisedFields: 3 },
    });

    expect(text).toContain(
      `essai gratuit de ${formatDuration(11, 'day')}, avec ${formatCount(37, 'envoi')} offerts`,
    );
    expect(text).toContain(`pendant ${formatDuration(9, 'month')} après la résiliation`);
    expect(text).toContain(`Starter, ${formatPrice(12)} par mois`);
    expect(text).toContain(`${formatCount(250, 'recherche')} d’entreprises`);
    expect(text).toContain('au moins 3\u00a0champs personnalisés uniques');
    expect(text).not.toContain(formatDuration(constants.trial.durationDays, 'day'));
    expect(text).not.toContain(formatCount(constants.trial.freeSends, 'envoi'));
  });

  it('the privacy policy follows the retention periods', async () => {
    const text = await renderedTextWith('privacy', {
      dataRetention: {
        contactsMonthsWithoutInteraction: 18,
        activityLogsMonths: 15,
        accounts: 'while-active',
      },
    });
    expect(text).toContain(`${formatDuration(18, 'month')} sans interaction`);
    expect(text).toContain(formatDuration(15, 'month'));
    expect(text).not.toContain(formatDuration(12, 'month'));
  });

  it('the legal notice follows the support reply time', async () => {
    const text = await renderedTextWith('legalNotice', {
      support: { replyWithinBusinessHours: 48 },
    });
    expect(text).toContain(`sous ${formatDuration(48, 'hour')} ouvrées`);
    expect(text).not.toContain(formatDuration(24, 'hour'));
  });

  it('with the real constants, the texts state the figures of the specification', async () => {
    const termsText = await renderedTextWith('terms', {});
    expect(termsText).toContain(`essai gratuit de ${formatDuration(7, 'day')}`);
    expect(termsText).toContain(`${formatCount(20, 'envoi')} offerts`);
    expect(termsText).toContain(`${formatDuration(6, 'month')} après la résiliation`);
    const privacyText = await renderedTextWith('privacy', {});
    expect(privacyText).toContain(`${formatDuration(12, 'month')} sans interaction`);
  });
});

describe.each(Object.entries(documents))('%s', (_name, document) => {
  it('has sections with unique French kebab-case anchors', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    // Anchors already used by the page around the document.
    expect(ids).not.toContain('sommaire');
    expect(ids).not.toContain('contenu');
  });

  it('is dated with a valid ISO calendar day', () => {
    expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${document.lastUpdated}T00:00:00Z`).toISOString()).toContain(
      document.lastUpdated,
    );
  });
});

describe('values to complete', () => {
  const listed = Object.values(valuesToComplete);

  it('every placeholder of the legal texts is one of the listed values', () => {
    for (const placeholder of placeholdersIn(documents)) {
      expect(listed).toContain(placeholder);
    }
  });

  it('every listed value appears in a legal text, so none is forgotten', () => {
    const used = new Set(placeholdersIn(documents));
    for (const value of listed) expect(used).toContain(value);
  });

  it('shows each placeholder visibly on its page, never an invented value', async () => {
    for (const [name, document] of Object.entries(documents)) {
      const text = await renderedTextWith(name as keyof typeof pages, {});
      for (const placeholder of placeholdersIn(document)) {
        expect(text).toContain(placeholderText(placeholder));
      }
    }
  });

  it('lists the contact e-mail as a value to confirm', () => {
    expect(publisher.email).toBe(contactEmail);
    expect(valuesToConfirm.map((value) => value.value)).toContain(contactEmail);
  });
});

describe('the legal notice page', () => {
  it('gives the publisher, the host and the publication director', async () => {
    const { default: LegalNoticePage } = await import('@/app/(site)/mentions-legales/page');
    render(<LegalNoticePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of ['Éditeur du site', 'Hébergeur', 'Directeur de la publication']) {
      expect(
        screen.getByRole('heading', { level: 2, name: new RegExp(title) }),
      ).toBeInTheDocument();
    }
    const publisherSection = screen.getByRole('heading', {
      name: /Éditeur du site/,
    }).parentElement!;
    expect(within(publisherSection).getByRole('link', { name: contactEmail })).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
  });
});
