import { act, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { Notices } from './notices';
import { startNoticeArea } from './notice-area-loader';

/**
 * The notice area as the page is put away in the back/forward cache (lib/browser/leaving.ts
 * closes the popovers): it comes back without the notices it showed.
 */
describe('the notice area, as the page is left', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('removes its notices at once, before the page is put away, and shows the next one', async () => {
    render(<Notices />);
    let area: Awaited<ReturnType<typeof startNoticeArea>>;
    await act(async () => {
      area = await startNoticeArea();
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => {
      area!.showNotice({ title: 'Aperçu non disponible', message: 'Bientôt.' });
    });
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    // Not in an act(), as a browser runs it: the page is frozen right after its pagehide,
    // before React's next task.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(within(region).queryAllByRole('group')).toHaveLength(0);
    // Shown again, the page shows each new notice once.
    act(() => {
      area!.showNotice({ title: 'Aperçu non disponible', message: 'Bientôt.' });
    });
    expect(within(region).getAllByRole('group')).toHaveLength(1);
  });
});
