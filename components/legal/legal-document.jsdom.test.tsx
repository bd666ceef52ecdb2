import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import type { LegalDocument } from '@/content/types';
import { formatDate } from '@/lib/format';
import { LegalDocumentView } from './legal-document';
import { placeholderText } from './legal-text';

const document = {
  title: 'Conditions d’essai',
  lead: 'Un document d’exemple.',
  lastUpdated: '2026-03-12',
  sections: [
    {
      id: 'premiere-partie',
      title: 'Première partie',
      blocks: [
        {
          type: 'paragraph',
          text: ['Voir la ', { type: 'link', text: 'page Tarifs', href: '/tarifs' }, '.'],
        },
        {
          type: 'subsection',
          title: 'Un détail',
          blocks: [{ type: 'list', items: ['un', 'deux'] }],
        },
      ],
    },
    {
      id: 'seconde-partie',
      title: 'Seconde partie',
      blocks: [
        {
          type: 'table',
          caption: 'Durées',
          columns: ['Données', 'Durée'],
          rows: [{ header: 'Journaux', cells: [[{ type: 'strong', text: '12 mois' }]] }],
        },
        { type: 'paragraph', text: ['Siège : ', { type: 'placeholder', label: 'adresse' }] },
      ],
    },
  ],
} as const satisfies LegalDocument;

describe('LegalDocumentView', () => {
  beforeEach(() => {
    render(<LegalDocumentView document={document} />);
  });

  it('has one h1, the date of its last update and one h2 per section', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(document.title);
    // Matched as written: the default normalizer would turn its no-break spaces into spaces.
    const date = screen.getByText(formatDate(document.lastUpdated), {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', document.lastUpdated);
    // No-break spaces before the colon and inside the date, as French typography wants them.
    expect(date.parentElement!.textContent).toBe(
      'Dernière mise à jour\u00a0: 12\u00a0mars\u00a02026',
    );
    expect(screen.getAllByRole('heading', { level: 2, name: /partie/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Un détail' })).toBeInTheDocument();
  });

  it('links its table of contents to the heading of every section, in order', () => {
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Première partie'),
      expect.stringContaining('Seconde partie'),
    ]);
    links.forEach((link, index) => {
      const section = document.sections[index]!;
      expect(link).toHaveAttribute('href', `#${section.id}`);
      const target = window.document.getElementById(section.id);
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(section.title);
    });
  });

  it('heads table rows and columns for assistive technologies', () => {
    const table = screen.getByRole('table', { name: 'Durées' });
    expect(within(table).getByRole('columnheader', { name: 'Durée' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(within(table).getByRole('rowheader', { name: 'Journaux' })).toHaveAttribute(
      'scope',
      'row',
    );
  });

  it('shows a missing value as a visible placeholder', () => {
    const placeholder = screen.getByText(/À compléter/);
    expect(placeholder.textContent).toBe(
      placeholderText({ type: 'placeholder', label: 'adresse' }),
    );
    expect(placeholder).toBeVisible();
  });

  it('gives internal links their full address for print', () => {
    expect(screen.getByRole('link', { name: 'page Tarifs' })).toHaveAttribute(
      'data-print-url',
      expect.stringMatching(/^https?:\/\/.+\/tarifs$/),
    );
  });
});
