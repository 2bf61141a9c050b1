import { DonateCallToAction } from "~/components/donate-call-to-action";
import { NewsCard } from "~/components/news-card";
import { PageHero } from "~/components/page-hero";
import { newsCallToAction } from "~/content/calls-to-action";
import { newsArticles, newsPage } from "~/content/news";
import { pageTitle } from "~/content/site";
import { type HeadTag, pageMeta } from "~/lib/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(newsPage.title),
    description: newsPage.description,
    path: "/noticias",
  });

export function NewsPage() {
  return (
    <>
      <PageHero title={newsPage.title} lead={newsPage.lead} />
      <div className="bg-slate-50 px-4 py-16">
        <ul className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2 lg:grid-cols-3">
          {newsArticles.map((article, index) => (
            <li key={article.id}>
              {/* The first card's image is the largest thing on a phone's first screen. */}
              <NewsCard
                article={article}
                headingLevel={2}
                isImagePriority={index === 0}
              />
            </li>
          ))}
        </ul>
      </div>
      <DonateCallToAction callToAction={newsCallToAction} />
    </>
  );
}
