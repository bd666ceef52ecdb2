/**
 * The copy and figures of each built page, found by role, label and text as a visitor
 * reads them. Expected texts are built from content/ (a figure written once), never copied
 * from the page. What the controls do is the end-to-end tests' part.
 */
import { within } from '@testing-library/dom';
import { aboutPage } from '@/content/about';
import { articleCategories, articles, blogPage } from '@/content/articles';
import {
  credits,
  currency,
  dataRetention,
  demoFigures,
  planLimits,
  support,
  trial,
} from '@/content/constants';
import { contactEmail, contactPage } from '@/content/contact';
import {
  campaignsSection,
  dashboardPage,
  dashboardShell,
  dashboardTabs,
  demoCampaigns,
  emptyStates,
  quickActionsSection,
  statsSection,
  usageSection,
} from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { features } from '@/content/features';
import { benefits, finalCallToAction, hero, howItWorks, trust } from '@/content/home';
import { providerKinds } from '@/content/integrations';
import { accessibilityMention, auditConformity } from '@/content/accessibility/conformity';
import { rgaaAudit } from '@/content/accessibility/rgaa-audit';
import { accessibilityStatement } from '@/content/legal/accessibility';
import { legalNotice } from '@/content/legal/legal-notice';
import { personalDataCategories, privacy, retentionPeriods } from '@/content/legal/privacy';
import { valuesToComplete } from '@/content/legal/publisher';
import { terms } from '@/content/legal/terms';
import { plans, pricingPage } from '@/content/plans';
import { mainNavigation, routes } from '@/content/site';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import { templateVariables, variableToken } from '@/content/variables';
import type { LegalDocument } from '@/content/types';
import {
  formatCount,
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  formatPrice,
  formatPriceRange,
} from '@/lib/format';
import { ratePercent } from '@/lib/rgaa';
import { asWritten, NOT_FOUND, openPage, textOf, textsOf, type Screen } from './built-page';

const headingsOf = (container: HTMLElement, level: number) =>
  textsOf(within(container).getAllByRole('heading', { level }));
const main = () => document.querySelector('main')!;

describe('/', () => {
  let screen: Screen;
  beforeAll(() => ({ screen } = openPage('/')));

  test('tells the hero, the three steps, the benefits and the trust arguments', () => {
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(
      'Ciblez. Personnalisez. Postulez.',
    );
    const steps = screen.getByRole('region', { name: howItWorks.title });
    expect(headingsOf(steps, 3)).toEqual(['Trouvez', 'Personnalisez', 'Envoyer & suivre']);
    expect(textOf(steps)).toContain('10\u00a0minutes environ');
    expect(headingsOf(screen.getByRole('region', { name: benefits.title }), 3)).toEqual(
      benefits.items.map((item) => item.title),
    );
    expect(headingsOf(screen.getByRole('region', { name: trust.title }), 3)).toEqual([
      'RGPD',
      'Chiffrage',
      'Authentification',
      'Anti-spam',
    ]);
  });

  test('ends on a call to action that leads to the dashboard', () => {
    const callToAction = screen.getByRole('region', { name: finalCallToAction.title });
    expect(
      within(callToAction).getByRole('link', { name: 'Créer mon compte' }).getAttribute('href'),
    ).toBe('/dashboard');
  });

  test('has « Voir une démo » as a button of its own, with nothing to open or announce', () => {
    const demo = screen.getByRole('button', { name: hero.demoAction });
    expect(demo.getAttribute('type')).toBe('button');
    expect(demo.hasAttribute('popovertarget')).toBe(false);
    expect(demo.closest('form')).toBeNull();
    // The home page has no notice, nor anything else that announces.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

test('/fonctionnalites presents the features and the kinds of provider, without logos', () => {
  const { screen } = openPage('/fonctionnalites');
  const titles: string[] = features.map((feature) => feature.title);
  expect(headingsOf(main(), 2).filter((text) => titles.includes(text))).toEqual(titles);
  for (const feature of features) expect(textOf(main())).toContain(feature.text);
  expect(screen.getByText('Deux tons au choix\u00a0: sobre ou ambitieux', asWritten)).toBeTruthy();
  const integrations = screen.getByRole('region', {
    name: 'Des services spécialisés, réunis pour vous',
  });
  expect(headingsOf(integrations, 3)).toEqual(providerKinds.map((provider) => provider.title));
  expect(main().querySelectorAll('img')).toHaveLength(0);
});

describe('/tarifs', () => {
  let screen: Screen;
  beforeAll(() => ({ screen } = openPage('/tarifs')));
  const cardOf = (name: string) =>
    screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { name }));

  test.each(plans.map((plan) => [plan.name, plan] as const))(
    '%s: its price, description, quotas and action',
    (name, plan) => {
      const cards = cardOf(name);
      expect(cards).toHaveLength(1);
      const card = within(cards[0]!);
      card.getByText(formatPrice(planLimits[plan.id].monthlyPriceEur, currency), {
        exact: true,
        ...asWritten,
      });
      card.getByText(pricingPage.perMonth, { exact: true, ...asWritten });
      expect(textOf(cards[0])).toContain(plan.description);
      const included = card.getByRole('list', { name: `Inclus dans l’offre ${plan.name}` });
      expect(textsOf(within(included).getAllByRole('listitem'))).toEqual([...plan.features]);
      expect(card.getByRole('link', { name: plan.callToAction }).getAttribute('href')).toBe(
        '/dashboard',
      );
    },
  );

  test('writes figures and prices the French way', () => {
    screen.getByText('1\u202f000\u00a0recherches d’entreprises', asWritten);
    screen.getByText('5\u202f000\u00a0recherches d’entreprises', asWritten);
    screen.getByText('3\u00a0utilisateurs', asWritten);
    screen.getByText('9\u00a0€', { exact: true, ...asWritten });
  });

  test('marks Pro, and only Pro, as the most popular, in words', () => {
    const popular = screen.getAllByText(pricingPage.popularLabel, { exact: true, ...asWritten });
    expect(popular).toHaveLength(1);
    expect(cardOf('Pro')[0]!.contains(popular[0]!)).toBe(true);
    expect(popular[0]!.closest('[aria-hidden="true"]')).toBeNull();
  });

  test('states the trial, the credits, the commitments and links to contact', () => {
    screen.getByText(`Essai gratuit de ${formatDuration(trial.durationDays, 'day')}`, asWritten);
    expect(
      screen.getAllByText(`${formatCount(trial.freeSends, 'envoi')} offerts`, {
        exact: false,
        ...asWritten,
      }).length,
    ).toBeGreaterThan(0);
    const text = textOf(main());
    expect(text).toContain(
      formatPriceRange(credits.extraEmailEur.min, credits.extraEmailEur.max, currency),
    );
    expect(text).toMatch(/prix coûtant, plus une marge/);
    expect(text).toMatch(/format A4, en noir et blanc ou en couleur/);
    screen.getByRole('heading', { name: 'Résiliable à tout moment' });
    screen.getByRole('heading', { name: 'Changement d’offre à tout moment' });
    expect(text).toContain(
      `restent disponibles ${formatDuration(credits.keptAfterCancellationMonths, 'month')} après la résiliation`,
    );
    expect(within(main()).getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});

describe('/modeles', () => {
  let screen: Screen;
  beforeAll(() => ({ screen } = openPage('/modeles')));

  test('shows the CV templates and the letter templates, each with its two buttons', () => {
    const cv = screen.getByRole('region', { name: templatesPage.cvSection.title });
    const letters = screen.getByRole('region', { name: templatesPage.letterSection.title });
    expect(headingsOf(cv, 3)).toEqual(cvTemplates.map((template) => template.name));
    expect(headingsOf(letters, 3)).toEqual(letterTemplates.map((template) => template.name));
    expect(within(cv).getAllByText('CV', { exact: true, ...asWritten })).toHaveLength(
      cvTemplates.length,
    );
    expect(within(letters).getAllByText('Lettre', { exact: true, ...asWritten })).toHaveLength(
      letterTemplates.length,
    );
    // Each button's name: its label, then what it acts on, read by screen readers only.
    const buttons = new Map(
      [...main().querySelectorAll('button')]
        .filter((button) => !button.closest('[popover]'))
        .map((button) => [textOf(button), button.getAttribute('type')]),
    );
    for (const template of [...cvTemplates, ...letterTemplates]) {
      screen.getByText(template.description, asWritten);
      for (const action of [templatesPage.previewAction, templatesPage.useAction]) {
        expect(buttons.get(`${action.label} ${action.context} ${template.name}`)).toBe('button');
      }
    }
    expect(buttons.size).toBe(2 * (cvTemplates.length + letterTemplates.length));
  });

  test('lists the dynamic variables in double braces, with meaning and example', () => {
    const section = screen.getByRole('region', { name: templatesPage.variablesSection.title });
    expect(textsOf([...section.querySelectorAll('dt')])).toEqual(
      templateVariables.map((variable) => variableToken(variable.name)),
    );
    for (const variable of templateVariables) {
      within(section).getByText(variable.meaning, { exact: true, ...asWritten });
      within(section).getByText(variable.example, { exact: true, ...asWritten });
    }
    within(section).getByText('{{reference_locale}}', asWritten);
  });
});

describe('/blog', () => {
  let screen: Screen;
  beforeAll(() => ({ screen } = openPage('/blog')));

  test('lists the articles with category, French date and read time', () => {
    expect(screen.getAllByRole('article')).toHaveLength(articles.length);
    for (const article of articles) {
      const card = screen.getByRole('article', { name: article.title });
      within(card).getByRole('heading', { name: article.title });
      within(card).getByText(article.category, { exact: true, ...asWritten });
      within(card).getByText(article.excerpt, asWritten);
      const time = card.querySelector('time')!;
      expect(time.getAttribute('datetime')).toBe(article.date);
      expect(textOf(time)).toBe(formatDate(article.date));
      expect(textOf(card)).toContain(`${article.readTimeMinutes}\u00a0min de lecture`);
    }
  });

  test('shows the category chips, which are labels, not filters', () => {
    const chips = within(screen.getByRole('list', { name: blogPage.categoriesLabel })).getAllByRole(
      'listitem',
    );
    expect(textsOf(chips)).toEqual([blogPage.allCategoriesLabel, ...articleCategories]);
    for (const chip of chips) {
      expect(chip.querySelectorAll('a, button, input, select, [tabindex]')).toHaveLength(0);
    }
  });
});

test('/faq shows every question, all closed, each answer in the page for search', () => {
  const { screen } = openPage('/faq');
  expect(headingsOf(main(), 2)).toEqual(faqItems.map((item) => item.question));
  const disclosures = [...main().querySelectorAll('details')];
  expect(disclosures).toHaveLength(faqItems.length);
  for (const [index, details] of disclosures.entries()) {
    expect(details.open).toBe(false);
    // One open at a time, by the platform (exclusive accordion).
    expect(details.getAttribute('name')).toBe('faq');
    expect(details.id).toBe(faqItems[index]!.id);
    expect(details.querySelector('summary h2')).not.toBeNull();
    for (const paragraph of faqItems[index]!.answer) expect(textOf(details)).toContain(paragraph);
  }
  screen.getByText(faqItems.at(-1)!.answer[0]!, asWritten);
});

test('/a-propos presents the mission, the values and the anti-spam commitments', () => {
  const { screen } = openPage('/a-propos');
  screen.getByRole('heading', { level: 2, name: aboutPage.mission.title });
  expect(headingsOf(screen.getByRole('region', { name: aboutPage.values.title }), 3)).toEqual(
    aboutPage.values.items.map((item) => item.title),
  );
  const antiSpam = screen.getByRole('region', { name: aboutPage.antiSpam.title });
  expect(headingsOf(antiSpam, 3)).toEqual(aboutPage.antiSpam.items.map((item) => item.title));
  expect(textOf(antiSpam)).toContain('au moins 2\u00a0champs personnalisés uniques');
  expect(textOf(antiSpam)).toContain('Des limites d’envoi quotidiennes');
});

describe('/contact', () => {
  test('has four required, labelled fields, each label saying « obligatoire », the e-mail typed, the message box’s rows', () => {
    const { screen } = openPage('/contact');
    // Each label says the field's name, that it is required, then its hint (RGAA 11.10.2).
    const fields = ['Nom', 'Adresse e-mail', 'Sujet', 'Message'].map((label) =>
      screen.getByLabelText((text) => text.startsWith(`${label} (obligatoire) `)),
    );
    for (const field of fields) {
      expect(field.hasAttribute('required')).toBe(true);
      // No error before a submit.
      expect(field.hasAttribute('aria-invalid')).toBe(false);
    }
    const [, email, , message] = fields;
    expect(email!.getAttribute('type')).toBe('email');
    expect(message!.tagName).toBe('TEXTAREA');
    expect(message!.getAttribute('rows')).toBe(String(contactPage.form.fields.message.input.rows));
    expect(screen.getByRole('button', { name: contactPage.form.submit }).getAttribute('type')).toBe(
      'submit',
    );
  });

  test('gives the address and the reply time', () => {
    const { screen } = openPage('/contact');
    const details = screen.getByRole('complementary', { name: contactPage.details.title });
    expect(within(details).getByRole('link', { name: contactEmail }).getAttribute('href')).toBe(
      `mailto:${contactEmail}`,
    );
    expect(textOf(details)).toContain(
      `${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées`,
    );
  });

  test('without JavaScript, says the form is not connected, and how to write instead', () => {
    const { screen } = openPage('/contact', { javaScript: false });
    const note = screen.getByRole('note');
    expect(textOf(note)).toContain(contactPage.form.withoutJavaScript.title);
    expect(textOf(note)).toContain(contactEmail);
    // Without scripts the form answers in the page itself: it never leaves it.
    expect(note.closest('form')?.getAttribute('method')).toBe('dialog');
  });
});

const legalPages: [string, LegalDocument][] = [
  [routes.legalNotice.path, legalNotice],
  [routes.privacy.path, privacy],
  [routes.terms.path, terms],
  [routes.accessibility.path, accessibilityStatement],
];

describe.each(legalPages)('%s', (path, document_) => {
  beforeAll(() => openPage(path));

  test('has its title, the date of its last update and its numbered sections', () => {
    expect(textOf(document.querySelector('h1'))).toBe(document_.title);
    const updated = [...main().querySelectorAll('p')].find((p) =>
      textOf(p).startsWith('Dernière mise à jour'),
    )!;
    expect(textOf(updated)).toBe(
      `Dernière mise à jour\u00a0: ${formatDate(document_.lastUpdated)}`,
    );
    expect(updated.querySelector('time')!.getAttribute('datetime')).toBe(document_.lastUpdated);
    const article = within(main()).getByRole('article');
    expect(headingsOf(article, 2).filter((text) => text !== 'Sommaire')).toEqual(
      document_.sections.map((section, index) => `${index + 1}. ${section.title}`),
    );
  });

  test('has a table of contents leading to every section', () => {
    const contents = within(main()).getByRole('navigation', { name: 'Sommaire' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(document_.sections.length);
    document_.sections.forEach((section, index) => {
      expect(textOf(links[index]).endsWith(section.title)).toBe(true);
      expect(links[index]!.getAttribute('href')).toBe(`#${section.id}`);
      const heading = document.getElementById(section.id)!;
      expect(heading.tagName).toBe('H2');
      expect(textOf(heading)).toBe(`${index + 1}. ${section.title}`);
    });
  });
});

test('the privacy policy states each category of data, each retention period and each right', () => {
  const { screen } = openPage(routes.privacy.path);
  const categories = screen.getByRole('table', { name: 'Catégories de données personnelles' });
  for (const category of personalDataCategories) {
    const row = within(categories).getByRole('rowheader', { name: category.label }).closest('tr')!;
    expect(textOf(row)).toContain(category.data);
  }
  for (const field of [
    'nom',
    'adresse e-mail',
    'numéro de téléphone',
    'adresse postale',
    'numéro d’immatriculation',
    'mot de passe chiffré',
    'CV',
    'lettres de motivation',
  ]) {
    expect(textOf(categories)).toContain(field);
  }
  const retention = screen.getByRole('table', { name: /Durée de conservation/ });
  expect(textOf(retention)).toContain(
    `${formatDuration(dataRetention.contactsMonthsWithoutInteraction, 'month')} sans interaction`,
  );
  expect(textOf(within(retention).getByRole('row', { name: /Journaux d’activité/ }))).toContain(
    formatDuration(dataRetention.activityLogsMonths, 'month'),
  );
  expect(textOf(retention)).toContain('Tant que votre compte est actif');
  for (const row of retentionPeriods) expect(textOf(retention)).toContain(row.period);
  const items = textsOf(within(main()).getAllByRole('listitem'));
  for (const right of [
    'accès',
    'rectification',
    'effacement',
    'limitation',
    'portabilité',
    'opposition',
    'directives post mortem',
  ]) {
    expect(items.filter((text) => text.startsWith(right))).toHaveLength(1);
  }
  expect(screen.getByRole('link', { name: 'www.cnil.fr' }).getAttribute('href')).toBe(
    'https://www.cnil.fr',
  );
  expect(textOf(main())).toContain('ne dépose aucun cookie');
});

test('the terms state the trial, cancellation, plan switching and credit retention', () => {
  openPage(routes.terms.path);
  const text = textOf(main());
  expect(text).toContain(
    `essai gratuit de ${formatDuration(trial.durationDays, 'day')}, avec ${formatCount(trial.freeSends, 'envoi')} offerts`,
  );
  expect(text).toContain('résilier à tout moment');
  expect(text).toContain('changer d’offre à tout moment');
  expect(text).toContain(
    `restent disponibles pendant ${formatDuration(credits.keptAfterCancellationMonths, 'month')} après la résiliation`,
  );
  expect(within(main()).getByRole('link', { name: 'Tarifs' }).getAttribute('href')).toBe(
    routes.pricing.path,
  );
});

test('the legal notice shows every value still to complete instead of inventing it', () => {
  const { screen } = openPage(routes.legalNotice.path);
  const placeholders = JSON.stringify(legalNotice).match(/"label":"[^"]+"/g) ?? [];
  expect(placeholders.length).toBeGreaterThan(0);
  for (const match of placeholders) {
    const label = JSON.parse(`{${match}}`).label as string;
    within(main()).getByText(`[À compléter\u00a0: ${label}]`, { exact: true, ...asWritten });
  }
  for (const value of [
    valuesToComplete.registration,
    valuesToComplete.vatNumber,
    valuesToComplete.hostName,
  ]) {
    expect(textOf(main())).toContain(value.label);
  }
  expect(within(main()).getAllByRole('link', { name: contactEmail })[0]!.getAttribute('href')).toBe(
    `mailto:${contactEmail}`,
  );
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the accessibility statement gives the state and the rate of the audit, its failures and the recourse', () => {
  const { screen } = openPage(routes.accessibility.path);
  const text = textOf(main());
  expect(text).toContain(
    `Le site Candidia est ${auditConformity.state} avec le référentiel général`,
  );
  expect(text).toContain(
    `${formatPercent(ratePercent(auditConformity.rate))} des critères du RGAA version 4.1.2 sont respectés`,
  );
  expect(text).toContain(`établie le ${formatDate(rgaaAudit.date)}`);
  const failuresSection = screen.getByRole('heading', {
    level: 3,
    name: 'Non-conformités',
  }).parentElement!;
  const failures = within(failuresSection).queryAllByRole('listitem');
  expect(textsOf(failures).map((item) => item.match(/critère (\d+\.\d+)/)?.[1])).toEqual(
    rgaaAudit.criteria.filter((audited) => audited.failure).map((audited) => audited.criterion),
  );
  // Each says what to do meanwhile; most, to write to us.
  rgaaAudit.criteria
    .flatMap((audited) => (audited.failure ? [audited.failure] : []))
    .forEach(({ alternative }, index) => {
      const first = typeof alternative === 'string' ? alternative : alternative[0];
      expect(textOf(failures[index])).toContain((first as string).trim());
    });
  if (failures.length)
    expect(
      failures.filter((item) => within(item).queryByRole('link', { name: contactEmail })).length,
    ).toBeGreaterThan(failures.length / 2);
  // None: it says so.
  else within(failuresSection).getByText('Aucune.');
  expect(text).toContain('Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07');
});

test('every page’s footer names the accessibility statement by the state of conformity', () => {
  for (const path of ['/', routes.contact.path, NOT_FOUND]) {
    const { screen } = openPage(path);
    const link = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: accessibilityMention,
    });
    expect(link.getAttribute('href')).toBe(routes.accessibility.path);
  }
  expect(accessibilityMention).toBe(`Accessibilité\u00a0: ${auditConformity.state}`);
});

describe('/dashboard', () => {
  let screen: Screen;
  beforeAll(() => ({ screen } = openPage('/dashboard')));

  test('has its own top bar, a demo notice leading back to the site, no marketing navigation', () => {
    const banner = within(screen.getByRole('banner'));
    banner.getByText(dashboardShell.demoNotice, asWritten);
    expect(banner.getByRole('link', { name: dashboardShell.backToSite }).getAttribute('href')).toBe(
      '/',
    );
    expect(banner.getByRole('link', { name: 'Candidia' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    // Its foot only leads to the accessibility statement (links.export.test.ts).
    expect(
      within(screen.getByRole('contentinfo'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/accessibilite']);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(dashboardPage.title);
  });

  test('has the four tabs of the specification, as links to their panels', () => {
    const links = within(
      screen.getByRole('navigation', { name: dashboardPage.tabListLabel }),
    ).getAllByRole('link');
    expect(textsOf(links)).toEqual(['Vue d’ensemble', 'Entreprises', 'Campagnes', 'Modèles']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      dashboardTabs.map((tab) => `#${tab.slug}`),
    );
    for (const tab of dashboardTabs) expect(document.getElementById(tab.slug)).not.toBeNull();
  });

  test('shows the four demo figures', () => {
    const figures = within(screen.getByRole('region', { name: statsSection.title }));
    expect(textsOf(figures.getAllByRole('term'))).toEqual(statsSection.stats.map((s) => s.label));
    expect(textsOf(figures.getAllByRole('definition'))).toEqual([
      formatNumber(demoFigures.companies),
      formatNumber(demoFigures.applications),
      formatPercent(demoFigures.openRatePercent),
      formatNumber(demoFigures.replies),
    ]);
    expect(textOf(figures.getAllByRole('definition')[0])).toBe('1\u202f247');
  });

  test('lists the recent campaigns in a table with their statuses and actions', () => {
    const table = screen.getByRole('table', { name: campaignsSection.caption });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      'Nom',
      'Statut',
      'Envoyés',
      'Ouverts',
      'Réponses',
      'Actions',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('rowheader'));
    expect(rows).toHaveLength(demoCampaigns.length);
    rows.forEach((row, index) => {
      const campaign = demoCampaigns[index]!;
      expect(textOf(within(row).getByRole('rowheader'))).toBe(campaign.name);
      const cells = within(row).getAllByRole('cell');
      expect(textsOf(cells.slice(0, 4))).toEqual([
        campaign.status,
        formatNumber(campaign.sent),
        formatNumber(campaign.opened),
        formatNumber(campaign.replies),
      ]);
      const action = within(cells[4]!).getByRole('button', {
        name: campaignsSection.rowAction.accessibleLabel(campaign.name),
      });
      expect(action.textContent).toBe(campaignsSection.rowAction.label);
    });
    for (const status of ['Terminé', 'En cours', 'Planifié']) {
      expect(
        within(table).getAllByText(status, { exact: true, ...asWritten }).length,
      ).toBeGreaterThan(0);
    }
  });

  test('shows each monthly usage bar with its values', () => {
    const usage = within(screen.getByRole('region', { name: usageSection.title }));
    const { searches, emails, letters } = demoFigures.monthlyUsage;
    const expected = [
      { label: 'Recherches d’entreprises', unit: 'recherches', ...searches },
      { label: 'E-mails', unit: 'e-mails', ...emails },
      { label: 'Courriers', unit: 'courriers', ...letters },
    ];
    expect(usage.getAllByRole('progressbar')).toHaveLength(expected.length);
    for (const { label, unit, used, limit } of expected) {
      const bar = usage.getByRole('progressbar', { name: label });
      expect(bar.getAttribute('value')).toBe(String(used));
      expect(bar.getAttribute('max')).toBe(String(limit));
      expect(bar.getAttribute('aria-valuetext')).toBe(
        `${formatNumber(used)}\u00a0${unit} sur ${formatNumber(limit)}`,
      );
      expect(textOf(bar.closest('li'))).toContain(`${formatNumber(used)} / ${formatNumber(limit)}`);
    }
  });

  test('has a button for each quick action and row, and one create button per empty tab', () => {
    // Each button's notice waits beside it, a popover with its own close button.
    const buttonsOf = (panel: HTMLElement) =>
      within(panel)
        .getAllByRole('button')
        .filter((button) => !button.closest('[popover]'));
    const overview = document.getElementById(dashboardTabs[0].slug)!;
    expect(textsOf(buttonsOf(overview))).toEqual([
      ...demoCampaigns.map(() => campaignsSection.rowAction.label),
      ...quickActionsSection.actions.map((action) => action.label),
    ]);
    for (const state of emptyStates) {
      const tab = dashboardTabs.find((candidate) => candidate.id === state.tab)!;
      const element = document.getElementById(tab.slug)!;
      const panel = within(element);
      expect(textOf(panel.getByRole('heading', { level: 2 }))).toBe(state.title);
      panel.getByText(state.text, asWritten);
      expect(textsOf(buttonsOf(element))).toEqual([state.action.label]);
    }
  });
});

test('the 404 page says so in French and leads back home and to the main sections', () => {
  const { screen } = openPage(NOT_FOUND);
  expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page introuvable');
  expect(
    within(main()).getByRole('link', { name: 'Revenir à l’accueil' }).getAttribute('href'),
  ).toBe('/');
  const suggestions = within(within(main()).getByRole('navigation', { name: 'Pages principales' }));
  for (const link of mainNavigation) {
    expect(suggestions.getByRole('link', { name: link.label }).getAttribute('href')).toBe(
      link.href,
    );
  }
});

// RGAA 7.5.1 (WCAG 4.1.3): each notice is a status message, read whole, in its status region
// right after the control that shows it (RGAA 12.11: the next in the order of the code).
describe.each(['/modeles', '/contact', '/dashboard'])('%s', (path) => {
  test('shows each notice in a status message read whole (role="status", aria-atomic), right after its control', () => {
    openPage(path);
    const popovers = [...document.querySelectorAll('[popover][role="group"]')];
    expect(popovers.length).toBeGreaterThan(0);
    for (const popover of popovers) {
      const region = popover.parentElement!;
      const control = document.querySelector(`[data-early-input-fallback="${popover.id}"]`);
      const opener = control?.matches('form') ? control.querySelector('[type="submit"]') : control;
      expect({
        popover: popover.id,
        role: region.getAttribute('role'),
        atomic: region.getAttribute('aria-atomic'),
        afterItsControl: opener?.nextElementSibling === region,
      }).toEqual({ popover: popover.id, role: 'status', atomic: 'true', afterItsControl: true });
    }
  });
});
