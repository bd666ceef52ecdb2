/**
 * For the optimizer's tests: a small page and sheet shaped like Next's output, and the step run
 * on it. The step's result on the real export (every page, every flight chunk, the CSS kept,
 * hydration) is checked after the build by e2e/floor.spec.ts (every page hydrates, in every
 * engine).
 */
import { FLIGHT_BOOTSTRAP } from './scripts';
import { optimizePage } from './page';

export const SHEET = '/_next/static/chunks/site.css';
export const css = [
  '@layer popover-polyfill;',
  '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-shadow:0 0 #0000}}}',
  '@font-face{font-family:sansFont;src:url(../media/sans.woff2)format("woff2");font-display:swap}',
  "@font-face{font-family:Fallback;src:local('Arial');size-adjust:105%}",
  ':root{--font-sans:sansFont,Fallback}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
  'body{margin:0;font-family:var(--font-sans)}',
  '.flex{display:flex}',
  '.shadow{box-shadow:var(--tw-shadow)}',
  '.grid{display:grid}',
  '.font_variable{--font-sans:sansFont,Fallback}',
  'html:not(.absent){scroll-padding-top:6rem}',
  '.prose :is(h2,h3){margin-top:2em}',
  '.menu:popover-open{display:block}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '.animate-in{animation:fade .2s}@keyframes fade{0%{opacity:0}to{opacity:1}}',
  '.\\[\\&\\:\\:-webkit-progress-value\\]\\:bg-brand-600::-webkit-progress-value{background:teal}',
].join('');

export const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page.js"],"runtimeModuleIds":[1]});';

// As Next writes a page: the sheet, preloads, async scripts, a nomodule polyfill, and the
// flight data as inline pushes (text chunks, and a binary one).
export const page = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="preload" href="/_next/static/media/sans.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="${SHEET}" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/><script src="/_next/static/chunks/main.js" async=""></script><script>(function(){var head=1})();</script><script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><div class="flex shadow md:flex"><article class="prose"><h2>Titre</h2></article><div class="group"><a class="group-hover:underline" href="/">Accueil</a></div><div class="menu" popover="auto">Menu</div><progress class="[&amp;::-webkit-progress-value]:bg-brand-600" value="1" max="2"></progress></div><script type="application/ld+json">{"@type":"FAQPage"}</script><script src="/_next/static/chunks/page.js" async=""></script><script>${FLIGHT_BOOTSTRAP}</script><script>self.__next_f.push([1,"0:{\\"a\\":\\"b\\"}\\n"])</script><script>self.__next_f.push([3,"AAEC"])</script><script>self.__next_f.push([1,"1:\\"fin\\"\\n"])</script><script id="_R_">${TURBOPACK}</script></body></html>`;

/** Stands in for the page loader's text (scripts/site-build/browser-code.ts compiles the real one). */
export const LOADER = '(function(){var loader=1})();';

export async function optimized(html = page) {
  const written: { dir: string; extension: string; text: string }[] = [];
  const result = await optimizePage(html, {
    readAsset: (url) => {
      if (url !== SHEET) throw new Error(`unexpected read of ${url}`);
      return css;
    },
    writeAsset: (dir, extension, text) => {
      written.push({ dir, extension, text });
      return `${dir}/${dir.endsWith('loader') ? 'loader' : 'payload'}.${extension}`;
    },
    loader: LOADER,
  });
  return { html: result, written };
}

export const inlineCss = (html: string) => html.match(/<style>(.*?)<\/style>/s)![1]!;
