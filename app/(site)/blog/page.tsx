import { CalendarIcon, CheckIcon, ClockIcon } from '@heroicons/react/20/solid';
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
           * controls; « Tous », the one that applies, says so by its mark and, to assistive
           * technology, aria-current, not by its colours alone (RGAA 3.1). Below md they lie in
           * a grid whose columns the width alone decides, never the font: every chip shows
           * without scrolling at 320 px and 280 px (RGAA 10.11), and the grid keeps its rows
           * when the web font swaps in (e2e/font-swap.spec.ts), where wrapped chips could take
           * a line more or less. From md on, they fit on one line.
           */}
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-4">
            <p id="categories" className="text-sm font-semibold text-ink-700">
              {blogPage.categoriesLabel}
            </p>
            <ul
              aria-labelledby="categories"
              className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2 md:flex"
            >
              {chips.map((chip, index) =>
                index === 0 ? (
                  <li
                    key={chip}
                    aria-current="true"
                    className="inline-flex items-center justify-center gap-1.5 rounded-full border border-ink-950 bg-ink-950 px-[calc(--spacing(4)-1px)] py-[calc(--spacing(1.5)-1px)] text-sm font-semibold whitespace-nowrap text-white"
                  >
                    <CheckIcon aria-hidden="true" className="size-4 shrink-0" />
                    {chip}
                  </li>
                ) : (
                  <li
                    key={chip}
                    className="rounded-full border border-ink-200 bg-white px-[calc(--spacing(4)-1px)] py-[calc(--spacing(1.5)-1px)] text-center text-sm font-semibold whitespace-nowrap text-ink-800"
                  >
                    {chip}
                  </li>
                ),
              )}
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
