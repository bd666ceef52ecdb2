import type {
  Blog,
  FAQPage,
  Graph,
  Offer,
  Organization,
  SoftwareApplication,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { currency, planLimits } from '@/content/constants';
import { contactEmail } from '@/content/legal/publisher';
import { productName, routes, site } from '@/content/site';
import type { Article, FaqItem, Plan } from '@/content/types';
import { absoluteUrl } from './metadata';

/**
 * Structured data (schema.org, JSON-LD) built from the same content as the pages, so
 * the two never disagree. It states facts only: no rating, no review.
 */

const organizationId = `${site.origin}/#organisation`;
const websiteId = `${site.origin}/#site`;
const organizationRef = { '@id': organizationId };

export function homeStructuredData(): Graph {
  const organization: Organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: productName,
    url: site.origin,
    logo: absoluteUrl('/icon-512.png'),
    email: contactEmail,
    description: site.description,
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': websiteId,
    name: productName,
    url: site.origin,
    inLanguage: 'fr-FR',
    description: site.description,
    publisher: organizationRef,
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}

export function faqStructuredData(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(routes.faq.path),
    inLanguage: 'fr-FR',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  };
}

export function pricingStructuredData(plans: readonly Plan[]): WithContext<SoftwareApplication> {
  const offers: Offer[] = plans.map((plan) => ({
    '@type': 'Offer',
    name: plan.name,
    description: plan.description,
    price: planLimits[plan.id].monthlyPriceEur,
    priceCurrency: currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: planLimits[plan.id].monthlyPriceEur,
      priceCurrency: currency,
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
    url: absoluteUrl(routes.pricing.path),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: productName,
    description: site.description,
    url: site.origin,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    inLanguage: 'fr-FR',
    publisher: { '@type': 'Organization', name: productName, url: site.origin },
    offers,
  };
}

/** The blog and its articles; an article has no page of its own, so its URL is its anchor on /blog. */
export function blogStructuredData(articles: readonly Article[]): WithContext<Blog> {
  const publisher = { '@type': 'Organization', name: productName, url: site.origin } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `Blog ${productName}`,
    url: absoluteUrl(routes.blog.path),
    inLanguage: 'fr-FR',
    publisher,
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.excerpt,
      articleSection: article.category,
      datePublished: article.date,
      timeRequired: `PT${article.readTimeMinutes}M`,
      inLanguage: 'fr-FR',
      url: `${absoluteUrl(routes.blog.path)}#${article.id}`,
      author: publisher,
      publisher,
    })),
  };
}

/** Serialised for an inline <script>: '<' is escaped so no text can close the element. */
export function serializeJsonLd(data: Graph | WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
