import { conformity, meanRate } from '@/lib/rgaa';
import { rgaaAudit } from './rgaa-audit';

/** The counts, the rate and the state of conformity of the audit, over its whole sample. */
export const auditConformity = conformity(rgaaAudit.criteria);

/** The « taux moyen »: the mean of each page's own rate. */
export const auditMeanRate = meanRate(
  rgaaAudit.criteria,
  rgaaAudit.sample.map((page) => page.id),
);

/**
 * The mention that every page shows, as the RGAA words it (« Mentions et pages
 * obligatoires »): « Accessibilité : partiellement conforme ».
 */
export const accessibilityMention = `Accessibilité : ${auditConformity.state}`;
