// The news feed (RSS 2.0), at the address every page links to in its head.
import { newsArticles, newsPage } from "~/content/news";
import { pageTitle } from "~/content/site";
import { absoluteUrl, NEWS_FEED_PATH, SITE_LANGUAGE } from "~/lib/seo";
import { newsFeedXml } from "~/lib/site-files";

export function loader() {
  const feed = newsFeedXml({
    title: pageTitle(newsPage.title),
    description: newsPage.description,
    language: SITE_LANGUAGE,
    url: absoluteUrl("/noticias"),
    feedUrl: absoluteUrl(NEWS_FEED_PATH),
    articles: newsArticles,
    articleUrl: (article) => absoluteUrl(`/noticias/${article.id}`),
  });
  return new Response(feed, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
