import { DonateCallToAction } from "~/components/donate-call-to-action";
import { NewsCard } from "~/components/news-card";
import { PageHero } from "~/components/page-hero";
import { localized } from "~/content/localized";
import { newsArticles } from "~/content/news";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import type { Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";

const NEWS_PATH = "/noticias";

export function head(locale: Locale): HeadTag[] {
  const { newsPage } = localized(locale, "newsTexts");
  return pageMeta({
    title: pageTitle(newsPage.title),
    description: newsPage.description,
    path: pathIn(locale, NEWS_PATH),
    locale,
  });
}

/**
 * The articles, newest first. In English, each keeps its Portuguese title and summary, marked as
 * Portuguese, and its link says that it leads to the article in Portuguese.
 */
export function NewsPage({ locale }: { locale: Locale }) {
  const { newsPage, newsCardTexts } = localized(locale, "newsTexts");
  const { callsToAction } = localized(locale, "site");
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
                locale={locale}
                readMoreLabel={newsCardTexts.readMoreLabel}
                headingLevel={2}
                isImagePriority={index === 0}
              />
            </li>
          ))}
        </ul>
      </div>
      <DonateCallToAction callToAction={callsToAction.news} />
    </>
  );
}
