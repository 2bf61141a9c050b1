// The news feed (RSS 2.0), at the address every page links to in its head; newest first.
import rss from "@astrojs/rss";
import { newsArticlePath, newsArticles, newsPage } from "~/content/news";
import { pageTitle } from "~/content/site";
import { absoluteUrl, NEWS_FEED_PATH, SITE_LANGUAGE } from "~/head/seo";

// At noon UTC, so that an article's calendar day is the same in every time zone.
const publicationDate = (date: string) => new Date(`${date}T12:00:00Z`);

export function GET() {
  return rss({
    title: pageTitle(newsPage.title),
    description: newsPage.description,
    site: absoluteUrl("/noticias"),
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>${SITE_LANGUAGE}</language><atom:link href="${absoluteUrl(NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    items: newsArticles.map((article) => ({
      title: article.title,
      description: article.summary,
      link: absoluteUrl(newsArticlePath(article)),
      pubDate: publicationDate(article.date),
    })),
  });
}
