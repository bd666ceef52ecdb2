/**
 * A deployed copy of the export against out/, over HTTP (scripts/lib/deployment.ts). Run it
 * from the build that was deployed, after each deployment. `--redirect`: the statuses that
 * count as the redirect of /tarifs.html and /tarifs/ (Netlify sends 301, Cloudflare Pages and
 * the nginx config 308). On GitHub Pages or a bucket, which send none of the headers, what it
 * lists is what visitors go without (README, "Deploying").
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deploymentProblems } from '../lib/deployment';

const USAGE = 'Usage: tsx scripts/tools/check-deploy.ts URL [--out out] [--redirect 301,308]';
function fail(text: string): never {
  console.error(text);
  process.exit(2);
}

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
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { out, redirect, help } = parsed.values;
if (help) {
  console.log(USAGE);
  process.exit(0);
}
const redirectStatuses = redirect.split(',').map(Number);
const [url = '', ...more] = parsed.positionals;
const origin = URL.canParse(url) ? new URL(url).origin : 'null';
if (more.length || origin === 'null' || redirectStatuses.some((status) => !status)) fail(USAGE);
if (!existsSync(join(out, '_headers')))
  fail(`${out}/_headers is missing: build the export that was deployed first.`);
const { checked, problems } = await deploymentProblems(origin, { outDir: out, redirectStatuses });
if (problems.length) {
  console.error(
    `${origin}: ${problems.length} problems in ${checked} URLs, against ${out}/:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`${origin}: ${checked} URLs checked, each answered as ${out}/ says.`);
