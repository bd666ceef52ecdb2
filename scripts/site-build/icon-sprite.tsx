/**
 * Before `next build` and `next dev` (npm's `prebuild` and `predev`): the sprite of every icon
 * of components/ui/icon.tsx, public/icones.svg (ICON_SPRITE_PATH), for the icons after a
 * page's first window (`<Icon later />`). Each <symbol> is named by the icon's name and holds
 * Heroicons' own <svg>, less its stroke width, which the <svg> that uses it gives. Written
 * from the icons' one list, never by hand (public/icones.svg is not in git).
 *
 *   tsx scripts/site-build/icon-sprite.tsx
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_SPRITE_PATH, icons } from '../../components/ui/icon';

parseArgs({});
const sprite = renderToStaticMarkup(
  <svg xmlns="http://www.w3.org/2000/svg">
    {Object.entries(icons).map(([name, Svg]) => (
      <symbol key={name} id={name} viewBox="0 0 24 24">
        <Svg strokeWidth={undefined} />
      </symbol>
    ))}
  </svg>,
);
const file = join('public', ICON_SPRITE_PATH);
mkdirSync('public', { recursive: true });
writeFileSync(file, `${sprite}\n`);
console.log(`Icons: ${file}, ${Object.keys(icons).length} symbols.`);
