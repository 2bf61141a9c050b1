// /sitemap.xml: every page a search engine should index, articles dated by publication.
import { newsArticlePath, newsArticles } from "~/content/news";
import { absoluteUrl } from "~/lib/seo";
import { sitemapXml } from "~/lib/site-files";
import { SCREEN_PATHS } from "~/lib/site-map";

export function GET() {
  const pages = SCREEN_PATHS.map((path) => ({ url: absoluteUrl(path) }));
  const articles = newsArticles.map((article) => ({
    url: absoluteUrl(newsArticlePath(article)),
    lastModified: article.date,
  }));
  return new Response(sitemapXml([...pages, ...articles]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
