import { JsonLd } from '@/components/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { faqItems, faqPage } from '@/content/faq';
import { routes } from '@/content/site';
import { pageMetadata } from '@/content/seo/metadata';
import { faqStructuredData } from '@/content/seo/structured-data';
import { FaqList } from './faq-list';

export const metadata = pageMetadata('faq');

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqStructuredData(faqItems)} />
      <PageHeader heading={faqPage}>
        <ButtonLink href={routes.contact.path} variant="secondary" className="mt-8">
          {faqPage.contactLink}
        </ButtonLink>
      </PageHeader>
      <section aria-label="Questions et réponses" className="py-14 sm:py-20" {...ENDS_FIRST_SCREEN}>
        <Container size="narrow">
          <FaqList items={faqItems} />
        </Container>
      </section>
    </>
  );
}
