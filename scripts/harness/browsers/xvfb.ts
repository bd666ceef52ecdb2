/**
 * Xvfb, the X server that draws into memory: the display of WebKit's MiniBrowser
 * (./webkit/driver.ts) and of the link bench's visitor (../navigations/visitor.ts).
 */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { aliveUntil } from './child-processes';

/**
 * Starts Xvfb on a free display; returns the child and the display (":1"). `screen`: its
 * size and depth; `fbdir`: a folder where Xvfb keeps its screen as a file (XWD), which can
 * be read at any moment (../navigations/visitor.ts takes screenshots from it).
 */
export async function startXvfb(
  xvfb: string,
  { screen = '1920x1080x24', fbdir }: { screen?: string; fbdir?: string } = {},
) {
  // -displayfd: Xvfb chooses a free display and writes its number to fd 3 once it accepts
  // clients, so two workers (or two checkouts) never race for one.
  const child = spawn(
    xvfb,
    [
      '-displayfd',
      '3',
      '-screen',
      '0',
      screen,
      '-nolisten',
      'tcp',
      ...(fbdir ? ['-fbdir', fbdir] : []),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const display = await aliveUntil(
    child,
    'Xvfb',
    new Promise<string>((resolve) => {
      let text = '';
      (child.stdio[3] as Readable).on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n')) resolve(`:${text.trim()}`);
      });
    }),
  );
  return { child, display };
}
