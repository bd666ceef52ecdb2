#!/usr/bin/env node
/**
 * Checks a deployed copy of the export against out/, over HTTP: every page, its .html and
 * trailing-slash addresses, an unknown path and every file, their statuses and the headers
 * of out/_headers, each page's CSP header against its <meta> (scripts/lib/deployment.mjs).
 * Run it from the build that was deployed, after each deployment:
 *
 *   node scripts/tools/check-deploy.mjs https://www.candidia.fr
 *   node scripts/tools/check-deploy.mjs http://127.0.0.1:8080 --out out --redirect 308
 *
 * --redirect: the statuses that count as the redirect of /tarifs.html and /tarifs/ (301
 * and 308 by default: Netlify sends 301, Cloudflare Pages and the nginx config 308).
 * Exits 1 and lists what differs; on GitHub Pages or a bucket, which send none of the
 * headers, that list is what visitors go without (README, "Deploying").
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deploymentProblems } from '../lib/deployment.mjs';
import { isMain } from '../lib/main-module.mjs';

const USAGE = 'Usage: node scripts/tools/check-deploy.mjs URL [--out out] [--redirect 301,308]';

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        out: { type: 'string', default: 'out' },
        redirect: { type: 'string', default: '301,308' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const redirectStatuses = values.redirect.split(',').map(Number);
  let origin;
  try {
    origin = new URL(positionals[0] ?? '').origin;
  } catch {
    origin = undefined;
  }
  if (positionals.length !== 1 || !origin || redirectStatuses.some((status) => !status)) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!existsSync(join(values.out, '_headers'))) {
    console.error(`${values.out}/_headers is missing: build the export that was deployed first.`);
    process.exit(2);
  }
  const { checked, problems } = await deploymentProblems(origin, {
    outDir: values.out,
    redirectStatuses,
  });
  if (problems.length) {
    console.error(
      `${origin}: ${problems.length} problems in ${checked} URLs, against ${values.out}/:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`${origin}: ${checked} URLs checked, each answered as ${values.out}/ says.`);
}

if (isMain(import.meta.url)) await main();
