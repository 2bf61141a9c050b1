// /sitemap.xml: every page a search engine should index, articles dated by publication.
import { newsArticles } from "~/content/news";
import { donateLink, navigation } from "~/content/navigation";
import { absoluteUrl } from "~/lib/seo";
import { sitemapXml } from "~/lib/site-files";

export function loader() {
  const pages = [...navigation, donateLink].map((item) => ({
    url: absoluteUrl(item.href),
  }));
  const articles = newsArticles.map((article) => ({
    url: absoluteUrl(`/noticias/${article.id}`),
    lastModified: article.date,
  }));
  return new Response(sitemapXml([...pages, ...articles]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
