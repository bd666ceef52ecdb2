/**
 * The pieces of the post-build step, on small pages shaped like Next's output. The step's
 * result on the real export (every page, every flight chunk, the CSS kept, hydration) is
 * checked after the build by e2e/floor.spec.ts (every page hydrates, in every engine).
 */
import { FONT_ATTRIBUTE, PAGE_SCRIPTS_ID } from '../../lib/browser/contract';
import { pageScriptsElement } from './export';
import {
  FLIGHT_BOOTSTRAP,
  absoluteUrls,
  bodyScript,
  optimizePage,
  orTheRoot,
  selectorForMatching,
  splitFontFaces,
  withoutUnusedProperties,
  fullSheet,
} from './optimize';

const SHEET = '/_next/static/chunks/site.css';
const css = [
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

const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page.js"],"runtimeModuleIds":[1]});';

// As Next writes a page: the sheet, preloads, async scripts, a nomodule polyfill, and the
// flight data as inline pushes (text chunks, and a binary one).
const page = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="preload" href="/_next/static/media/sans.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="${SHEET}" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/><script src="/_next/static/chunks/main.js" async=""></script><script>(function(){var head=1})();</script><script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><div class="flex shadow md:flex"><article class="prose"><h2>Titre</h2></article><div class="group"><a class="group-hover:underline" href="/">Accueil</a></div><div class="menu" popover="auto">Menu</div><progress class="[&amp;::-webkit-progress-value]:bg-brand-600" value="1" max="2"></progress></div><script type="application/ld+json">{"@type":"FAQPage"}</script><script src="/_next/static/chunks/page.js" async=""></script><script>${FLIGHT_BOOTSTRAP}</script><script>self.__next_f.push([1,"0:{\\"a\\":\\"b\\"}\\n"])</script><script>self.__next_f.push([3,"AAEC"])</script><script>self.__next_f.push([1,"1:\\"fin\\"\\n"])</script><script id="_R_">${TURBOPACK}</script></body></html>`;

/** Stands in for the page loader's text (lib/browser/compile.ts compiles the real one). */
const LOADER = '(function(){var loader=1})();';

async function optimized(html = page) {
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

const inlineCss = (html: string) => html.match(/<style>(.*?)<\/style>/s)![1]!;

describe('optimize-export: CSS (Beasties)', () => {
  it('inlines the rules the page’s elements can use, pseudo-classes set aside', async () => {
    const style = inlineCss((await optimized()).html);
    expect(style).toContain('.flex{display:flex}');
    expect(style).toContain('.md\\:flex{display:flex}');
    // A page with an h2 only keeps `:is(h2,h3)`; states a visitor reaches keep theirs.
    expect(style).toContain('.prose :is(h2,h3)');
    expect(style).toContain('.menu:popover-open');
    expect(style).toContain('.group:hover .group-hover\\:underline');
    // A Tailwind class holding `&`, which React writes `&amp;` in the attribute.
    expect(style).toContain('::-webkit-progress-value{background:teal}');
    expect(style).not.toContain('.grid');
    expect(style).not.toContain('md\\:grid');
  });

  it('keeps at-rules and layers in their order, and Tailwind’s fallback for every browser instead of @property', async () => {
    const style = inlineCss((await optimized()).html);
    expect(style).toContain('@layer popover-polyfill;');
    expect(style).toContain('@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}');
    expect(style).not.toContain('@property');
    expect(style).toContain('@keyframes fade');
    expect(style.indexOf('@layer popover-polyfill')).toBeLessThan(
      style.indexOf('@layer properties'),
    );
  });

  it('keeps the local fallback faces inline and moves the web font to a <noscript>', async () => {
    const { html } = await optimized();
    expect(inlineCss(html)).toContain("@font-face{font-family:Fallback;src:local('Arial')");
    expect(inlineCss(html)).not.toContain('sans.woff2');
    expect(html).toContain(
      `<noscript ${FONT_ATTRIBUTE}=""><style>@font-face{font-family:sansFont;src:url(/_next/static/media/sans.woff2)format("woff2");font-display:swap}</style></noscript></head>`,
    );
    // Nothing fetches the web font ahead of the first paint: the head script preloads it then.
    expect(html).not.toContain('as="font"');
  });

  it('names each web font’s file, its first source, for the head script to preload', () => {
    expect(
      splitFontFaces(
        '@font-face{font-family:a;src:url(/a.woff2)format("woff2"),url(/a.woff)format("woff")}' +
          "@font-face{font-family:b;src:url('/b.woff2')format('woff2')}",
      ).webFontFiles,
    ).toEqual(['/a.woff2', '/b.woff2']);
    expect(splitFontFaces("@font-face{font-family:c;src:local('Arial')}").webFontFiles).toEqual([]);
  });

  it('keeps the sheet’s link, disabled, for React to adopt and the loader to enable', async () => {
    const { html } = await optimized();
    expect(html).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""\\s*/?>`,
      ),
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toContain('data-beasties-container');
  });
});

describe('optimize-export: scripts and payload', () => {
  it('refuses a page it has optimized already, whose sheet has lost its web fonts', async () => {
    const { html } = await optimized();
    await expect(optimized(html)).rejects.toThrow('optimized already');
  });

  it('names Next’s scripts, in order, in the page loader’s data block; drops the nomodule one and the preloads', async () => {
    const { html } = await optimized();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/rel="preload"[^>]*as="script"/);
    expect(html).not.toContain('legacy.js');
    expect(html).toContain(
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"loader":"/_next/static/loader/loader.js","payload":"/_next/static/payload/payload.js","scripts":["/_next/static/chunks/main.js","/_next/static/chunks/page.js"],"fonts":["/_next/static/media/sans.woff2"]}</script></body>`,
    );
    // The head's inline script and data blocks stay where they are.
    expect(html).toContain('<script>(function(){var head=1})();</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
  });

  it('writes the page loader as a file of its own, the same for every page', async () => {
    const { written } = await optimized();
    expect(written.filter(({ dir }) => dir === '/_next/static/loader')).toEqual([
      { dir: '/_next/static/loader', extension: 'js', text: LOADER },
    ]);
  });

  it('moves every inline script of the body into one script file, in order: flight data and Turbopack’s list', async () => {
    const { html, written } = await optimized();
    expect(written.find(({ dir }) => dir === '/_next/static/payload')).toEqual({
      dir: '/_next/static/payload',
      extension: 'js',
      text: `${FLIGHT_BOOTSTRAP};\nself.__next_f.push([1,"0:{\\"a\\":\\"b\\"}\\n"]);\nself.__next_f.push([3,"AAEC"]);\nself.__next_f.push([1,"1:\\"fin\\"\\n"]);\n${TURBOPACK};\n`,
    });
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    // Run, the file gives Next the chunks, and Turbopack its list, as the inline scripts did.
    const self = { __next_f: undefined as unknown[] | undefined, TURBOPACK: undefined };
    new Function('self', 'globalThis', written.find(({ dir }) => dir.endsWith('payload'))!.text)(
      self,
      self,
    );
    expect(self.__next_f).toEqual([[0], [1, '0:{"a":"b"}\n'], [3, 'AAEC'], [1, '1:"fin"\n']]);
    expect(self.TURBOPACK).toEqual([
      { otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [1] },
    ]);
  });

  it('fails the build on an inline script it does not know, rather than move it or leave it behind', async () => {
    expect(bodyScript(FLIGHT_BOOTSTRAP)).toBe(FLIGHT_BOOTSTRAP);
    expect(bodyScript('self.__next_f.push([2,{"state":1}])')).toBe(
      'self.__next_f.push([2,{"state":1}])',
    );
    expect(bodyScript(TURBOPACK)).toBe(TURBOPACK);
    expect(() => bodyScript('self.__next_f.push([7,"x"])')).toThrow(/does not know/);
    expect(() => bodyScript('self.__next_f.push(data)')).toThrow(/does not know/);
    expect(() =>
      bodyScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(x);'),
    ).toThrow(/does not know/);
    await expect(
      optimized(page.replace('</body>', '<script>self.__next_f.unshift([1,"x"])</script></body>')),
    ).rejects.toThrow(/does not know/);
    await expect(
      optimized(page.replace('</body>', '<script>window.analytics=1</script></body>')),
    ).rejects.toThrow(/does not know/);
  });

  it('leaves a page without scripts without a loader, and its inline scripts in place', async () => {
    const plain = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${SHEET}"/></head><body><p class="flex">Texte</p><script>${FLIGHT_BOOTSTRAP}</script></body></html>`;
    const { html, written } = await optimized(plain);
    expect(html).not.toContain(PAGE_SCRIPTS_ID);
    expect(html).toContain(`<script>${FLIGHT_BOOTSTRAP}</script>`);
    expect(written).toEqual([]);
  });

  it('writes the data block so that no URL can end it early', () => {
    expect(
      pageScriptsElement({
        loader: '/l.js',
        payload: null,
        scripts: ['/a</script>.js'],
        fonts: [],
      }),
    ).toBe(
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"loader":"/l.js","payload":null,"scripts":["/a\\u003c/script>.js"],"fonts":[]}</script>`,
    );
  });
});

describe('optimize-export: CSS helpers', () => {
  it('matches a selector as the page may come to match it, whatever the visitor does', () => {
    // States are taken as reached; what the HTML decides stays.
    expect(selectorForMatching('.a:hover > .b:focus-visible')).toBe('.a > .b');
    expect(selectorForMatching('.menu:popover-open')).toBe('.menu');
    expect(selectorForMatching('.dashboard-tab[data-selected]')).toBe('.dashboard-tab');
    expect(selectorForMatching('.x:not(:focus)')).toBe('.x');
    expect(selectorForMatching('.y:not(:last-child)')).toBe('.y:not(:last-child)');
    // :is() and :where() keep their static part (Beasties would drop them whole).
    expect(selectorForMatching(':where(.space-y-1>:not(:last-child))')).toBe(
      ':where(.space-y-1 > :not(:last-child))',
    );
    expect(selectorForMatching('.group-hover\\:underline:is(:where(.group):hover *)')).toBe(
      '.group-hover\\:underline:is(:where(.group) *)',
    );
    // A pseudo-element stands for the elements that can have it.
    expect(selectorForMatching('::placeholder')).toBe(':is(input, textarea)');
    expect(selectorForMatching('::backdrop')).toBe(':is(dialog, [popover])');
    expect(selectorForMatching('.a::before')).toBe('.a');
    expect(selectorForMatching('::selection')).toBe('*');
    // Tailwind's arbitrary classes, escaped as CSS wants them.
    // Tailwind's arbitrary classes, with `&` and `>` as React writes them in the HTML, which
    // Beasties reads without decoding.
    expect(selectorForMatching('.print\\:\\[\\&\\>header\\]\\:py-6>header')).toBe(
      '.print\\:\\[\\&amp\\;\\&gt\\;header\\]\\:py-6 > header',
    );
  });

  it('drops every @property rule, the fallback layer for every browser, and the custom properties nothing on the page uses', () => {
    const sheet =
      '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-used:0;--tw-style:0;--tw-set:0;--tw-unused:0}}}' +
      '@property --tw-used{syntax:"*";inherits:false}@property --tw-style{syntax:"*";inherits:false}@property --tw-set{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}' +
      '.a{box-shadow:var(--tw-used)}.b{--tw-set:1px}';
    const kept = withoutUnusedProperties(sheet, ['width: var(--tw-style)']);
    for (const name of ['--tw-used', '--tw-style', '--tw-set']) expect(kept).toContain(`${name}:0`);
    // No registration in the first paint's CSS: the fallback layer stands in for it.
    expect(kept).not.toContain('@property');
    expect(kept).not.toContain('--tw-unused');
    expect(kept).toContain('@layer properties{*,:before{');
    // Nothing used: no empty rule left, the layer kept for the order of layers.
    expect(withoutUnusedProperties(sheet.replace(/\.a\{.*$/, ''), [])).toBe('@layer properties{}');
  });

  it('resolves a sheet’s relative url() against the sheet', () => {
    expect(absoluteUrls('a{b:url(../media/x.woff2)}', '/_next/static/chunks/s.css')).toBe(
      'a{b:url(/_next/static/media/x.woff2)}',
    );
    expect(absoluteUrls('a{b:url(data:x)}', '/s.css')).toBe('a{b:url(data:x)}');
  });

  it('sets the @font-face rules apart: downloaded, local, and the rest', () => {
    const { webFonts, localFonts, rest } = splitFontFaces(css);
    expect(webFonts).toContain('sans.woff2');
    expect(localFonts).toContain("local('Arial')");
    expect(rest).not.toContain('@font-face');
    expect(rest).toContain('.flex{display:flex}');
  });

  it('leaves every @font-face and @property out of the full sheet, and keeps everything else in its place', () => {
    const full = fullSheet(css);
    expect(full).not.toContain('@font-face');
    const fallbackLayer = '*,:before,:after{--tw-shadow:0 0 #0000}';
    expect(full).toBe(
      css
        .replace(/@font-face\{[^}]*\}/g, '')
        .replace(/@property [^{]*\{[^}]*\}/g, '')
        .replace(`@supports (not (margin-trim:block)){${fallbackLayer}}`, fallbackLayer),
    );
  });

  it('registers no custom property in the full sheet: its fallback layer applies in every browser, whole', () => {
    const sheet =
      '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-used:0;--tw-unused:0}}}' +
      '@property --tw-used{syntax:"*";inherits:false;initial-value:0}@property --tw-unused{syntax:"*";inherits:false;initial-value:0}' +
      '.a{box-shadow:var(--tw-used)}';
    expect(fullSheet(sheet)).toBe(
      '@layer properties{*,:before{--tw-used:0;--tw-unused:0}}.a{box-shadow:var(--tw-used)}',
    );
  });
});

describe('optimize-export: one CSS, the page’s own, from the first paint', () => {
  // A page marking where its first window ends (FIRST_SCREEN_ATTRIBUTE): a mark for the
  // budget on the first round trip (scripts/build/verify.ts), which changes nothing here.
  const marked = page.replace(
    '<article class="prose">',
    '<article class="prose" data-first-screen="">',
  );

  it('inlines the rules of every element of the page, before and after its first window', async () => {
    for (const html of [page, marked]) {
      const style = inlineCss((await optimized(html)).html);
      expect(style).toContain('.prose :is(h2,h3)');
      // Used only after the first window.
      expect(style).toContain('.menu:popover-open');
      expect(style).toContain('.group:hover .group-hover\\:underline');
      expect(style).toContain('-webkit-progress-value');
    }
  });

  it('hides nothing, and loads no sheet of its own: one <style>, the full sheet disabled until the first tap', async () => {
    const { html } = await optimized(marked);
    expect(html).not.toMatch(/visibility:hidden|data-later/);
    expect(html.match(/<style>/g)).toHaveLength(2); // the page's, and the web fonts' <noscript>
    expect(html).not.toContain('<noscript><link');
    expect(html).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""\\s*/?>`,
      ),
    );
    expect(html).toMatch(/<article class="prose" data-first-screen(="")?>/);
  });

  it('keeps the rules of <html> itself, which Beasties only finds by its classes', async () => {
    // next/font's class on <html> defines the font's custom property: without it the page
    // paints in the system font, and moves when the full sheet comes.
    const root = (html: string) =>
      html.replace('<html lang="fr">', '<html lang="fr" class="font_variable">');
    const style = inlineCss((await optimized(root(page))).html);
    expect(style).toContain('.font_variable{--font-sans:sansFont,Fallback}');
    expect(style).toContain('html:not(.absent){scroll-padding-top:6rem}');
    expect(orTheRoot('.a .b')).toBe('.a .b, :scope:is(.a .b) > *');
    expect(orTheRoot('')).toBe('');
  });
});
