import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from './global-error';

/**
 * The page that replaces the root layout if it fails in the browser: in French, with its
 * own <html lang="fr">, and two ways out. (jsdom's location cannot be stubbed: the reload
 * itself is the browser's.)
 */
describe('the last-resort error page', () => {
  it('is a French document of its own', () => {
    expect(renderToStaticMarkup(<GlobalError />)).toMatch(
      /^<html lang="fr"><head><\/head><body class="last-resort">/,
    );
  });

  it('says what happened, offers to reload the page, and links back to the home page', () => {
    // React warns of an <html> inside a <div>; the test reads the text and the controls.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<GlobalError />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recharger la page' })).toHaveAttribute(
        'type',
        'button',
      );
      expect(screen.getByRole('link', { name: 'Revenir à l’accueil' })).toHaveAttribute(
        'href',
        '/',
      );
    } finally {
      jest.restoreAllMocks();
    }
  });
});
