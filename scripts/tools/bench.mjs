#!/usr/bin/env node
/**
 * `npm run bench`: builds the export, serves it like `npm start` does, runs Lighthouse
 * (mobile) three times on every route in the local Chromium, and prints two tables of
 * medians:
 * - simulated throttling, Lighthouse's default and the source of its score: the four
 *   category scores, FCP, LCP, TBT, CLS and the bytes transferred by kind;
 * - real throttling (`--throttling-method=devtools`: the page really loads over a slow
 *   4G link on a CPU slowed 4×), which measures rather than estimates: FCP, LCP, TBT.
 *
 * Lighthouse 13 needs Node 22.19 or newer. The project runs on Node 20, so the
 * benchmark brings Node 22 from the npm registry (`npm exec --package=node@22…`, cached
 * by npm after the first run) and runs the Lighthouse of package-lock.json with it.
 *
 *   npm run bench                      build, then measure every route
 *   npm run bench -- --no-build        measure the existing out/
 *   npm run bench -- --runs 5 /tarifs  five runs of one route
 *   npm run bench -- --no-devtools     the simulated table only
 *   npm run bench -- --readme          also write the tables into README.md
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, findBrowser } from '../lib/browser.mjs';
import { exportPages } from '../lib/page-text.mjs';
import { isMain } from '../lib/main-module.mjs';

const NODE_FOR_LIGHTHOUSE = 'node@22.23.3';
const PORT = Number(process.env.BENCH_PORT ?? 4310);
const RESULTS = 'bench-results';

const args = process.argv.slice(2);
const flag = (name) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [, value] = args.splice(index, 2);
  return value;
};
const build = !flag('--no-build');
const devtools = !flag('--no-devtools');
const writeReadme = flag('--readme');
const runs = Number(option('--runs', '3'));

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

/** Every page of the export except the 404 page, the home page first. */
function routesOfExport() {
  const routes = [...exportPages('out')]
    .map(({ route }) => route)
    .filter((route) => route !== '/404');
  return routes.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

async function startServer() {
  const server = spawn(process.execPath, ['scripts/tools/serve.mjs', '--port', String(PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  return server;
}

/** The Node 22 binary of the npm package, fetched (or found in npm's cache) once. */
function nodeForLighthouse() {
  const result = spawnSync(
    'npm',
    ['exec', '--yes', `--package=${NODE_FOR_LIGHTHOUSE}`, '--', 'node', '-p', 'process.execPath'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0)
    throw new Error(`could not get ${NODE_FOR_LIGHTHOUSE} from the npm registry`);
  return result.stdout.trim();
}

function lighthouseOnce(node, url, outputPath, method) {
  run(
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
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

/**
 * One Lighthouse report. Lighthouse now and then fails to record a trace (NO_NAVSTART,
 * NO_FCP): such a run is retried, twice at most, rather than sinking the whole bench.
 */
function lighthouse(node, url, outputPath, method) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const report = lighthouseOnce(node, url, outputPath, method);
      if (!report.runtimeError) return report;
      throw new Error(report.runtimeError.message);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`  retrying (${error.message.split('\n')[0]})\n`);
    }
  }
}

const RESOURCE_KINDS = { Document: 'html', Script: 'js', Stylesheet: 'css', Font: 'fonts' };

/** The figures of one Lighthouse report that the table shows. */
export function figuresOf(report) {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const bytes = { html: 0, js: 0, css: 0, fonts: 0 };
  for (const request of report.audits['network-requests']?.details?.items ?? []) {
    const kind = RESOURCE_KINDS[request.resourceType];
    if (kind) bytes[kind] += request.transferSize ?? 0;
  }
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...bytes,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)}`;

export function table(rows, runCount) {
  const header = [
    'Route',
    'Perf.',
    'A11y',
    'Best pr.',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'HTML KB',
    'JS KB',
    'CSS KB',
    'Fonts KB',
  ];
  const lines = rows.map(({ route, figures: f }) => [
    `\`${route}\``,
    f.performance,
    f.accessibility,
    f.bestPractices,
    f.seo,
    seconds(f.fcp),
    seconds(f.lcp),
    `${Math.round(f.tbt)} ms`,
    f.cls.toFixed(3),
    kilobytes(f.html),
    kilobytes(f.js),
    kilobytes(f.css),
    kilobytes(f.fonts),
  ]);
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...lines.map((line) => `| ${line.join(' | ')} |`),
    '',
    `Medians of ${runCount} Lighthouse runs per route (mobile, simulated throttling); bytes as transferred (compressed).`,
  ].join('\n');
}

/** The second table: what the page really does over a slow link (devtools throttling). */
export function devtoolsTable(rows, runCount) {
  const header = ['Route', 'FCP', 'LCP', 'TBT', 'CLS'];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map(
      ({ route, figures: f }) =>
        `| \`${route}\` | ${seconds(f.fcp)} | ${seconds(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} |`,
    ),
    '',
    `Medians of ${runCount} Lighthouse runs per route (mobile, \`--throttling-method=devtools\`: Slow 4G, 150 ms round trip and 1.6 Mbit/s before Lighthouse's adjustment, CPU 4× slower, applied for real).`,
  ].join('\n');
}

/** The machine the figures come from, for the heading. */
function machine() {
  const cores = cpus();
  const memory = Math.round(totalmem() / 2 ** 30);
  return `${process.platform} ${process.arch}, ${cores.length} × ${cores[0]?.model.trim() ?? 'CPU'}, ${memory} GiB`;
}

async function main() {
  const lighthouseVersion = JSON.parse(
    readFileSync('node_modules/lighthouse/package.json', 'utf8'),
  ).version;
  if (build) run('npm', ['run', '--silent', 'build']);
  const routes = args.length ? args : routesOfExport();
  mkdirSync(RESULTS, { recursive: true });
  const node = nodeForLighthouse();
  const server = await startServer();
  const methods = devtools ? ['simulate', 'devtools'] : ['simulate'];
  const rows = Object.fromEntries(methods.map((method) => [method, []]));
  try {
    for (const method of methods) {
      for (const route of routes) {
        const samples = [];
        for (let index = 1; index <= runs; index += 1) {
          const page = route === '/' ? 'accueil' : route.slice(1).replace(/\//g, '_');
          const name = `${page}-${method}-${index}.json`;
          process.stderr.write(
            `Lighthouse ${lighthouseVersion} · ${method} · ${route} · run ${index}/${runs}\n`,
          );
          const url = `http://localhost:${PORT}${route}`;
          samples.push(figuresOf(lighthouse(node, url, join(RESULTS, name), method)));
        }
        const figures = Object.fromEntries(
          Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
        );
        rows[method].push({ route, figures });
      }
    }
  } finally {
    server.kill();
  }
  const tables = [table(rows.simulate, runs)];
  if (devtools) tables.push(devtoolsTable(rows.devtools, runs));
  const output = tables.join('\n\n');
  const date = new Date().toISOString().slice(0, 10);
  const heading = `Lighthouse ${lighthouseVersion} on Node 22 (npm package ${NODE_FOR_LIGHTHOUSE}), ${findBrowser().name}, ${date}, on ${machine()}.`;
  writeFileSync(
    join(RESULTS, 'latest.json'),
    JSON.stringify({ date, lighthouseVersion, runs, machine: machine(), rows }, null, 2),
  );
  console.log(`\n${heading}\n\n${output}`);
  if (writeReadme) {
    const readme = readFileSync('README.md', 'utf8');
    const start = '<!-- bench:start -->';
    const end = '<!-- bench:end -->';
    if (!readme.includes(start)) throw new Error('README.md has no bench markers');
    const updated = readme.replace(
      new RegExp(`${start}[\\s\\S]*${end}`),
      `${start}\n${heading}\n\n${output}\n${end}`,
    );
    writeFileSync('README.md', updated);
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
