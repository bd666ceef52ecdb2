import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The commands a person stops with Ctrl+C (`npm run serve`, `npm start`, `npm run dev`) must
 * let their script finish its own cleanup: serve.ts stops wrangler and removes its folder,
 * dev.ts stops next dev. tsx's command runs the script in a child process, relays the signal
 * and kills the child outright unless it reports the signal within 30 ms: on a busy machine
 * the script was killed mid-cleanup, its host left running (CI's local-server spec saw it).
 * Each command here runs, as npm would, a stand-in script whose event loop is busy when
 * Ctrl+C comes, and which then cleans up: the cleanup must happen.
 */
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};
const bin = resolve('node_modules/.bin');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'candidia-long-running-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['serve', 'scripts/tools/serve.ts'],
  ['start', 'scripts/tools/serve.ts'],
  ['dev', 'scripts/tools/dev.ts'],
])('npm run %s', (name, script) => {
  it('lets its script finish its cleanup after Ctrl+C, however late it answers', async () => {
    const done = join(dir, `${name}.done`);
    const standIn = join(dir, `${name}.ts`);
    writeFileSync(
      standIn,
      `import { writeFileSync } from 'node:fs';
// A busy machine: the event loop held for a second, Ctrl+C arriving meanwhile.
process.stdin.on('data', () => {
  console.log('busy');
  const start = Date.now();
  while (Date.now() - start < 1000) {}
});
process.on('SIGINT', () =>
  setTimeout(() => {
    writeFileSync(${JSON.stringify(done)}, 'cleaned up');
    process.exit(0);
  }, 100),
);
console.log('ready');
`,
    );
    // What npm runs last (`npm start` builds first), with the stand-in for the script.
    const command = scripts[name]!.split('&&').at(-1)!.trim();
    expect(command).toContain(script);
    // As a terminal runs it: in a process group of its own, which Ctrl+C reaches whole.
    const child = spawn('sh', ['-c', command.replace(script, standIn)], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    const said = async (text: string) => {
      while (!output.includes(text)) await once(child.stdout!, 'data');
    };
    await said('ready');
    child.stdin!.write('\n');
    await said('busy');
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    expect(readFileSync(done, 'utf8')).toBe('cleaned up');
    child.stdin!.destroy();
  }, 30_000);
});
