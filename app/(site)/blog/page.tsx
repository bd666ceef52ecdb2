import { CalendarIcon, ClockIcon } from '@heroicons/react/20/solid';
import { JsonLd } from '@/components/json-ld';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { articleCategories, articles, blogPage } from '@/content/articles';
import { formatCount, formatDate } from '@/lib/format';
import { pageMetadata } from '@/content/seo/metadata';
import { blogStructuredData } from '@/content/seo/structured-data';
import { Card } from '@/components/ui/card';

export const metadata = pageMetadata('blog');

export default function BlogPage() {
  const chips = [blogPage.allCategoriesLabel, ...articleCategories];
  return (
    <>
      <JsonLd data={blogStructuredData(articles)} />
      <PageHeader heading={blogPage} />

      <section aria-labelledby="articles" className="py-12 sm:py-16" {...ENDS_FIRST_SCREEN}>
        <Container>
          <h2 id="articles" className="sr-only">
            {blogPage.listTitle}
          </h2>
          {/*
           * The specification wants the chips displayed but not filtering: they are labels, not
           * controls. They stay on one line at every width and scroll sideways where they do not
           * fit, bleeding to the screen's edges on a phone: wrapped, the row could take one line
           * more or less in the local fallback than in the web font, and every article moved
           * when the font swapped in (e2e/font-swap.spec.ts). Focusable, so that a
           * keyboard can scroll it, as the dashboard's table. The pixel of padding around the row
           * keeps the chips' 1 px ring from being clipped by its scrolling box.
           */}
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-4">
            <p id="categories" className="text-sm font-semibold text-ink-700">
              {blogPage.categoriesLabel}
            </p>
            <ul
              aria-labelledby="categories"
              tabIndex={0}
              className="-mx-5 -my-px flex gap-2 overflow-x-auto px-5 py-px sm:-mx-8 sm:px-8 lg:-mx-px lg:min-w-0 lg:px-px"
            >
              {chips.map((chip, index) => (
                <li
                  key={chip}
                  className={
                    index === 0
                      ? 'shrink-0 rounded-full bg-ink-950 px-4 py-1.5 text-sm font-semibold text-white'
                      : 'shrink-0 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200'
                  }
                >
                  {chip}
                </li>
              ))}
            </ul>
          </div>

          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <Card
                  as="article"
                  id={article.id}
                  aria-labelledby={`article-${article.id}`}
                  className="flex h-full flex-col p-7"
                >
                  <Badge tone="brand" className="self-start">
                    {article.category}
                  </Badge>
                  <h3
                    id={`article-${article.id}`}
                    className="mt-4 text-xl leading-snug font-bold text-balance text-ink-950"
                  >
                    {article.title}
                  </h3>
                  <p className="mt-3 flex-1 leading-relaxed text-ink-700">{article.excerpt}</p>
                  <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-ink-100 pt-5 text-sm text-ink-600">
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarIcon aria-hidden="true" className="size-4 text-ink-500" />
                      <time dateTime={article.date}>{formatDate(article.date)}</time>
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <ClockIcon aria-hidden="true" className="size-4 text-ink-500" />
                      {formatCount(article.readTimeMinutes, 'min', 'min')} de lecture
                    </span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
