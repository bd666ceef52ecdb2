import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { auditConformity } from '@/content/accessibility/conformity';
import { auditBrowsers, rgaaAudit } from '@/content/accessibility/rgaa-audit';
import * as constants from '@/content/constants';
import type { LegalDocument, LegalPlaceholder, RgaaAudit, RgaaStatus } from '@/content/types';
import { placeholderText } from '@/components/legal/legal-text';
import {
  formatCount,
  formatDate,
  formatDuration,
  formatList,
  formatPercent,
  formatPrice,
} from '@/lib/format';
import { ratePercent } from '@/lib/rgaa';
import { accessibilityStatement } from './accessibility';
import { legalNotice } from './legal-notice';
import { privacy } from './privacy';
import { contactEmail, publisher, valuesToComplete, valuesToConfirm } from './publisher';
import { terms } from './terms';

const documents: Record<string, LegalDocument> = {
  legalNotice,
  privacy,
  terms,
  accessibility: accessibilityStatement,
};

const pages = {
  legalNotice: '@/app/(site)/mentions-legales/page',
  privacy: '@/app/(site)/confidentialite/page',
  terms: '@/app/(site)/cgu/page',
  accessibility: '@/app/(site)/accessibilite/page',
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
  it('the terms follow the trial, the credits, the plans, the currency and the anti-spam rule', async () => {
    const text = await renderedTextWith('terms', {
      currency: 'CHF',
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
    expect(text).toContain(`Starter, ${formatPrice(12, 'CHF')} par mois`);
    expect(text).not.toContain('€');
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

describe('the accessibility statement', () => {
  /** The statement's page, rendered against another audit, in a fresh module registry. */
  async function statementTextWith(audit: RgaaAudit) {
    let text = '';
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/content/accessibility/rgaa-audit', () => ({
        ...jest.requireActual('@/content/accessibility/rgaa-audit'),
        rgaaAudit: audit,
      }));
      const { render: isolatedRender } = await import('@testing-library/react/pure');
      const { default: Page } = (await import(pages.accessibility)) as { default: ComponentType };
      const react = await import('react');
      const view = isolatedRender(react.createElement(Page));
      text = view.container.textContent ?? '';
      view.unmount();
    });
    return text;
  }

  /** The audit with every criterion given one status on every page, but the first ones. */
  const auditWhere = (status: RgaaStatus, firstStatus: RgaaStatus, first = 0): RgaaAudit => ({
    ...rgaaAudit,
    criteria: rgaaAudit.criteria.map(({ criterion, note, evidence }, index) => ({
      criterion,
      note,
      evidence,
      pages: Object.fromEntries(
        rgaaAudit.sample.map((page) => [page.id, index < first ? firstStatus : status]),
      ),
      ...(status === 'non conforme' || (index < first && firstStatus === 'non conforme')
        ? {
            failure: {
              title: `Défaut ${criterion}`,
              text: 'Un défaut.',
              alternative: 'Écrivez-nous.',
            },
          }
        : {}),
    })),
  });

  it('gives the state of conformity and the rate that the audit’s data compute', async () => {
    const { default: Page } = await import('@/app/(site)/accessibilite/page');
    render(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const text = document.body.textContent!;
    const { conforming, applicable, notApplicable, rate, state } = auditConformity;
    expect(text).toContain(
      `Le site Candidia est ${state} avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2`,
    );
    expect(text).toContain(
      `${formatPercent(ratePercent(rate))} des critères du RGAA version 4.1.2 sont respectés\u00a0: ${formatCount(conforming, 'critère conforme', 'critères conformes')} sur ${formatCount(applicable, 'critère applicable', 'critères applicables')}, les ${formatCount(notApplicable, 'autre')}`,
    );
    expect(text).toContain(formatDate(rgaaAudit.date));
    // One entry per theme, whose counts add up to the audit's.
    const themes = screen.getByText(/Par thématique/).nextElementSibling!;
    expect(within(themes as HTMLElement).getAllByRole('term')).toHaveLength(13);
    const counted = { conforme: 0, 'non conforme': 0, 'non applicable': 0 };
    for (const [, count, status] of themes.textContent!.matchAll(
      /(\d+)\u00a0(conforme|non conforme|non applicable)s?/g,
    )) {
      counted[status as keyof typeof counted] += Number(count);
    }
    expect(counted).toEqual({
      conforme: conforming,
      'non conforme': auditConformity.nonConforming,
      'non applicable': notApplicable,
    });
  });

  it('lists each failing criterion with its pages and an alternative, and how to reach us', async () => {
    const { default: Page } = await import('@/app/(site)/accessibilite/page');
    render(<Page />);
    const failing = rgaaAudit.criteria.filter((audited) => audited.failure);
    expect(failing.length).toBe(auditConformity.nonConforming);
    const section = screen.getByRole('heading', {
      level: 3,
      name: 'Non-conformités',
    }).parentElement!;
    const items = within(section).queryAllByRole('listitem');
    expect(items).toHaveLength(failing.length);
    // None failing: it says so.
    if (!failing.length) expect(section.textContent).toBe('Non-conformitésAucune.');
    failing.forEach(({ criterion, pages, failure }, index) => {
      const item = items[index]!.textContent!;
      expect(item).toContain(failure!.title);
      expect(item).toContain(`critère ${criterion},`);
      for (const page of rgaaAudit.sample) {
        if (pages[page.id as keyof typeof pages] === 'non conforme')
          expect(item).toContain(page.name);
      }
    });
    expect(
      within(
        screen.getByRole('heading', { level: 2, name: /Retour d’information/ }).parentElement!,
      ).getByRole('link', { name: contactEmail }),
    ).toHaveAttribute('href', `mailto:${contactEmail}`);
  });

  it('names the tools, the pages checked and the recourse to the Défenseur des droits', async () => {
    const { default: Page } = await import('@/app/(site)/accessibilite/page');
    render(<Page />);
    const text = document.body.textContent!;
    const { version } = JSON.parse(readFileSync('node_modules/axe-core/package.json', 'utf8'));
    expect(text).toContain(`axe-core ${version}`);
    // The browsers with their versions, and the virtual screen reader with its limits.
    for (const browser of auditBrowsers)
      expect(text).toContain(`${browser.name} ${browser.version}\u00a0: ${browser.use}`);
    const reader = JSON.parse(
      readFileSync('node_modules/@guidepup/virtual-screen-reader/package.json', 'utf8'),
    );
    expect(text).toContain(`@guidepup/virtual-screen-reader ${reader.version}`);
    expect(text).toContain('Ce n’est qu’un modèle');
    // The pages drawn at random, and how.
    const drawn = rgaaAudit.draw.drawn.map(
      (path) => rgaaAudit.sample.find((page) => page.path === path)!.name,
    );
    expect(drawn.length).toBeGreaterThan(1);
    expect(text).toContain(
      `Les pages ${formatList(drawn)} ont été tirées au sort parmi les pages du site absentes de la sélection`,
    );
    expect(text).toContain(
      `la date de l’audit, ${rgaaAudit.draw.seed}, modulo leur nombre, puis de même parmi les pages restantes`,
    );
    const sample = within(
      screen.getByRole('heading', { level: 3, name: /Pages du site ayant fait/ }).parentElement!,
    );
    expect(sample.getAllByRole('listitem')).toHaveLength(rgaaAudit.sample.length);
    for (const page of rgaaAudit.sample) {
      if ('path' in page) {
        expect(sample.getByRole('link', { name: page.name })).toHaveAttribute('href', page.path);
      } else {
        expect(sample.getByText(new RegExp(`^${page.name}`))).toBeInTheDocument();
      }
    }
    expect(text).toContain('Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07');
    expect(screen.getByRole('link', { name: 'www.defenseurdesdroits.fr' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.defenseurdesdroits\.fr\//),
    );
  });

  it('follows the audit: totally conforming, nothing failing', async () => {
    const text = await statementTextWith(auditWhere('conforme', 'conforme'));
    expect(text).toContain('Le site Candidia est totalement conforme avec');
    expect(text).toContain('100\u00a0% des critères');
    expect(text).not.toContain('en raison des non-conformités');
    expect(text).toContain('Non-conformitésAucune.');
  });

  it('follows the audit: under half of the criteria met, « non conforme »', async () => {
    // 50 criteria fail on every page, 56 hold: 52,8 %, partially; 54 failing: 49 %, not.
    expect(await statementTextWith(auditWhere('conforme', 'non conforme', 50))).toContain(
      'est partiellement conforme avec',
    );
    const text = await statementTextWith(auditWhere('conforme', 'non conforme', 54));
    expect(text).toContain('est non conforme avec');
    expect(text).toContain('Défaut 1.1');
  });
});
