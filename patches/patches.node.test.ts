import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every patch of patches/ is applied in node_modules (the postinstall script's job): a line
 * it adds is missing when `npm ci` ran with scripts off, or when an upgrade replaced the
 * file. Checked here, in seconds, rather than found by the Firefox run minutes later.
 */
const patches = readdirSync('patches').filter((name) => name.endsWith('.patch'));

describe.each(patches)('%s', (name) => {
  const text = readFileSync(join('patches', name), 'utf8');
  const files = text.split(/^diff --git /m).slice(1);

  it('changes at least one file', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [file.match(/^a\/(\S+)/)![1]!, file]))(
    'is applied to %s',
    (path, file) => {
      const installed = readFileSync(path, 'utf8');
      const added = file
        .split('\n')
        .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
        .map((line) => line.slice(1))
        .filter((line) => line.trim() !== '');
      expect(added.length).toBeGreaterThan(0);
      expect(added.filter((line) => !installed.includes(line))).toEqual([]);
    },
  );
});
