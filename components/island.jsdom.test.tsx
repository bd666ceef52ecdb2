import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FAILED_ISLAND_ATTRIBUTE, island } from './island';

/** An island that works on the server and breaks in the browser, once hydrated. */
function Fragile({ label }: { label: string }) {
  useEffect(() => {
    throw new Error('A platform feature this browser lacks');
  }, []);
  return (
    <button type="button" popoverTarget="avis">
      {label}
    </button>
  );
}
const FragileIsland = island(Fragile);

describe('island', () => {
  it('gives the visitor the island’s static HTML back when it fails, and keeps the page', async () => {
    const page = (
      <main>
        <h1>Modèles</h1>
        <FragileIsland label="Aperçu" />
        <p>La suite de la page.</p>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});

    const root = await act(async () => hydrateRoot(container, page));

    // The error is reported…
    expect(errors).toHaveBeenCalled();
    // …the page is all there, the island as the server rendered it (its popover button works
    // without JavaScript).
    expect(screen.getByRole('heading', { name: 'Modèles' })).toBeInTheDocument();
    expect(screen.getByText('La suite de la page.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Aperçu' });
    expect(button).toHaveAttribute('popovertarget', 'avis');
    expect(button.closest(`[${FAILED_ISLAND_ATTRIBUTE}]`)).not.toBeNull();

    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('adds no box of its own around a working island', () => {
    const Working = island(({ label }: { label: string }) => <span>{label}</span>);
    const html = renderToString(<Working label="Menu" />);
    expect(html).toMatch(/^<div id="[^"]+" class="contents"><span>Menu<\/span><\/div>$/);
  });
});
