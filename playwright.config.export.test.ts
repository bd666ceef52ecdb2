import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { playwrightProjects } from './scripts/harness/browsers/playwright-projects';

/**
 * The end-to-end suite split across machines (`npx playwright test --shard=i/n`, docs/testing.md)
 * runs every test of one unsharded run exactly once: Playwright lists each shard's tests
 * (`--list`), for n = 2, 3 and 4, and the shards must be disjoint and add up to the whole. A
 * setup project (old-chromium; deployment, against a deployed site) is no shard's own:
 * Playwright takes it out before it shards and runs it again in every shard that has a test
 * of a project depending on it, and only there.
 *
 * In the `export` project because what is listed depends on out/: the accessibility spec
 * reads it to know which pages differ without JavaScript, and the deployment check runs only
 * when out/_headers is there to compare with. Listed as the suite runs, once out/ is built.
 */

const run = promisify(execFile);
const cli = resolve('node_modules/@playwright/test/cli.js');
const SHARD_COUNTS = [2, 3, 4];

/** One test as Playwright lists it, and the project that runs it. */
interface Listed {
  project: string;
  /** `[project] › file:line › describe › title`, as a person finds it in a report. */
  key: string;
}

/** What the JSON reporter writes for a suite of `--list` (the fields read here). */
interface JsonSuite {
  title: string;
  file: string;
  suites?: JsonSuite[];
  specs: { title: string; line: number; tests: { projectName: string }[] }[];
}

/** Every test of a JSON report, in its order (`describes`: the titles of the suites around). */
function testsOf(suites: JsonSuite[], describes: string[] | null = null): Listed[] {
  return suites.flatMap((suite) => {
    // The top level's suites are the files, named in each key with the test's line.
    const titles = describes === null ? [] : [...describes, suite.title];
    return [
      ...suite.specs.flatMap((spec) =>
        spec.tests.map(({ projectName }) => ({
          project: projectName,
          key: [`[${projectName}]`, `${suite.file}:${spec.line}`, ...titles, spec.title].join(
            ' › ',
          ),
        })),
      ),
      ...testsOf(suite.suites ?? [], titles),
    ];
  });
}

type Env = Record<string, string | undefined>;

/** This environment, but Jest's marks: Playwright refuses to run where it sees one. */
function environment(env: Env): NodeJS.ProcessEnv {
  const result = { ...process.env, ...env };
  for (const name of Object.keys(result)) if (name.startsWith('JEST_')) delete result[name];
  return result;
}

/** `playwright test --list`, with these arguments, as the JSON reporter lists it. */
async function list(args: string[], env: Env, dir: string): Promise<Listed[]> {
  // A file per listing: against a deployed site the configuration writes to stdout first.
  const file = join(dir, `${args.join('-').replace(/\W/g, '_') || 'all'}.json`);
  await run(process.execPath, [cli, 'test', '--list', '--reporter=json', ...args], {
    env: environment({ ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: file }),
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    suites: JsonSuite[];
    errors: unknown[];
  };
  expect(report.errors).toEqual([]);
  return testsOf(report.suites);
}

/** Each project's dependencies, as playwright.config.ts declares them in this environment. */
const dependenciesOf = (env: Env) => playwrightProjects(environment(env));

/**
 * What is wrong with these shards of `whole` (the unsharded listing), in words; none when the
 * projects' tests are spread over the shards exactly once each, and each shard runs the setup
 * projects its own projects depend on, whole, and no other.
 */
export function shardProblems(
  whole: Listed[],
  shards: Listed[][],
  dependencies: Map<string, string[]>,
): string[] {
  const problems: string[] = [];
  const setup = new Set([...dependencies.values()].flat());
  const name = (index: number) => `shard ${index + 1}/${shards.length}`;
  const inWhole = new Set(whole.map((test) => test.key));
  const shardsOf = new Map<string, number[]>();

  shards.forEach((shard, index) => {
    const seen = new Set<string>();
    for (const { key } of shard) {
      if (seen.has(key)) problems.push(`${name(index)} lists ${key} twice`);
      seen.add(key);
      if (!inWhole.has(key))
        problems.push(`${name(index)} lists ${key}, which the whole suite does not`);
    }
    // Its setup: that of the projects it runs, whole, and nothing else.
    const projects = new Set(
      shard.filter((test) => !setup.has(test.project)).map((t) => t.project),
    );
    const needed = new Set([...projects].flatMap((project) => dependencies.get(project) ?? []));
    const expected = whole.filter((test) => needed.has(test.project)).map((test) => test.key);
    const actual = shard.filter((test) => setup.has(test.project)).map((test) => test.key);
    for (const key of expected.filter((key) => !actual.includes(key)))
      problems.push(`${name(index)} runs projects that depend on ${key}, but not it`);
    for (const key of actual.filter((key) => !expected.includes(key)))
      problems.push(`${name(index)} runs ${key}, which none of its projects depends on`);
    for (const { key, project } of shard) {
      if (!setup.has(project)) shardsOf.set(key, [...(shardsOf.get(key) ?? []), index]);
    }
  });
  for (const { key, project } of whole) {
    if (setup.has(project)) continue;
    const found = shardsOf.get(key) ?? [];
    if (found.length === 0) problems.push(`no shard runs ${key}`);
    if (new Set(found).size > 1)
      problems.push(`${[...new Set(found)].map(name).join(' and ')} both run ${key}`);
  }
  return problems;
}

describe('the checker of the shards', () => {
  const test = (project: string, title: string) => ({ project, key: `[${project}] › ${title}` });
  const unpack = test('old-chromium', 'unpacks');
  const [a, b, c] = ['a', 'b', 'c'].map((title) => test('desktop', title));
  const old = test('chromium-112', 'old');
  const whole = [unpack, a!, b!, c!, old];
  const dependencies = new Map([
    ['desktop', []],
    ['old-chromium', []],
    ['chromium-112', ['old-chromium']],
  ]);

  it('passes shards that split the projects and repeat their setup where it is needed', () => {
    expect(
      shardProblems(
        whole,
        [
          [a!, b!],
          [unpack, c!, old],
        ],
        dependencies,
      ),
    ).toEqual([]);
  });

  it('finds a test in two shards, one in none, one twice in a shard, one from elsewhere', () => {
    expect(
      shardProblems(
        whole,
        [
          [a!, b!, b!],
          [unpack, b!, old, test('desktop', 'd')],
        ],
        dependencies,
      ),
    ).toEqual([
      'shard 1/2 lists [desktop] › b twice',
      'shard 2/2 lists [desktop] › d, which the whole suite does not',
      'shard 1/2 and shard 2/2 both run [desktop] › b',
      'no shard runs [desktop] › c',
    ]);
  });

  it('finds a setup project missing where a project needs it, or run where none does', () => {
    expect(
      shardProblems(
        whole,
        [
          [unpack, a!, b!],
          [c!, old],
        ],
        dependencies,
      ),
    ).toEqual([
      'shard 1/2 runs [old-chromium] › unpacks, which none of its projects depends on',
      'shard 2/2 runs projects that depend on [old-chromium] › unpacks, but not it',
    ]);
  });
});

describe.each([
  ['served from out/ (the web server, old-chromium)', {}, SHARD_COUNTS],
  // The same Playwright logic with one more setup project, which every project depends on:
  // one count, where no shard ends at a project's end. No server is asked: --list only
  // loads the configuration and the specs.
  ['against a deployed site (the deployment check first)', { BASE_URL: 'http://127.0.0.1:9' }, [3]],
] as [string, Env, number[]][])('the shards of the suite %s', (_, env, counts) => {
  let dir: string;
  let whole: Listed[];
  let dependencies: Map<string, string[]>;
  const shards = new Map<number, Listed[][]>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'candidia-shards-'));
    const each = counts.flatMap((count) =>
      Array.from({ length: count }, (_, index) => [index + 1, count] as const),
    );
    // The whole suite first: its run compiles every spec into Playwright's transform cache,
    // which every run shares. Started at once on a cold cache, the runs wrote and read the
    // same entries together, and a shard could list a test at another line.
    whole = await list([], env, dir);
    // Then every other listing at once, each a Playwright run loading the configuration and
    // the specs, compiled already.
    const [deps, ...sharded] = await Promise.all([
      dependenciesOf(env),
      ...each.map(([current, count]) => list([`--shard=${current}/${count}`], env, dir)),
    ]);
    dependencies = deps as Map<string, string[]>;
    each.forEach(([current, count], index) => {
      const listedShards = shards.get(count) ?? [];
      listedShards[current - 1] = sharded[index] as Listed[];
      shards.set(count, listedShards);
    });
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the suite of every engine, with its setup projects', () => {
    const projects = new Set(whole.map((test) => test.project));
    expect([...projects]).toEqual(
      expect.arrayContaining(['desktop', 'mobile', 'chromium-112', 'chromium-119']),
    );
    const setup = [...new Set([...dependencies.values()].flat())];
    expect(setup).toContain('old-chromium');
    if (env.BASE_URL) expect(setup).toContain('deployment');
    for (const project of setup) expect(projects).toContain(project);
    expect(whole.length).toBeGreaterThan(100);
  });

  it.each(counts)(
    'in %i shards: disjoint, adding up to the suite, each with its setup',
    (count) => {
      const listed = shards.get(count)!;
      expect(listed).toHaveLength(count);
      for (const shard of listed) expect(shard.length).toBeGreaterThan(0);
      expect(shardProblems(whole, listed, dependencies)).toEqual([]);
    },
  );

  it('would fail on a test listed in two shards', () => {
    const [first, ...others] = shards.get(counts[0]!)!;
    const setup = new Set([...dependencies.values()].flat());
    const moved = others[0]!.find((test) => !setup.has(test.project))!;
    expect(shardProblems(whole, [[...first!, moved], ...others], dependencies)).toContain(
      `shard 1/${counts[0]} and shard 2/${counts[0]} both run ${moved.key}`,
    );
  });
});
