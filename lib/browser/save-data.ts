/**
 * No page fetched ahead for a visitor who asked to save data. Each page's speculation rules
 * (scripts/site-build/speculation.ts) prerender the next page on the visitor's intent; where
 * the browser says the visitor asked to save data (`navigator.connection.saveData`, what it
 * sends as `Save-Data: on`), the head script takes the rules out of the page as soon as it is
 * parsed, before any intent can show, and Chromium drops what they asked for with them.
 * Chromium itself starts none where its preload setting is off.
 *
 * ES5 as it stands (the head script's): the Network Information API is Chromium's alone;
 * elsewhere there is nothing to take out, as no other engine reads the rules.
 */
import { SPECULATION_RULES_TYPE } from './contract';

interface NetworkInformation {
  readonly saveData?: boolean;
}

export function forgoSpeculationOnSaveData(): void {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  if (!connection || !connection.saveData) return;
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      const rules = document.querySelectorAll(`script[type="${SPECULATION_RULES_TYPE}"]`);
      for (let index = 0; index < rules.length; index++) rules[index]!.remove();
    },
    { once: true },
  );
}
