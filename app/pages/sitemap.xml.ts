// /sitemap.xml: every page a search engine should index, articles dated by publication, and each
// page that exists in both languages with its counterpart (hreflang alternates).
import { englishPages } from "~/content/localized";
import { newsArticlePath, newsArticles } from "~/content/news";
import { ENGLISH_NOT_FOUND } from "~/content/source/english-section";
import { absoluteUrl } from "~/lib/seo";
import { type SitemapEntry, sitemapXml } from "~/lib/site-files";
import { SCREEN_PATHS } from "~/lib/site-map";

export function GET() {
  const pairs = englishPages.filter((page) => page !== ENGLISH_NOT_FOUND);
  const alternatesOf = (path: string): SitemapEntry["alternates"] => {
    const pair = pairs.find((page) =>
      [page.path, page.counterpart].includes(path),
    );
    if (!pair) return undefined;
    return [
      { hreflang: "pt-BR", url: absoluteUrl(pair.counterpart) },
      { hreflang: "en", url: absoluteUrl(pair.path) },
      { hreflang: "x-default", url: absoluteUrl(pair.counterpart) },
    ];
  };
  const pages = [...SCREEN_PATHS, ...pairs.map((page) => page.path)].map(
    (path) => ({ url: absoluteUrl(path), alternates: alternatesOf(path) }),
  );
  const articles = newsArticles.map((article) => ({
    url: absoluteUrl(newsArticlePath(article)),
    lastModified: article.date,
  }));
  return new Response(sitemapXml([...pages, ...articles]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
