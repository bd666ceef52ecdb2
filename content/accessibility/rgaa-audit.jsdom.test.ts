import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import axe from 'axe-core';
import { allRoutes, mainNavigation } from '@/content/site';
import type { LegalText } from '@/content/types';
import { axeCoreVersion, virtualScreenReaderVersion } from '@/content/legal/accessibility';
import { criterionStatus, drawSeveral, randomPageCount } from '@/lib/rgaa';
import { typographyOffences } from '@/scripts/harness/french/typography';
import { axeRgaaRules, axeRulesFor } from './axe-rules';
import { accessibilityMention, auditConformity } from './conformity';
import { auditBrowsers, drawnPages, rgaaAudit } from './rgaa-audit';
import { rgaaCriteria } from './rgaa-criteria';

const pageIds = rgaaAudit.sample.map((page) => page.id);
const overall = (pages: Readonly<Record<string, string>>) =>
  criterionStatus(Object.values(pages) as Parameters<typeof criterionStatus>[0]);

/** Every string a reader meets in a text of the statement. */
const stringsOf = (text: LegalText): string[] =>
  typeof text === 'string'
    ? [text]
    : text.flatMap((run) => (typeof run === 'string' ? [run] : 'text' in run ? [run.text] : []));

describe('the RGAA audit', () => {
  it('is dated with a valid ISO calendar day', () => {
    expect(rgaaAudit.date).toBe('2026-12-06');
    expect(new Date(`${rgaaAudit.date}T00:00:00Z`).toISOString()).toContain(rgaaAudit.date);
  });

  it('samples pages of the site, each once, by a kebab-case id', () => {
    expect(new Set(pageIds).size).toBe(pageIds.length);
    for (const id of pageIds) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const paths = allRoutes.map((route) => route.path as string);
    for (const page of rgaaAudit.sample) if ('path' in page) expect(paths).toContain(page.path);
    // The pages the RGAA's minimum sample asks for, where the site has them, the error page,
    // and the pages with a component of their own: the FAQ's accordion, the templates' notices.
    expect(rgaaAudit.sample.map((page) => ('path' in page ? page.path : page.id))).toEqual(
      expect.arrayContaining([
        '/',
        '/contact',
        '/mentions-legales',
        '/accessibilite',
        'erreur-404',
        '/faq',
        '/modeles',
        '/dashboard',
      ]),
    );
  });

  it('holds every first-level section of the main navigation', () => {
    const paths = rgaaAudit.sample.map((page) => page.path);
    expect(mainNavigation.length).toBe(5);
    for (const section of mainNavigation) expect(paths).toContain(section.href);
  });

  it('holds the pages drawn at random among the others, a tenth of the chosen ones, which the draw gives again', () => {
    const { seed, candidates, count, drawn } = rgaaAudit.draw;
    // The seed is the audit's date, written before the draw; the candidates, every page of
    // the site not chosen for the sample, in the order of content/site.ts.
    expect(seed).toBe(rgaaAudit.date);
    const chosen = rgaaAudit.sample.filter((page) => !page.path || !drawn.includes(page.path));
    expect(candidates).toEqual(
      allRoutes
        .map((route) => route.path)
        .filter((path) => !chosen.some((page) => page.path === path)),
    );
    // « au moins 10 % des pages de l’échantillon décrit supra », the error page among them.
    expect(count).toBe(randomPageCount(chosen.length));
    expect(count).toBeGreaterThanOrEqual(chosen.length / 10);
    expect(candidates.length).toBeGreaterThan(count);
    expect(drawSeveral(seed, candidates, count)).toEqual(drawn);
    expect(drawnPages).toEqual(drawn);
    for (const path of drawn)
      expect(rgaaAudit.sample.filter((page) => page.path === path)).toHaveLength(1);
  });

  it('judges the 106 criteria of RGAA 4.1.2, each once, in their order', () => {
    expect(rgaaAudit.criteria).toHaveLength(106);
    expect(rgaaAudit.criteria.map((audited) => audited.criterion)).toEqual(
      rgaaCriteria.map((criterion) => criterion.id),
    );
  });

  it('gives each criterion a status on every page of the sample, and no other page', () => {
    for (const { criterion, pages } of rgaaAudit.criteria) {
      expect({ criterion, pages: Object.keys(pages) }).toEqual({ criterion, pages: pageIds });
      for (const status of Object.values(pages)) {
        expect(['conforme', 'non conforme', 'non applicable']).toContain(status);
      }
    }
  });

  it('says what fails, and what to do meanwhile, of every criterion that fails, and of no other', () => {
    for (const { criterion, pages, failure } of rgaaAudit.criteria) {
      expect({ criterion, failure: failure !== undefined }).toEqual({
        criterion,
        failure: overall(pages) === 'non conforme',
      });
    }
  });

  it('counts every criterion once over the sample: conforming, failing or non applicable', () => {
    const { conforming, nonConforming, notApplicable, applicable } = auditConformity;
    expect(conforming + nonConforming + notApplicable).toBe(106);
    expect(applicable).toBe(conforming + nonConforming);
    expect(accessibilityMention).toBe(`Accessibilité\u00a0: ${auditConformity.state}`);
  });

  it('writes its notes and the statement’s texts in one line of French, with the site’s typography', () => {
    for (const { criterion, note, evidence, failure } of rgaaAudit.criteria) {
      const texts = [
        note,
        ...evidence.flatMap((item) => (item.type === 'manual' ? [item.check] : [])),
        ...(failure ? [failure.title, failure.text, ...stringsOf(failure.alternative)] : []),
      ];
      for (const text of texts) {
        expect({ criterion, text }).toEqual({ criterion, text: text.replace(/[\r\n]/g, '') });
        expect({
          criterion,
          text,
          offences: typographyOffences(text).map((o) => o.rule.name),
        }).toEqual({ criterion, text, offences: [] });
      }
      expect({ criterion, note: note.trim() !== '' }).toEqual({ criterion, note: true });
    }
  });
});

describe('the evidence of each status', () => {
  it('names for each criterion at least one check', () => {
    for (const { criterion, evidence } of rgaaAudit.criteria) {
      expect({ criterion, evidence: evidence.length > 0 }).toEqual({ criterion, evidence: true });
    }
  });

  it('names tests that exist, in files that exist', () => {
    for (const { criterion, evidence } of rgaaAudit.criteria) {
      for (const item of evidence) {
        if (item.type !== 'test') continue;
        expect({ criterion, file: item.file, exists: existsSync(item.file) }).toEqual({
          criterion,
          file: item.file,
          exists: true,
        });
        if (item.name === undefined) continue;
        expect({
          criterion,
          name: item.name,
          found: readFileSync(item.file, 'utf8').includes(item.name),
        }).toEqual({
          criterion,
          name: item.name,
          found: true,
        });
      }
    }
  });

  it('cites axe-core where axe-core runs rules of the criterion, and only there', () => {
    for (const { criterion, evidence } of rgaaAudit.criteria) {
      const cited = evidence.some((item) => item.type === 'axe');
      expect({ criterion, cited }).toEqual({ criterion, cited: axeRulesFor(criterion).length > 0 });
    }
  });

  it('reads axe-core’s own RGAA tags: one test per rule, of a criterion of RGAA 4.1.2', () => {
    const rules = axeRgaaRules();
    expect(rules.length).toBeGreaterThan(50);
    const ids = new Set(rgaaCriteria.map((criterion) => criterion.id));
    for (const rule of rules) {
      expect({ rule: rule.id, criteria: rule.criteria.length }).toEqual({
        rule: rule.id,
        criteria: 1,
      });
      expect(ids).toContain(rule.criteria[0]);
    }
    expect(axeRulesFor('1.1')).toEqual(
      expect.arrayContaining(['image-alt', 'role-img-alt', 'svg-img-alt']),
    );
    expect(axeRulesFor('3.2')).toEqual(['color-contrast']);
    // Experimental rules are off in the suite's runs: they hold nothing.
    expect(axeRulesFor('5.4')).toEqual([]);
    expect(axeRulesFor('5.7')).not.toContain('td-has-header');
  });

  it('runs, in the unit tests, the virtual screen reader whose version the statement gives, pinned', () => {
    const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(devDependencies['@guidepup/virtual-screen-reader']).toBe(virtualScreenReaderVersion);
    expect(virtualScreenReaderVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('names each browser of the checks with its version', () => {
    for (const browser of auditBrowsers) expect(browser.version).toMatch(/^\d/);
  });

  it('runs, in the browser tests, the axe-core whose version the statement gives', () => {
    // The copy the scans load into the pages (scripts/harness/browsers/axe-scan.ts resolves
    // axe-core from the project's root), and the one @axe-core/playwright loads.
    const fromPlaywright = createRequire(require.resolve('@axe-core/playwright'));
    const { version } = JSON.parse(
      readFileSync(fromPlaywright.resolve('axe-core/package.json'), 'utf8'),
    ) as { version: string };
    expect(axeCoreVersion).toBe(version);
    expect(axe.version).toBe(version);
    expect(dirname(fromPlaywright.resolve('axe-core'))).toBe(dirname(require.resolve('axe-core')));
  });
});
