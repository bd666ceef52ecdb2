import { articleCategories, articles, blogPage } from './articles';
import { catalogue, planLimits } from './constants';
import { faqItems } from './faq';
import { features } from './features';
import { providerKinds } from './integrations';
import { plans } from './plans';
import { allTemplates, cvTemplates, letterTemplates } from './templates';
import { templateVariables, variableToken } from './variables';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('content modules', () => {
  // How many of each the specification asks for: spec-counts.node.test.ts.
  it('presents features, each once', () => {
    expect(unique(features.map((feature) => feature.id))).toBe(true);
  });

  it('presents the provider kinds of section 7, each once', () => {
    expect(unique(providerKinds.map((provider) => provider.id))).toBe(true);
  });

  it('words each plan of the constants, its price left to them, and marks exactly one as the most popular', () => {
    expect(plans.map((plan) => plan.id)).toEqual(Object.keys(planLimits));
    for (const plan of plans) {
      expect(plan).not.toHaveProperty('monthlyPriceEur');
      expect(plan.features.length).toBeGreaterThan(0);
      expect(plan.callToAction).not.toBe('');
    }
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['pro']);
  });

  it('has the catalogue of templates the constants announce', () => {
    expect(cvTemplates).toHaveLength(catalogue.cvTemplates);
    expect(letterTemplates).toHaveLength(catalogue.letterTemplates);
    expect(cvTemplates.every((template) => template.category === 'CV')).toBe(true);
    expect(
      letterTemplates.every((template) => template.category === 'Lettre' && template.sector),
    ).toBe(true);
    expect(unique(allTemplates.map((template) => template.id))).toBe(true);
    expect(unique(allTemplates.map((template) => template.name))).toBe(true);
  });

  it('lists the twelve variables of the specification, in its order, in double braces', () => {
    expect(templateVariables.map((variable) => variable.name)).toEqual([
      'nom',
      'prenom',
      'poste',
      'entreprise',
      'ville',
      'secteur',
      'competence_cle',
      'experience',
      'telephone',
      'email',
      'portfolio_url',
      'reference_locale',
    ]);
    expect(variableToken('nom')).toBe('{{nom}}');
    for (const variable of templateVariables) {
      expect(variable.meaning).not.toBe('');
      expect(variable.example).not.toBe('');
    }
  });

  it('has articles whose categories are chips of the blog', () => {
    expect(unique(articles.map((article) => article.id))).toBe(true);
    expect([blogPage.allCategoriesLabel, ...articleCategories]).toEqual([
      'Tous',
      'Méthodo',
      'Délivrabilité',
      'Stratégie',
      'CV',
      'Productivité',
      'Légal',
    ]);
    for (const article of articles) {
      expect(articleCategories).toContain(article.category);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      expect(article.readTimeMinutes).toBeGreaterThan(0);
    }
    const dates = articles.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers distinct questions', () => {
    expect(unique(faqItems.map((item) => item.id))).toBe(true);
    expect(unique(faqItems.map((item) => item.question))).toBe(true);
    for (const item of faqItems) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.join(' ').length).toBeGreaterThan(40);
    }
  });
});
