/**
 * Whether a module is the script Node was asked to run (`node scripts/…/x.mjs`), so that a
 * file can be both imported (by tests, by other scripts) and run as a command.
 *
 * Compares real paths rather than URLs: `import.meta.url` is percent-encoded and has its
 * symlinks resolved, while `process.argv[1]` is neither. Comparing it with a `file://` URL
 * built from `process.argv[1]` is false in a checkout under `~/Mes projets/` or
 * `/home/andré/`, or reached through a symlink, and the command then exits 0 having done
 * nothing.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isMain(moduleUrl, entry = process.argv[1]) {
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
