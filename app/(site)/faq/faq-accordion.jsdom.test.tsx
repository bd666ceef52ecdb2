import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { FaqItem } from '@/content/types';
import { runHeadScript } from '@/jest/run-head';
import { listen, readUntil, said, stopListening, virtual } from '@/jest/screen-reader';
import { FaqList } from './faq-list';

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

/** The <details> of a question, found from its heading as a reader finds it. */
const item = (question: string) =>
  screen.getByRole('heading', { level: 2, name: question }).closest('details')!;
const openQuestions = () =>
  items.filter(({ question }) => item(question).open).map(({ question }) => question);

/** Lets jsdom fire the toggle events it queues when `open` changes. */
const toggleEvents = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function setHash(hash: string) {
  window.history.replaceState(null, '', `/faq${hash}`);
}

describe('FaqList and its accordion island', () => {
  // Every page runs the head script first (lib/browser/head.ts).
  let undoHeadScript: () => void;
  beforeEach(() => {
    undoHeadScript = runHeadScript();
  });
  afterEach(() => {
    undoHeadScript();
    setHash('');
  });

  it('renders each question as an h2 inside the summary of a closed, named <details>', () => {
    render(<FaqList items={items} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const names = new Set<string | null>();
    for (const { question, answer } of items) {
      const details = item(question);
      expect(details.open).toBe(false);
      expect(details.querySelector('summary')).toContainElement(
        screen.getByRole('heading', { name: question }),
      );
      // The answer stays in the page while closed: in-page search and crawlers find it.
      expect(details).toHaveTextContent(answer[0]!);
      names.add(details.getAttribute('name'));
    }
    // One shared name: the browser keeps one item of the group open at a time.
    expect([...names]).toEqual(['faq']);
  });

  it('keeps one item open at a time where the browser does not (no exclusive <details>)', async () => {
    // jsdom, like browsers before 2024, ignores `name` on <details>: the head script steps in.
    expect('name' in HTMLDetailsElement.prototype).toBe(false);
    const user = userEvent.setup();
    render(<FaqList items={items} />);

    await user.click(screen.getByText('Première question ?'));
    await toggleEvents();
    expect(openQuestions()).toEqual(['Première question ?']);

    await user.click(screen.getByText('Deuxième question ?'));
    await toggleEvents();
    expect(openQuestions()).toEqual(['Deuxième question ?']);

    await user.click(screen.getByText('Deuxième question ?'));
    await toggleEvents();
    expect(openQuestions()).toEqual([]);
  });

  it('opens the question that the address fragment names, on load and when it changes', async () => {
    setHash('#b');
    render(<FaqList items={items} />);
    await toggleEvents();
    expect(openQuestions()).toEqual(['Deuxième question ?']);

    act(() => {
      setHash('#c');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await toggleEvents();
    expect(openQuestions()).toEqual(['Troisième question ?']);

    act(() => {
      setHash('#contenu');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await toggleEvents();
    expect(openQuestions()).toEqual(['Troisième question ?']);
  });

  it('adopts an item opened before hydration, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqList items={items} />);
    document.body.append(container);
    container.querySelector<HTMLDetailsElement>('details#c')!.open = true;

    const errors = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <FaqList items={items} />));
    await toggleEvents();
    expect(openQuestions()).toEqual(['Troisième question ?']);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});

describe('the FAQ, as a screen reader says it (virtual screen reader)', () => {
  let undoHeadScript: () => void;
  beforeEach(() => {
    undoHeadScript = runHeadScript();
  });
  afterEach(async () => {
    await stopListening();
    undoHeadScript();
  });

  /** What it says of the first question, from its group to the group's end. */
  const firstQuestion = async (container: HTMLElement) => {
    await listen(container);
    const phrases = [...(await virtual.spokenPhraseLog())];
    phrases.push(...(await readUntil('end of group')));
    return phrases;
  };

  /** Opens or closes the first question from its heading, as a reader clicks it. */
  const toggleFirst = async () => {
    await virtual.perform(virtual.commands.moveToPreviousHeading);
    await said(() => virtual.act());
    await stopListening();
  };

  it('says a question, its answer once opened, and no longer once closed', async () => {
    const { container } = render(<FaqList items={items} />);
    const closed = [
      'group',
      'Première question ?',
      'heading, Première question ?, level 2',
      'end, Première question ?',
      'end of group',
    ];
    expect(await firstQuestion(container)).toEqual(closed);

    await toggleFirst();
    expect(await firstQuestion(container)).toEqual([
      'group',
      'Première question ?',
      'heading, Première question ?, level 2',
      'end, Première question ?',
      'paragraph',
      'Première réponse.',
      'end of paragraph',
      'end of group',
    ]);

    await toggleFirst();
    expect(await firstQuestion(container)).toEqual(closed);
  });
});
