/**
 * `npm run bench`: Lighthouse (mobile) on every route of the export, served as `npm start` serves
 * it (Cloudflare Pages' runtime), with simulated throttling (Lighthouse's score) and real throttling (`devtools`), which
 * measures rather than estimates. Lighthouse 13 needs Node 22.19+: it runs on the Node that runs
 * this script, the project's own (package.json's `node`, first on the PATH of npm's scripts).
 *
 *   npm run bench                      build, then measure every route
 *   npm run bench -- --no-build        measure the existing out/
 *   npm run bench -- --no-build --out /tmp/landed-out   measure another export
 *   npm run bench -- --no-build --out /tmp/landed-out --out out   two exports side by side, taken
 *                                      in turn run by run, and a table of both
 *   npm run bench -- --runs 5 /tarifs  five runs of one route
 *   npm run bench -- --no-devtools     the simulated table only
 *   npm run bench -- --no-simulate     the real-throttling table only
 *   npm run bench -- --brotli 4        the pages compressed at brotli quality 4 (Cloudflare's
 *                                      lowest on the fly), not as wrangler sends them (5)
 *   npm run bench -- --docs            also write the tables into docs/figures.md
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS } from '../harness/browsers/engines';
import { chromiumPath, findBrowser } from '../harness/browsers/lookup';
import { startWrangler } from '../serving/wrangler-host';
import {
  compressionOf,
  figuresOf,
  median,
  sideBySide,
  tables,
  type Figures,
  type LighthouseReport,
} from '../harness/bench/figures';
import { responseOnTheWire } from '../harness/checks/deployment';
import { startRecompressing } from '../harness/bench/recompress';
import { pagesOf } from '../site-build/export/pages';

const RESULTS = 'bench-results';
const FIGURES_DOC = 'docs/figures.md';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', multiple: true, default: ['out'] },
    'no-devtools': { type: 'boolean', default: false },
    'no-simulate': { type: 'boolean', default: false },
    brotli: { type: 'string' },
    docs: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(values.runs);

// Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): retried twice at most.
async function lighthouse(node: string, url: string, outputPath: string, method: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Awaited, not run synchronously: this process serves the export meanwhile.
      const child = spawn(
        node,
        [
          'node_modules/lighthouse/cli/index.js',
          url,
          '--quiet',
          '--output=json',
          `--output-path=${outputPath}`,
          `--chrome-path=${chromiumPath()}`,
          `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--throttling-method=${method}`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const [status] = await once(child, 'exit');
      if (status !== 0) throw new Error(`Lighthouse failed (${status})`);
      const report: LighthouseReport = JSON.parse(readFileSync(outputPath, 'utf8'));
      if (!report.runtimeError) return report;
      throw new Error(report.runtimeError.message);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`  retrying (${(error as Error).message.split('\n')[0]})\n`);
    }
  }
}

const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8'));
if (!values['no-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
const outDirs = values.out;
if (outDirs.some((dir) => dir !== 'out') && !values['no-build'])
  throw new Error('--out measures an export built already: add --no-build');
for (const outDir of outDirs)
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`${outDir}/ has no export: run \`npm run build\``);
const routes = positionals.length
  ? positionals
  : pagesOf(outDirs[0])
      .map(({ route }) => route)
      .filter((route) => route !== '/404')
      .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
mkdirSync(RESULTS, { recursive: true });
const node = process.execPath;
const hosts = [];
for (const outDir of outDirs) {
  const wrangler = await startWrangler({ outDir });
  const recompressing = values.brotli
    ? await startRecompressing(wrangler.url, Number(values.brotli))
    : null;
  hosts.push({
    outDir,
    url: recompressing?.url ?? wrangler.url,
    stop: async () => {
      await recompressing?.stop();
      await wrangler.stop();
    },
  });
}
// What the host sent for the home page, and the compression level that matches it.
const home = await responseOnTheWire(hosts[0]!.url, '/', 'gzip, deflate, br');
const compression = compressionOf(
  readFileSync(join(outDirs[0]!, 'index.html')),
  home.headers['content-encoding'] ?? '',
  home.body.length,
);
const methods = [
  ...(values['no-simulate'] ? [] : ['simulate']),
  ...(values['no-devtools'] ? [] : ['devtools']),
];
// Each export's rows, by method; the exports taken in turn, run by run.
const rowsOf = hosts.map(() => ({}) as Record<string, { route: string; figures: Figures }[]>);
try {
  for (const method of methods) {
    for (const rows of rowsOf) rows[method] = [];
    for (const route of routes) {
      const samples = hosts.map(() => [] as Figures[]);
      for (let index = 1; index <= runs; index += 1) {
        for (const [at, host] of hosts.entries()) {
          process.stderr.write(
            `Lighthouse ${version} · ${method} · ${route} · ${host.outDir} · run ${index}/${runs}\n`,
          );
          const name = `${at + 1}-${route === '/' ? 'accueil' : route.slice(1).replace(/\//g, '_')}-${method}-${index}.json`;
          const url = `${host.url}${route}`;
          samples[at]!.push(figuresOf(await lighthouse(node, url, join(RESULTS, name), method)));
        }
      }
      for (const [at, rows] of rowsOf.entries()) {
        const keys = Object.keys(samples[at]![0]!) as (keyof Figures)[];
        const figures = Object.fromEntries(
          keys.map((key) => [key, median(samples[at]!.map((sample) => sample[key]))]),
        );
        rows[method]!.push({ route, figures: figures as Figures });
      }
    }
  }
} finally {
  for (const host of hosts) await host.stop();
}
const cores = cpus();
const machine = `${process.platform} ${process.arch}, ${cores.length} × ${cores[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
const date = new Date().toISOString().slice(0, 10);
const heading = `Lighthouse ${version} on Node ${process.versions.node}, ${findBrowser().name}, ${date}, on ${machine}. ${outDirs.join(', ')} served by \`wrangler pages dev\`${values.brotli ? `, their pages compressed again at brotli ${values.brotli}` : ', compressed as it sends them'}: the home page in ${compression}.`;
const rows = rowsOf.at(-1)!;
const output = [
  ...(hosts.length > 1 ? [sideBySide(rowsOf, outDirs, runs)] : []),
  tables(rows, runs),
].join('\n\n');
writeFileSync(
  join(RESULTS, 'latest.json'),
  JSON.stringify(
    { date, lighthouseVersion: version, runs, machine, compression, exports: outDirs, rowsOf },
    null,
    2,
  ),
);
console.log(`\n${heading}\n\n${output}`);
if (values.docs) {
  const doc = readFileSync(FIGURES_DOC, 'utf8');
  const [start, end] = ['<!-- bench:start -->', '<!-- bench:end -->'];
  const marked = new RegExp(`${start}[\\s\\S]*${end}`);
  if (!marked.test(doc)) throw new Error(`${FIGURES_DOC} has no bench markers`);
  writeFileSync(FIGURES_DOC, doc.replace(marked, `${start}\n${heading}\n\n${output}\n${end}`));
}
