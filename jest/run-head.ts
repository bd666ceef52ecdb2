import { noticeDurationMs } from '@/content/constants';
import { runHead } from '@/lib/browser/head';

/**
 * Runs the head script as a page's <head> does, for a unit test; returns what undoes it
 * (its document and window listeners, its queues and its marks on <html>).
 */
export function runHeadScript() {
  const onDocument = jest.spyOn(document, 'addEventListener');
  const onWindow = jest.spyOn(window, 'addEventListener');
  runHead(noticeDurationMs);
  const added = [
    ...onDocument.mock.calls.map(([type, listener]) => [document, type, listener] as const),
    ...onWindow.mock.calls.map(([type, listener]) => [window, type, listener] as const),
  ];
  onDocument.mockRestore();
  onWindow.mockRestore();
  return () => {
    for (const [target, type, listener] of added) {
      target.removeEventListener(type, listener, true);
      target.removeEventListener(type, listener);
    }
    delete window.__earlyNotice;
    delete window.__enhance;
    for (const name of [...document.documentElement.getAttributeNames()]) {
      if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
    }
  };
}
