/** The page's scripts moved out: the loader's data block, the payload, what fails the build. */
import { PAGE_SCRIPTS_ID } from '../../../lib/browser/contract';
import { FLIGHT_BOOTSTRAP, bodyScript } from './scripts';
import { SHEET, TURBOPACK, page, LOADER, optimized } from './next-page.fixture';

describe('the page’s scripts and payload', () => {
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
});
