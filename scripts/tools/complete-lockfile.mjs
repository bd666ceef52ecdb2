#!/usr/bin/env node
/**
 * Adds to package-lock.json the platform-specific optional packages (the macOS and
 * Windows builds of Next's compiler, of Tailwind's engine, …) that `npm install` left
 * out because the registry mirror of our build machines only carries the Linux ones.
 * Without them `npm ci` refuses the lockfile as out of sync.
 *
 * Each added entry carries the version that its parent asks for and the os/cpu/libc
 * its name states, so npm skips it on other platforms without fetching anything, and
 * fetches it from the registry on the platform it is for.
 *
 * Run it after every `npm install` that changes package-lock.json:
 *   npm install <package> && node scripts/tools/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isMain } from '../lib/main-module.mjs';

const LOCKFILE = 'package-lock.json';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
  'mips64el',
];

/** '@next/swc-linux-arm64-musl' → { os: ['linux'], cpu: ['arm64'], libc: ['musl'] } */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!cpu) return undefined;
  const platform = {};
  if (os) platform.os = [os];
  platform.cpu = [cpu];
  if (os === 'linux') {
    if (parts.some((part) => part.startsWith('musl'))) platform.libc = ['musl'];
    else if (parts.some((part) => part.startsWith('gnu'))) platform.libc = ['glibc'];
  }
  return platform;
}

export function completeLockfile(lock) {
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      // Only exact versions of platform builds are filled in; anything else is a real gap.
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) continue;
      lock.packages[hoisted] = { version: range, ...platform, optional: true };
      added.push(`${name}@${range}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  return added;
}

if (isMain(import.meta.url)) {
  const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
  const added = completeLockfile(lock);
  writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}`
      : 'Lockfile complete.',
  );
}
