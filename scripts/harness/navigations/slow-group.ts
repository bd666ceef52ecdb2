/**
 * A slower phone without DevTools, for the visitor's Chromium (./visitor.ts): its renderers,
 * forked by its zygote, go into a cgroup given `cpu / slowdown` of one core (CFS quota,
 * cgroup v1 or v2; root, or a delegated cgroup), where DevTools' throttling would slow the
 * renderer's main thread. Where no cgroup can be made, the caller says the figures are at
 * full speed.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * A cgroup whose processes share `1 / slowdown` of a core, in slices of 10 ms; null where
 * none can be made here. Its processes go back to the root group when it is removed.
 */
export function slowGroup(slowdown: number) {
  const period = 10_000;
  const quota = Math.round(period / slowdown);
  const name = `candidia-visitor-${process.pid}-${Date.now()}`;
  const places = [
    // cgroup v2, its cpu controller enabled for children.
    {
      root: '/sys/fs/cgroup',
      ready: (root: string) =>
        existsSync(join(root, 'cgroup.subtree_control')) &&
        readFileSync(join(root, 'cgroup.subtree_control'), 'utf8').includes('cpu'),
      limit: (dir: string) => writeFileSync(join(dir, 'cpu.max'), `${quota} ${period}`),
    },
    // cgroup v1's cpu hierarchy.
    {
      root: '/sys/fs/cgroup/cpu',
      ready: (root: string) => existsSync(join(root, 'cpu.cfs_quota_us')),
      limit: (dir: string) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(period));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
      },
    },
  ];
  for (const { root, ready, limit } of places) {
    if (!ready(root)) continue;
    const dir = join(root, name);
    try {
      mkdirSync(dir);
      limit(dir);
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // Never made.
      }
      continue;
    }
    return {
      add(pid: number) {
        writeFileSync(join(dir, 'cgroup.procs'), String(pid));
      },
      remove() {
        try {
          for (const pid of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n'))
            if (pid) writeFileSync(join(root, 'cgroup.procs'), pid);
          rmdirSync(dir);
        } catch {
          // Its processes ended with the browser; the group goes with the next boot.
        }
      },
    };
  }
  return null;
}

/** The processes under `pid`, each with its command line, read from /proc. */
export function descendants(pid: number) {
  const parents = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
      commands.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // Gone since the listing.
    }
  }
  const found: { pid: number; command: string }[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push({ pid: child, command: commands.get(child) ?? '' });
      visit(child);
    }
  };
  visit(pid);
  return found;
}
