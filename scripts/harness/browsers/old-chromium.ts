/**
 * The old Chromium builds of the browser floor (Next 16 supports Chrome and Edge 111+): the
 * npm packages chromium-112 and chromium-119, aliases of @sparticuz/chromium (made for
 * serverless functions), each ship one Linux x64 Chromium, brotli-packed.
 *
 * Their own `executablePath()` unpacks to /tmp/chromium and returns any file already there,
 * whatever its version: another checkout's, another user's, the other alias's. So each
 * version is unpacked here from its package's own file, to a directory named by the
 * package's version in the user's cache, once per machine, and reused after. The binary is
 * written under a temporary name and renamed, so an interrupted run, or two at once, never
 * leave half a binary behind.
 *
 * e2e/old-chromium.setup.ts unpacks them before their Playwright projects.
 */
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import type { LaunchOptions } from '@playwright/test';
import { isExecutableFile } from '../../serving/executables';
import { CHROMIUM_ARGS } from './engines';

/** The major versions of the floor, each the name of its npm alias (`chromium-112`). */
export const OLD_CHROMIUMS = ['112', '119'];

/** Where the unpacked builds stay: the user's cache (XDG), not a /tmp name others share. */
export function oldChromiumCache(
  env: Record<string, string | undefined> = process.env,
  home = homedir(),
) {
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'candidia-browsers');
}

const require = createRequire(import.meta.url);

/** An installed npm package's directory and version. */
function installedPackage(name: string) {
  const file = require.resolve(`${name}/package.json`);
  return { dir: dirname(file), version: require(file).version };
}

/**
 * One old Chromium: its packed file in node_modules, where it is (or will be) unpacked, and
 * Playwright's launch options. Only paths: nothing is read or written here. The machine
 * is injected for the tests (environment, home, where an npm package is installed).
 */
export function oldChromium(
  major: string,
  {
    env = process.env,
    home = homedir(),
    locatePackage = installedPackage,
  }: {
    env?: Record<string, string | undefined>;
    home?: string;
    locatePackage?: (name: string) => { dir: string; version: string };
  } = {},
): { name: string; packed: string; path: string; launchOptions: LaunchOptions } {
  const { dir, version } = locatePackage(`chromium-${major}`);
  const path = join(oldChromiumCache(env, home), `chromium-${version}`, 'chromium');
  return {
    name: `Chromium ${major} (npm chromium-${major}, @sparticuz/chromium ${version}) at ${path}`,
    packed: join(dir, 'bin', 'chromium.br'),
    path,
    // No zygote: these builds are made for serverless functions, which have none.
    launchOptions: { executablePath: path, args: [...CHROMIUM_ARGS, '--no-zygote'] },
  };
}

/** Unpacks one old Chromium unless it already was, and returns it (see oldChromium). */
export async function unpackOldChromium(major: string) {
  const build = oldChromium(major);
  if (isExecutableFile(build.path)) return build;
  mkdirSync(dirname(build.path), { recursive: true });
  const partial = `${build.path}.${process.pid}.partial`;
  try {
    await pipeline(
      createReadStream(build.packed),
      createBrotliDecompress(),
      createWriteStream(partial, { mode: 0o755 }),
    );
    await rename(partial, build.path);
  } finally {
    await rm(partial, { force: true });
  }
  return build;
}
