import { render } from '@testing-library/react';
import { listen, said, stopListening, virtual } from '@/jest/screen-reader';
import { SiteShell } from './site-shell';
import { SkipLink } from './skip-link';

jest.mock('next/navigation', () => ({ usePathname: () => '/tarifs' }));

/** A page of the site as the root layout and the site's layout lay it out. */
function renderPage() {
  render(
    <>
      <SkipLink />
      <SiteShell>
        <h1>Tarifs</h1>
      </SiteShell>
    </>,
  );
}

/** The landmarks, in order, as the screen reader's « next landmark » command goes through them. */
async function landmarks(count: number) {
  return said(async () => {
    for (let step = 0; step < count; step++)
      await virtual.perform(virtual.commands.moveToNextLandmark);
  });
}

describe('a page of the site, as a screen reader says it (virtual screen reader)', () => {
  afterEach(() => stopListening());

  it('gives its landmarks, the skip link’s first, each named where there are two of a kind', async () => {
    renderPage();
    await listen(document.body);
    // Round the page once, back to the first.
    expect(await landmarks(7)).toEqual([
      'navigation, Accès rapide',
      'banner',
      'navigation, Navigation principale',
      'main',
      'contentinfo',
      'navigation, Pied de page',
      'navigation, Accès rapide',
    ]);
  }, 20_000);

  it('says « Aller au contenu » at the first Tab, then the page’s first heading in its main', async () => {
    renderPage();
    await listen(document.body);
    expect(await said(() => virtual.press('Tab'))).toEqual(['link, Aller au contenu']);
    expect(
      await said(async () => {
        await virtual.perform(virtual.commands.moveToNextLandmark);
        await virtual.perform(virtual.commands.moveToNextLandmark);
        await virtual.perform(virtual.commands.moveToNextLandmark);
        await virtual.perform(virtual.commands.moveToNextHeading);
      }),
    ).toEqual(['banner', 'navigation, Navigation principale', 'main', 'heading, Tarifs, level 1']);
  }, 20_000);
});
