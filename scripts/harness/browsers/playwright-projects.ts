import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Each project of playwright.config.ts with the projects it depends on, as the configuration
 * declares them in this environment. Read in a process of its own: the configuration is a
 * module for tsx, which a test's own transform would rewrite.
 */
export async function playwrightProjects(env: NodeJS.ProcessEnv = process.env) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      "const { default: config } = await import('./playwright.config.ts'); console.log(JSON.stringify(config.projects.map((p) => [p.name, p.dependencies ?? []])));",
    ],
    { env, encoding: 'utf8' },
  );
  // Against a deployed site the configuration first says what it leaves out.
  return new Map(JSON.parse(stdout.trim().split('\n').at(-1)!) as [string, string[]][]);
}
