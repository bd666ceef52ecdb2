import { readFileSync } from 'node:fs';
import { completeLockfile, platformOf } from '../harness/machine/lockfile';

describe('package-lock.json', () => {
  it('lists every platform build that npm ci expects (run scripts/tools/complete-lockfile.ts after npm install)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(completeLockfile(lock)).toEqual([]);
  });

  it('reads the platform from the package name', () => {
    expect(platformOf('@next/swc-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@next/swc-linux-x64-musl')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['musl'],
    });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('some-package')).toBeUndefined();
  });
});
