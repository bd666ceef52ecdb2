import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqItem } from '@/content/types';
import { FaqAccordion } from './faq-accordion';

const items: FaqItem[] = [
  { id: 'a', question: 'Première question ?', answer: ['Première réponse.'] },
  { id: 'b', question: 'Deuxième question ?', answer: ['Deuxième réponse.'] },
  {
    id: 'c',
    question: 'Troisième question ?',
    answer: ['Troisième réponse.'],
    link: { label: 'Tarifs', href: '/tarifs' },
  },
];

const button = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((element) => element.getAttribute('aria-expanded') === 'true');

describe('FaqAccordion', () => {
  it('renders each question as a heading wrapping a closed button that controls its answer', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    for (const item of items) {
      const control = button(item.question);
      expect(control).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(control.getAttribute('aria-controls')!);
      expect(panel).toHaveTextContent(item.answer[0]!);
      expect(panel).not.toBeVisible();
    }
  });

  it('keeps one item open at a time, and closes the open one when pressed again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);

    await user.click(button('Première question ?'));
    expect(expanded()).toEqual([button('Première question ?')]);
    expect(screen.getByText('Première réponse.')).toBeVisible();

    await user.click(button('Deuxième question ?'));
    expect(expanded()).toEqual([button('Deuxième question ?')]);
    expect(screen.getByText('Première réponse.')).not.toBeVisible();
    expect(screen.getByText('Deuxième réponse.')).toBeVisible();
    expect(button('Deuxième question ?')).toHaveFocus();

    await user.click(button('Deuxième question ?'));
    expect(expanded()).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);

    await user.tab();
    expect(button('Première question ?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([button('Première question ?')]);

    // The open answer has no link: the next stop is the next question.
    await user.tab();
    expect(button('Deuxième question ?')).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual([button('Deuxième question ?')]);

    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  it('shows the link of an answer', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(button('Troisième question ?'));
    expect(screen.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/tarifs');
  });
});
