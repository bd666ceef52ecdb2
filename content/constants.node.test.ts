import {
  demoFigures,
  firstCampaignMinutes,
  firstCampaignTotalMinutes,
  planLimits,
  popularPlanId,
} from './constants';

describe('business constants', () => {
  it('orders the plans by price and by quota', () => {
    const plans = [planLimits.starter, planLimits.pro, planLimits.business];
    for (let index = 1; index < plans.length; index += 1) {
      const [cheaper, dearer] = [plans[index - 1]!, plans[index]!];
      expect(dearer.monthlyPriceEur).toBeGreaterThan(cheaper.monthlyPriceEur);
      expect(dearer.companySearches).toBeGreaterThan(cheaper.companySearches);
      expect(dearer.includedEmails).toBeGreaterThan(cheaper.includedEmails);
    }
    expect(Object.keys(planLimits)).toContain(popularPlanId);
  });

  it('adds the steps of a first campaign up to its total', () => {
    expect(firstCampaignTotalMinutes).toBe(
      Object.values(firstCampaignMinutes).reduce((sum, minutes) => sum + minutes, 0),
    );
  });

  it('keeps the demo usage within its monthly limits', () => {
    for (const usage of Object.values(demoFigures.monthlyUsage)) {
      expect(usage.used).toBeGreaterThanOrEqual(0);
      expect(usage.used).toBeLessThanOrEqual(usage.limit);
    }
  });
});
