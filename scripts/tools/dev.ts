/**
 * `npm run dev`: `next dev`, with the files it reads that a build step writes kept up to
 * date. Before Next starts, the icon sprite and the head script are written (npm's
 * `predev` writes the sprite; this writes the head script); then, whenever a file of
 * lib/browser/ or content/ changes, the head script is compiled again and written, and the
 * next load of a page has it (the root layout reads it at each render: lib/head-script-file.ts).
 * Arguments go to `next dev` (`npm run dev -- --port 4000`).
 *
 *   node --import tsx scripts/tools/dev.ts [next dev's options]
 *
 * In one process, not through tsx's command, which kills its child outright when the child
 * does not report a Ctrl+C within 30 ms (next dev would then outlive it): see serve.ts.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { writeHeadScript } from '../site-build/head-script';

await writeHeadScript();

/** Compiles again once the editor's writes have settled; a failed compile is reported, and waits for the next change. */
let timer: ReturnType<typeof setTimeout> | undefined;
function changed() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    writeHeadScript().then(
      (size) => console.log(`Head script written again (${size} characters): reload the page.`),
      (error: Error) => console.error(`Head script not compiled: ${error.message}`),
    );
  }, 100);
}
const watchers = ['lib/browser', 'content'].map((folder) =>
  watch(folder, { recursive: true }, changed),
);

const next = spawn('next', ['dev', ...process.argv.slice(2)], { stdio: 'inherit' });
const stop = () => {
  for (const watcher of watchers) watcher.close();
  next.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => {
  for (const watcher of watchers) watcher.close();
  process.exit(code ?? 0);
});
