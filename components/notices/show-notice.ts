import { openPopover } from '@/lib/popover';
import { startNoticeClock } from './notice-clock-loader';

/**
 * Shows the notice of this popover, for an island that answers its control itself (the
 * contact form's submit): open in this task, its answer painted in the next frame, then timed
 * by the notices' clock (./notice-clock.tsx) once it runs. Without the clock (its code failed
 * to load) the notice stays until the visitor closes it.
 */
export function showNotice(popover: HTMLElement | null) {
  if (!popover) return;
  openPopover(popover);
  void startNoticeClock().then((clock) => clock?.timeNotice(popover));
}
