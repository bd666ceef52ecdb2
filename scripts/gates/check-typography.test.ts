import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageLines } from '../lib/export';
import { NBSP, NNBSP, typographyReport } from '../lib/french-typography';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Page</title></head><body>${body}</body></html>`;

describe('the French typography gate', () => {
  it('reports each offence with its page and rule, then how to fix each rule', () => {
    const report = typographyReport([
      { route: '/tarifs', lines: ['Pourquoi ?', `Essai de 7${NBSP}jours`] },
      { route: '/faq', lines: ['Essai de 7 jours', 'Combien ?'] },
    ]);
    expect(report.slice(0, 4)).toEqual([
      '/tarifs: before ; ! ?: “Pourquoi ?”',
      '/faq: number and word: “Essai de 7 jours”',
      '/faq: before ; ! ?: “Combien ?”',
      '',
    ]);
    expect(report[4]).toBe('3 typography offence(s). How to fix them:');
    expect(report.slice(5)).toEqual([
      expect.stringMatching(/^ {2}before ; ! \?: an ordinary space, or none, .*fix:typography/),
      expect.stringMatching(/^ {2}number and word: .*formatCount\(\)/),
    ]);
  });

  it('has nothing to say about French typography', () => {
    expect(
      typographyReport([
        { route: '/', lines: [`Pourquoi${NNBSP}? Note${NBSP}: 1${NNBSP}247${NBSP}entreprises`] },
      ]),
    ).toEqual([]);
  });

  it('reads the visible text, across inline elements, and fails a built page (tsx scripts/gates/check-typography.ts)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'typography-'));
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gates/check-typography.ts', dir], {
        encoding: 'utf8',
      });
    try {
      writeFileSync(join(dir, 'index.html'), page(`<p>Essai de <strong>7</strong> jours.</p>`));
      const failed = run();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('/: number and word: “Essai de 7 jours.”');
      writeFileSync(
        join(dir, 'index.html'),
        page(`<p>Essai de <strong>7</strong>${NBSP}jours.</p><p lang="en">Why?</p>`),
      );
      const passed = run();
      expect(passed.stderr).toBe('');
      expect(passed.status).toBe(0);
      expect(passed.stdout).toBe('French typography: 1 pages checked, no offence.\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks what <noscript> shows, as a visitor without JavaScript reads it', () => {
    const lines = pageLines(
      page('<noscript><p>Sans JavaScript : rien n’est envoyé.</p></noscript>'),
    );
    expect(lines).toEqual(['Page', 'Sans JavaScript : rien n’est envoyé.']);
    expect(typographyReport([{ route: '/', lines }])[0]).toBe(
      '/: before :: “Sans JavaScript : rien n’est envoyé.”',
    );
  });
});
