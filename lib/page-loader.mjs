/**
 * The page loader: the script that starts a page's Next.js scripts after the visitor's first
 * tap or key, once the answer to it has painted. It is a file of its own, shared by every
 * page and cached (scripts/build/optimize-export.mjs writes it under /_next/static/loader/,
 * named by its content), not inline: the first round trip carries only the document, and
 * every byte the loader took there (about 1 KB compressed) pushed the larger pages past it.
 *
 * How it comes to run: scripts/build/optimize-export.mjs ends each page's <body> with a data
 * block, `<script type="application/json" id="PAGE_SCRIPTS_ID">`, naming this file
 * (`loader`), the page's own script (`payload`: its inline scripts, moved) and Next's
 * scripts (`scripts`, in order). The head script (lib/head-script.ts) adds the loader once
 * the page has painted, and meanwhile keeps the visitor's taps and keys in
 * `__enhance.q`, which the loader reads first and then takes over. Plain ES5 in a string: it
 * ships as written, and it is the same text for every page, so one hash names it.
 *
 * Plain JavaScript (with lib/page-loader.d.mts) so that the post-build step, which runs on
 * Node without TypeScript, and the head script share these names.
 */

/** The id of the data block that names the loader and the page's scripts. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** Marks the <noscript> that holds the web fonts' @font-face rules. */
export const FONT_ATTRIBUTE = 'data-web-fonts';

/**
 * Marks a box whose block-end padding is slack for the web font's swap (the page header):
 * the loader keeps its height as the fallback font laid it out while the font swaps in, so
 * that a line more or less in its text moves nothing below it (README, "First paint, then
 * scripts").
 */
export const SLACK_ATTRIBUTE = 'data-font-slack';

/**
 * The loader. It runs after the first contentful paint (the head script adds it then) and:
 * - loads the web fonts of the @font-face rules in their <noscript> (text painted at once in
 *   the sized local fallback, app/globals.css, and the web font comes after), through the
 *   FontFace API, read from a constructed style sheet that the page never applies: each
 *   face joins the document once loaded, so the text is laid out again once, for the swap.
 *   (Copying the rules into the page cost one more layout of the whole page, at once, before
 *   the font had even come: 30 to 55 ms on this machine, four times that on a slow phone.)
 *   Where constructed style sheets are missing (below the floor), the rules are copied;
 * - keeps, through that swap, the height of each box marked SLACK_ATTRIBUTE that is in view:
 *   a heading or a paragraph may take a line more or less in the web font than in its
 *   fallback (their widths differ by 1 to 2 % line by line, whatever the fallback's size),
 *   and the box's bottom padding takes up that line instead of everything below it moving
 *   (a layout shift). At least 16 px of padding must remain, else the box is let go at
 *   once. Each box gets its own height back once it has left the viewport (what is above
 *   the viewport moves nothing in view: the browser anchors the scroll), when the window's
 *   width changes, or before printing. Where IntersectionObserver is missing, nothing is
 *   kept;
 * - where the browser meets the floor (lib/head-script.ts then defines `__enhance`), reads
 *   the taps and keys kept so far, then each one as it comes (`__enhance.q.push`), and
 *   starts the scripts:
 *   - after the first tap, once its click (or the release of the finger plus 300 ms, or
 *     its cancellation) has come, and after the first key once it is released: then after
 *     the next frame and a task, so that the answer to that tap (a native control, or
 *     lib/early-input.ts) shows before any work it sets off;
 *   - after the next frame when focus comes to a control without a key (assistive
 *     technology moving it), when the form is sent, when the fragment changes, and at once
 *     when the address names a fragment for an island to act on;
 *   - never for scrolling or moving the pointer, nor for filling a form's fields (native,
 *     they need no script): the keys typed and the tap that sends would wait behind that
 *     work; the form's submit starts them, after its answer has painted;
 * - to start: preloads the payload, the scripts and the full style sheet in parallel
 *   (`<link rel=preload>`, which every engine hands to the script or sheet that asks for the
 *   same file: nothing is fetched twice), enables the full style sheet and, once it has
 *   loaded (or failed), runs the payload, then Next's scripts (async, as Next wrote them, so
 *   React adopts them); where popover comes from the polyfill, after it (`__enhance.ready`).
 * If the payload cannot be loaded the scripts are not started: the page stays as it is,
 * complete (HTML first).
 */
export const PAGE_LOADER = `(function(){var d=document,w=window,c=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ID}').textContent),S=c.scripts,P=c.payload,L=d.querySelector('link[rel=stylesheet][disabled]'),R=w.__enhance,f=d.querySelector('noscript[${FONT_ATTRIBUTE}]'),pre,go,st=0,x;if(f)fonts(f.textContent.replace(/^<style>|<\\/style>$/g,''));function fonts(css){try{var sheet=new CSSStyleSheet();sheet.replaceSync(css);[].forEach.call(sheet.cssRules,function(r){var s=r.style,v=function(n,o){return s.getPropertyValue(n)||o},face=new FontFace(v('font-family').replace(/^["']|["']$/g,''),v('src'),{weight:v('font-weight','normal'),style:v('font-style','normal'),stretch:v('font-stretch','normal'),unicodeRange:v('unicode-range','U+0-10FFFF'),display:v('font-display','auto')});face.load().then(function(){var h=hold();d.fonts.add(face);settle(h)},function(){})})}catch(e){var t=d.createElement('style');t.textContent=css;d.head.appendChild(t)}}function hold(){var h=[];if(!w.IntersectionObserver)return h;[].forEach.call(d.querySelectorAll('[${SLACK_ATTRIBUTE}]'),function(e){var r=e.getBoundingClientRect();if(r.bottom>0&&r.top<innerHeight){e.style.height=r.height+'px';h.push(e)}});return h}function settle(h){if(!h.length)return;var W=innerWidth,o=new IntersectionObserver(function(x){x.forEach(function(i){if(!i.isIntersecting)free(i.target)})}),free=function(e){e.style.height='';o.unobserve(e)},all=function(){h.forEach(free)};h.forEach(function(e){var c=e.lastElementChild;if(c&&c.getBoundingClientRect().bottom>e.getBoundingClientRect().bottom-16)free(e);else o.observe(e)});w.addEventListener('resize',function(){if(innerWidth!=W)all()});w.addEventListener('beforeprint',all)}if(!R)return;function el(n,a){var e=d.createElement(n);for(var k in a)e.setAttribute(k,a[k]);return e}function preload(){if(pre)return;pre=1;(P?[P]:[]).concat(S).forEach(function(u){d.head.appendChild(el('link',{rel:'preload',as:'script',href:u,fetchpriority:'low'}))});if(L)d.head.appendChild(el('link',{rel:'preload',as:'style',href:L.getAttribute('href'),fetchpriority:'low'}))}function add(u,f){var e=el('script',{src:u});e.async=true;if(f)e.onload=f;d.body.appendChild(e)}function run(){var all=function(){S.forEach(function(u){add(u)})};P?add(P,all):all()}function start(){if(go)return;go=1;preload();R.ready(function(){if(!L)return run();var once=function(){if(once){once=null;run()}};L.addEventListener('load',once);L.addEventListener('error',once);L.removeAttribute('disabled')})}function later(){st=3;clearTimeout(x);requestAnimationFrame(function(){setTimeout(start,0)})}function handle(e){var y=e.type,t=e.target;if(st==3)return;if(y=='hashchange')return later();if(!st){if(y!='pointerdown'&&y!='keydown'&&y!='focusin'&&y!='submit')return;if(y!='submit'&&t&&t.closest&&t.closest('input,textarea,select'))return;if(y=='pointerdown')st=1;else if(y=='keydown')st=2;else later()}else if(st==1&&(y=='click'||y=='pointercancel')||st==2&&y=='keyup')later();else if(st==1&&y=='pointerup'){clearTimeout(x);x=setTimeout(later,300)}}var q=R.q||[];R.q={push:handle};for(var i=0;i<q.length;i++)handle(q[i]);if(location.hash.length>1)later()})();`;
