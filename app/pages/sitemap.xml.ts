// /sitemap.xml: every page a search engine should index, articles dated by publication, and each
// page that exists in both languages with its counterpart (hreflang alternates).
import { englishPages, languagePaths } from "~/content/localized";
import { newsArticlePath, newsArticles } from "~/content/news";
import { ENGLISH_NOT_FOUND } from "~/content/source/english-section";
import { absoluteUrl, alternateUrls } from "~/head/seo";
import { sitemapXml } from "~/lib/site-files";
import { SCREEN_PATHS } from "~/content/source/site-pages";

export function GET() {
  const englishPaths = englishPages
    .filter((page) => page !== ENGLISH_NOT_FOUND)
    .map((page) => page.path);
  const pages = [...SCREEN_PATHS, ...englishPaths].map((path) => {
    const pair = languagePaths(path);
    return {
      url: absoluteUrl(path),
      alternates: pair && alternateUrls(pair),
    };
  });
  const articles = newsArticles.map((article) => ({
    url: absoluteUrl(newsArticlePath(article)),
    lastModified: article.date,
  }));
  return new Response(sitemapXml([...pages, ...articles]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
