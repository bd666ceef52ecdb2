/**
 * The one inline script of every page's <head>, run before the body is parsed. It decides,
 * as GOV.UK Frontend does with its `govuk-frontend-supported` class, whether this browser
 * gets the page's enhancements at all, then makes the HTML controls work the same in every
 * browser of the floor:
 *
 * 1. The floor. The site supports Next.js 16's browsers (package.json `browserslist`:
 *    Chrome/Edge 111+, Firefox 111+, Safari 16.4+). A one-line check of features those
 *    browsers share (Array#findLast: Chrome 97, Firefox 104, Safari 15.4; RegExp
 *    lookbehind: Safari 16.4) marks <html> with ENHANCE_ATTRIBUTE and defines
 *    `window.__enhance`. Only there does the page loader (lib/page-loader.mjs)
 *    start Next's scripts, through `__enhance.ready()`; an older browser keeps the complete
 *    HTML page and never runs half of an enhancement.
 * 2. Popover. Where the browser lacks it (Chrome < 114, Firefox < 125, Safari < 17), the
 *    maintained polyfill (@oddbird/popover-polyfill, served from the site by
 *    app/popover-polyfill.js/route.ts) is fetched at once; until it runs, taps on popover
 *    buttons wait for it. Once it runs, <html> gets POLYFILLED_ATTRIBUTE; without it (no
 *    JavaScript, or the file lost), app/globals.css keeps every popover hidden and gives
 *    the menu and the notices a CSS-only fallback.
 * 3. Exclusive <details name>. Where the browser lacks it (Chrome < 120, Firefox < 130,
 *    Safari < 17.2), opening a <details> closes the others of its name, as the platform
 *    does elsewhere: the FAQ shows one answer at a time from the first tap.
 * 4. Early taps: see lib/early-input.ts.
 * 5. The page loader (lib/page-loader.mjs), which starts Next's scripts at the first tap:
 *    added once the page has painted (the first contentful paint as the browser reports
 *    it, or a second after the page's load where none is reported, as in headless Firefox)
 *    and parsed, in every browser (it also adds the web fonts), and fetched then, never
 *    ahead of the paint. Until it runs, the taps
 *    and keys it needs to see wait in `__enhance.q` (from the floor up).
 *
 * Plain ES5, as it ships untranspiled; scripts/build/secure-export.mjs hashes it into each
 * page's Content-Security-Policy.
 */
import {
  ENHANCE_ATTRIBUTE,
  NO_PAINT_REPORTED_DELAY_MS,
  PAGE_SCRIPTS_ID,
  POLYFILLED_ATTRIBUTE,
  POPOVER_POLYFILL_PATH,
} from './browser/contract.mjs';
import { earlyInputScript } from './early-input';

declare global {
  interface Window {
    /**
     * Defined where the browser meets the floor: `ready` runs `start` once popovers work;
     * `q` holds the taps, keys and fragment changes for the page loader, which then takes
     * it over (its `push` is the loader's own).
     */
    __enhance?: { ready(start: () => void): void; q: { push(event: Event): void } };
  }
}

// Before the floor check: every browser gets the web fonts, which the loader adds. It comes
// once the browser reports the first contentful paint, whose time is when the frame was shown:
// the main thread may have drawn it, and fired the page's load, well before (on a busy phone,
// or in Lighthouse's trace, whose simulation then counts anything fetched in between as
// holding the paint). Where no paint is reported (headless Firefox, a browser without paint
// timing), a second after the page's load. Either way once the data block at the end of the
// page is parsed.
const pageLoader = `var added;function loader(){if(added)return;added=1;d.readyState=='loading'?d.addEventListener('DOMContentLoaded',add):add()}function add(){var m=d.getElementById('${PAGE_SCRIPTS_ID}');if(!m)return;var s=d.createElement('script');s.src=JSON.parse(m.textContent).loader;d.head.appendChild(s)}try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)loader()}).observe({type:'paint',buffered:true})}catch(e){}function late(){setTimeout(loader,${NO_PAINT_REPORTED_DELAY_MS})}d.readyState=='complete'?late():w.addEventListener('load',late);`;

// What the loader needs to see of the visitor, kept until it comes (lib/page-loader.mjs).
const intents = `'pointerdown pointerup pointercancel click keydown keyup focusin submit hashchange'.split(' ').forEach(function(t){w.addEventListener(t,function(e){R.q.push(e)},{capture:true,passive:true})});`;

const floorCheck = `var ok;try{ok=!!([].findLast&&new RegExp('(?<=a)b'))}catch(e){}if(!ok)return;h.setAttribute('${ENHANCE_ATTRIBUTE}','');`;

// `later` holds what waits for the polyfill: popovers to show, buttons whose tap came
// first (their click is replayed for the polyfill to handle), and the loader's start
// (`__enhance.ready`: Next's scripts run once popovers work).
const popover = `var E=HTMLElement.prototype,N=E.hasOwnProperty('popover'),later=[];function has(){return E.hasOwnProperty('popover')}function isOpen(p){try{return p.matches(':popover-open')}catch(e){return false}}function show(p){if(!p)return;if(!has())later.push(p);else if(!isOpen(p))p.showPopover()}function hide(p){if(p&&has()&&isOpen(p))p.hidePopover()}var R=w.__enhance={ready:function(f){has()?f():later.push(f)},q:[]};if(!N){var s=d.createElement('script');s.src='${POPOVER_POLYFILL_PATH}';s.onload=function(){h.setAttribute('${POLYFILLED_ATTRIBUTE}','');var l=later;later=[];l.forEach(function(x){typeof x=='function'?x():x.nodeName=='BUTTON'?x.click():show(x)})};d.head.appendChild(s);d.addEventListener('click',function(e){var b=!has()&&e.target.closest&&e.target.closest('[popovertarget]');if(b&&!b.hasAttribute('data-early-input'))later.push(b)},true)}`;

const exclusiveDetails = `if(!('name' in HTMLDetailsElement.prototype))d.addEventListener('toggle',function(e){var t=e.target,n=t.getAttribute&&t.getAttribute('name');if(t.nodeName!='DETAILS'||!t.open||!n)return;[].forEach.call(d.querySelectorAll('details[name]'),function(o){if(o!=t&&o.open&&o.getAttribute('name')==n)o.open=false})},true);`;

export const headScript = `(function(){var d=document,w=window,h=d.documentElement;${pageLoader}${floorCheck}${popover}${intents}${exclusiveDetails}${earlyInputScript}})();`;
