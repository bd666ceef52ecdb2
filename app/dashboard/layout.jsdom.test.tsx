import { render, screen, within } from '@testing-library/react';
import { SkipLink } from '@/components/layout/skip-link';
import { accessibilityLink } from '@/content/footer';
import { listen, said, stopListening, virtual } from '@/jest/screen-reader';
import DashboardLayout from './layout';

function renderDashboard() {
  render(
    <>
      <SkipLink />
      <DashboardLayout>
        <h1>Tableau de bord</h1>
      </DashboardLayout>
    </>,
  );
}

describe('the dashboard’s shell', () => {
  afterEach(() => stopListening());

  it('leads to the accessibility statement, named by its mention, from its foot', () => {
    renderDashboard();
    const link = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: accessibilityLink.label,
    });
    expect(accessibilityLink.label).toMatch(/^Accessibilité\u00a0: /);
    expect(link).toHaveAttribute('href', '/accessibilite');
  });

  it('gives its landmarks to a screen reader (virtual screen reader), and the mention in its foot', async () => {
    renderDashboard();
    await listen(document.body);
    expect(
      await said(async () => {
        for (let step = 0; step < 4; step++)
          await virtual.perform(virtual.commands.moveToNextLandmark);
      }),
    ).toEqual(['navigation, Accès rapide', 'banner', 'main', 'contentinfo']);
    expect(await said(() => virtual.perform(virtual.commands.moveToNextLink))).toEqual([
      `link, ${accessibilityLink.label}`,
    ]);
  });
});
