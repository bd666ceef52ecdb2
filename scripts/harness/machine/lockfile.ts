/**
 * Adds to package-lock.json the platform builds of optional packages (Next's compiler, Tailwind's
 * engine… for macOS, Windows) that `npm install` leaves out, our registry mirror carrying only the
 * Linux ones; `npm ci` refuses the lockfile without them. Each gets the version its parent asks for
 * and the os, cpu and libc its name states, so npm skips it elsewhere without fetching anything.
 */
type Entry = { optionalDependencies?: Record<string, string> } & Record<string, unknown>;
type Lockfile = { packages: Record<string, Entry> };

const OS = 'android darwin freebsd linux openharmony win32 sunos aix netbsd openbsd'.split(' ');
const CPU = 'arm64 x64 ia32 arm loong64 ppc64 riscv64 s390x wasm32 mips64el'.split(' ');

/** '@next/swc-linux-arm64-musl' → { os: ['linux'], cpu: ['arm64'], libc: ['musl'] } */
export function platformOf(name: string) {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!cpu) return undefined;
  const named = (prefix: string) => os === 'linux' && parts.some((part) => part.startsWith(prefix));
  const libc = named('musl') ? 'musl' : named('gnu') ? 'glibc' : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

export function completeLockfile(lock: Lockfile) {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const hoisted = `node_modules/${name}`;
      if (lock.packages[`${path}/${hoisted}`] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      // Only exact versions of platform builds are filled in; anything else is a real gap.
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) continue;
      lock.packages[hoisted] = { version: range, ...platform, optional: true };
      added.push(`${name}@${range}`);
    }
  }
  // The root entry ('') sorts first.
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)),
  );
  return added;
}
