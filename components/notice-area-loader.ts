/*
 * The notice area's code (./notice-area.tsx: its cards, their store, react-hot-toast) comes at
 * the first notice, not with the page: every control that shows a notice has its notice in
 * the HTML already, as a popover beside it (./notice-popover.tsx), which answers that first
 * press at once; the notice area then takes the notice over from it, in the same place, and
 * shows every later notice itself. What starts it: ./notice-area-starter.tsx for the notice
 * buttons, the contact form for its own.
 */

type Area = typeof import('./notice-area');

let loading: Promise<Area> | undefined;
let loaded: Area | undefined;

/**
 * The notice area, drawn in the page's region and answering its notice buttons: its code
 * loaded once. Undefined where the page has no notice area: the popovers stay the notices.
 */
export async function startNoticeArea() {
  const code = await (loading ??= import('./notice-area').then((given) => (loaded = given)));
  if (!code.mountNoticeArea()) return undefined;
  code.takeOverPresses();
  return code;
}

/** The notice area, drawn, if its code is here already; else undefined. */
export const noticeAreaNow = () => (loaded?.mountNoticeArea() ? loaded : undefined);
