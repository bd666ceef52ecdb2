/**
 * A deployed copy of the export against out/ (scripts/harness/checks/deployment.ts), run from the build
 * that was deployed. `--redirect`: the statuses that count as the redirect of /tarifs.html and
 * /tarifs/ (Netlify sends 301, Cloudflare Pages and the nginx config 308). On GitHub Pages or a
 * bucket, which send none of the headers, it lists what visitors go without.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deploymentProblems } from '../harness/checks/deployment';

const USAGE = 'Usage: tsx scripts/tools/check-deploy.ts URL [--out out] [--redirect 301,308]';
function exit(text: string, status = 2): never {
  console.error(text);
  process.exit(status);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'out' },
      redirect: { type: 'string', default: '301,308' },
    },
  });
} catch (error) {
  exit(`${(error as Error).message}\n${USAGE}`);
}
const { out, redirect } = args.values;
const [url = '', ...more] = args.positionals;
const origin = URL.canParse(url) ? new URL(url).origin : 'null';
if (more.length || origin === 'null' || !/^\d{3}(,\d{3})*$/.test(redirect)) exit(USAGE);
if (!existsSync(join(out, '_headers')))
  exit(`${out}/_headers is missing: build the export that was deployed first.`);
const redirectStatuses = redirect.split(',').map(Number);
const { checked, problems } = await deploymentProblems(origin, { outDir: out, redirectStatuses });
if (problems.length)
  exit(
    `${origin}: ${problems.length} problems in ${checked} URLs, against ${out}/:\n  ${problems.join('\n  ')}`,
    1,
  );
console.log(`${origin}: ${checked} URLs checked, each answered as ${out}/ says.`);
