/**
 * Every page of a built export against every invariant of scripts/site-build/verify.ts, the
 * read-back that ends `npm run build`, alone, on the export as it is now. `--report` prints
 * each page's figures against its budgets.
 *
 *   tsx scripts/gates/check-export.ts [--out out] [--report]
 */
import { parseArgs } from 'node:util';
import { pagesOf } from '../site-build/export/pages';
import {
  BARE_NEXT_BYTES,
  CODE_BUDGET,
  FIRST_ROUND_TRIP_BYTES,
  HOST_HEADER_BYTES,
  PAYLOAD_BUDGET,
  SHARED_CODE_BUDGET,
  figuresOf,
  sharedCode,
} from '../site-build/budgets';
import { HOST_ENCODINGS } from '../site-build/export/compression';
import { headersFileOf } from '../site-build/export/headers';
import { elementsOf, parseHtml } from '../site-build/export/html';
import { aheadBytes, speculatedFrom } from '../site-build/speculation';
import { exitOnProblems } from '../site-build/verify';

/** Each page's figures against its budgets, a line each, and the code every page carries. */
function figuresReport(outDir: string) {
  const rules = headersFileOf(outDir);
  const pages = pagesOf(outDir);
  const rows = pages.map((page) => {
    const elements = [...elementsOf(parseHtml(page.html))];
    const figures = figuresOf(outDir, page, rules, elements);
    const needed = figures.firstWindow.bytes;
    return [
      page.route,
      `${needed} (${figures.firstWindow.head})`,
      ...Object.values(figures.firstRoundTrips).map(
        ({ decoded, document }) => `${decoded - needed} (${document})`,
      ),
      `${figures.code} / ${CODE_BUDGET}`,
      String(figures.html),
      `${figures.payload} / ${PAYLOAD_BUDGET}`,
      String(aheadBytes(pages, speculatedFrom(page.route, elements), rules)),
    ];
  });
  const header = [
    'page',
    'first window (head)',
    ...Object.keys(HOST_ENCODINGS).map((encoding) => `margin, ${encoding} (whole)`),
    'code (gz -9)',
    'HTML (gz -9)',
    'payload (gz -9)',
    'ahead, at most',
  ];
  const shared = sharedCode(
    outDir,
    pagesOf(outDir, { all: true }).map(({ html }) => html),
  );
  return [
    `The first window: the bytes of HTML up to the end of its <head> and of its first window (of its <head> alone). Margins: what each host's first round trip of ${FIRST_ROUND_TRIP_BYTES} B (_headers, ${HOST_HEADER_BYTES} B of the host's own, then the HTML as it compresses it) decodes to beyond the first window, in bytes of HTML; the whole compressed HTML in brackets`,
    ...[header, ...rows].map((row) =>
      row.map((cell, index) => (index ? cell.padStart(28) : cell.padEnd(18))).join(''),
    ),
    `Code every page carries (the lightest page's): ${shared} / ${SHARED_CODE_BUDGET} B (gzip -9; a bare export's ${BARE_NEXT_BYTES} B and 5 KB)`,
    `Ahead, at most: what a page view may fetch of the next pages, in bytes: the response of each page it links to that its speculation rules name, once (its headers, the host's own, its document at the largest of the hosts' encodings); a link the visitor points at costs one of them (scripts/site-build/speculation.ts)`,
  ];
}

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'out' }, report: { type: 'boolean', default: false } },
});
if (values.report) console.log(figuresReport(values.out).join('\n'));
await exitOnProblems(values.out, `The pages of ${values.out}/:`);
console.log(
  `${pagesOf(values.out, { all: true }).length} pages of ${values.out}/, each as scripts/site-build/verify.ts wants it.`,
);
