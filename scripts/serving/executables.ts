import { accessSync, constants } from 'node:fs';

/**
 * The machine as a lookup of a program sees it, injected by the tests: its environment and
 * which paths are executable. The hosts' lookup (./nginx-host.ts) and the browsers'
 * (scripts/harness/browsers/lookup.ts) take it.
 */
export interface Machine {
  env?: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
}

/** Whether `path` is a file this user may run. */
export function isExecutableFile(path: string) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
