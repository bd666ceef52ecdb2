/**
 * The head script's text, written before Next starts and read by the root layout: the same
 * text as a compile of the source, and a clear error where it was never written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headScript } from './browser-code';
import { HEAD_SCRIPT_FILE, shippedHeadScript } from '../../lib/head-script-file';
import { writeHeadScript } from './head-script';

describe('the head script, written then read', () => {
  const root = process.cwd();
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'head-script-'));
    process.chdir(folder);
  });
  afterEach(() => {
    process.chdir(root);
    rmSync(folder, { recursive: true, force: true });
  });

  it('is read as the compiler writes it', async () => {
    const size = await writeHeadScript();
    expect(shippedHeadScript()).toBe(await headScript());
    expect(shippedHeadScript()).toHaveLength(size);
  });

  it('says what writes it when it is missing', () => {
    expect(() => shippedHeadScript()).toThrow(
      `${HEAD_SCRIPT_FILE} is missing. It is written by 'npm run build' and 'npm run dev'`,
    );
  });
});
