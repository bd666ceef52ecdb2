/** What the checkout-path check (scripts/gates/check-checkout-path.ts) plants and compares. */
import {
  applyEdits,
  atContentStart,
  elementsOf,
  firstElement,
  parseHtml,
  removal,
} from '../../site-build/export/html';
import { isPolicyMeta } from '../../site-build/export/headers';

/** Planted in the home page: a misspelt word, an ordinary space before « : », an inline script. */
export const PLANTED = '<p>Vos candidatures spontanéees : envoyées.</p><script>alert(1)</script>';

export function plantInMain(html: string, fragment: string) {
  const main = firstElement(parseHtml(html), 'main');
  if (!main) throw new Error('The page has no <main>.');
  return applyEdits(html, [atContentStart(main, fragment)]);
}

/** Whether the security step changed a page (`before`, as it found it) beyond adding its <meta> policy. */
export function changedBeyondPolicy(before: string, after: string) {
  const meta = [...elementsOf(parseHtml(after))].find(isPolicyMeta);
  return !meta || applyEdits(after, [removal(meta)]) !== before;
}

export const postbuildCommands = (packageJson: { scripts: { postbuild: string } }) =>
  packageJson.scripts.postbuild.split('&&').map((command) => command.trim());
