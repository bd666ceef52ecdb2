import { demoFigures } from './constants';
import {
  campaignStatuses,
  campaignsSection,
  dashboardTabs,
  demoCampaigns,
  emptyStates,
  quickActionsSection,
  statsSection,
  usageSection,
} from './dashboard';
import { formatNumber, formatPercent } from '@/lib/format';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('demo dashboard content', () => {
  it('has the four tabs of the specification, the overview first, with unique slugs', () => {
    expect(dashboardTabs.map((tab) => tab.label)).toEqual([
      'Vue d’ensemble',
      'Entreprises',
      'Campagnes',
      'Modèles',
    ]);
    expectUnique(dashboardTabs.map((tab) => tab.id));
    expectUnique(dashboardTabs.map((tab) => tab.slug));
    for (const tab of dashboardTabs) expect(tab.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('shows the four demo figures, formatted in French', () => {
    expect(statsSection.stats.map((stat) => stat.value)).toEqual([
      formatNumber(demoFigures.companies),
      formatNumber(demoFigures.applications),
      formatPercent(demoFigures.openRatePercent),
      formatNumber(demoFigures.replies),
    ]);
    expect(statsSection.stats.map((stat) => stat.value)).toEqual([
      '1\u202f247',
      '342',
      expect.stringMatching(/^42[\u00a0\u202f]%$/),
      '28',
    ]);
    expectUnique(statsSection.stats.map((stat) => stat.id));
  });

  it('has the table columns of the specification', () => {
    expect(campaignsSection.columns.map((column) => column.label)).toEqual([
      'Nom',
      'Statut',
      'Envoyés',
      'Ouverts',
      'Réponses',
      'Actions',
    ]);
  });

  it('keeps every sample campaign coherent', () => {
    expect(demoCampaigns.length).toBeGreaterThanOrEqual(4);
    expectUnique(demoCampaigns.map((campaign) => campaign.id));
    expectUnique(demoCampaigns.map((campaign) => campaign.name));
    for (const campaign of demoCampaigns) {
      expect(campaignStatuses).toContain(campaign.status);
      expect(campaign.opened).toBeLessThanOrEqual(campaign.sent);
      expect(campaign.replies).toBeLessThanOrEqual(campaign.opened);
      for (const count of [campaign.sent, campaign.opened, campaign.replies]) {
        expect(Number.isInteger(count) && count >= 0).toBe(true);
      }
      if (campaign.status === 'Planifié') expect(campaign.sent).toBe(0);
      else expect(campaign.sent).toBeGreaterThan(0);
    }
    // Each status of the specification appears at least once.
    for (const status of campaignStatuses) {
      expect(demoCampaigns.some((campaign) => campaign.status === status)).toBe(true);
    }
  });

  it('adds the sample campaigns up to the demo figures', () => {
    const sent = sum(demoCampaigns.map((campaign) => campaign.sent));
    const opened = sum(demoCampaigns.map((campaign) => campaign.opened));
    expect(sent).toBe(demoFigures.applications);
    expect(sum(demoCampaigns.map((campaign) => campaign.replies))).toBe(demoFigures.replies);
    expect(Math.round((opened / sent) * 100)).toBe(demoFigures.openRatePercent);
  });

  it('reads the monthly usage from the demo figures', () => {
    const { searches, emails, letters } = demoFigures.monthlyUsage;
    expect(usageSection.meters.map(({ label, used, limit }) => ({ label, used, limit }))).toEqual([
      { label: 'Recherches d’entreprises', used: searches.used, limit: searches.limit },
      { label: 'E-mails', used: emails.used, limit: emails.limit },
      { label: 'Courriers', used: letters.used, limit: letters.limit },
    ]);
    expect(usageSection.meters.map((meter) => [meter.used, meter.limit])).toEqual([
      [156, 1000],
      [342, 500],
      [8, 10],
    ]);
  });

  it('names a distinct feature for every dashboard button', () => {
    const features = [
      ...quickActionsSection.actions.map((action) => action.feature),
      ...demoCampaigns.map((campaign) => campaignsSection.rowAction.feature(campaign.name)),
      ...emptyStates.map((state) => state.action.feature),
    ];
    expectUnique(features);
    for (const feature of features) expect(feature.trim()).not.toBe('');
    expect(quickActionsSection.actions.map((action) => action.feature)).toEqual([
      'Rechercher des entreprises',
      'Générer une lettre',
      'Envoyer par e-mail',
      'Envoyer par courrier',
    ]);
    for (const campaign of demoCampaigns) {
      expect(campaignsSection.rowAction.feature(campaign.name)).toContain(campaign.name);
      expect(campaignsSection.rowAction.accessibleLabel(campaign.name)).toMatch(
        new RegExp(`^${campaignsSection.rowAction.label}\\b.*${campaign.name}`),
      );
    }
  });

  it('has one empty state, with a create button, for each tab but the overview', () => {
    expect(emptyStates.map((state) => state.tab)).toEqual(
      dashboardTabs.filter((tab) => tab.id !== 'overview').map((tab) => tab.id),
    );
    expect(emptyStates.map((state) => state.action.label)).toEqual([
      'Ajouter des entreprises',
      'Créer une campagne',
      'Créer un modèle',
    ]);
  });
});
