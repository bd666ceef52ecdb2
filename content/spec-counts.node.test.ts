/**
 * The counts the product owner's specification writes (its sections 2, 5, 7 and 9), each asserted
 * here and only here, against the content. Every other test reads its number from the
 * content (`faqItems.length`), so that changing a count means changing the content and this table.
 */
import { articles } from './articles';
import { contactPage } from './contact';
import { faqItems } from './faq';
import { features } from './features';
import { providerKinds } from './integrations';
import { plans } from './plans';
import { cvTemplates, letterTemplates } from './templates';

const counts = [
  ['§2 /fonctionnalites', 'feature cards', features, 6],
  ['§2 /modeles, §9 catalogue', 'CV templates', cvTemplates, 6],
  ['§2 /modeles, §9 catalogue', 'cover-letter templates', letterTemplates, 10],
  ['§2 /blog', 'static articles', articles, 6],
  ['§2 /faq', 'questions in the FAQ', faqItems, 8],
  ['§7', 'kinds of integration provider', providerKinds, 7],
] as const;

describe('the counts of the specification', () => {
  test.each(counts.map(([section, what, items, count]) => [count, what, section, items] as const))(
    '%i %s (%s)',
    (count, _what, _section, items) => {
      expect(items).toHaveLength(count);
    },
  );

  test('3 plans, Starter, Pro and Business (§2 /tarifs, §9)', () => {
    expect(plans.map((plan) => plan.name)).toEqual(['Starter', 'Pro', 'Business']);
  });

  test('6 rows in the contact form’s message box (§5)', () => {
    expect(contactPage.form.fields.message.input.rows).toBe(6);
  });
});
