// sitemap.xml, robots.txt and the news feed (RSS 2.0), derived from the prerendered pages: every
// indexable page goes in the sitemap under its canonical URL, and every page whose JSON-LD is a
// NewsArticle goes in the feed. The feed's address is the one the pages link to in their head.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  canonicalOf,
  isNoIndex,
  jsonLdOf,
  linkHref,
  metaContent,
  readBuiltPages,
  titleOf,
} from "./lib/pages.mjs";

const escapeXml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) =>
      ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "'": "&apos;",
      })[char],
  );

/** A calendar date "YYYY-MM-DD" in RFC 822 form, at noon UTC so that it is the same day everywhere. */
const rfc822 = (date) => new Date(`${date}T12:00:00Z`).toUTCString();

function newsArticleOf(page) {
  return jsonLdOf(page.html).find((data) => data["@type"] === "NewsArticle");
}

function sitemap(pages) {
  const urls = pages.map((page) => {
    const published = newsArticleOf(page)?.datePublished;
    const lastmod = published
      ? `<lastmod>${escapeXml(published)}</lastmod>`
      : "";
    return `  <url><loc>${escapeXml(canonicalOf(page))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function feed({ newsList, articles, feedUrl }) {
  const items = articles.map(
    (article) => `    <item>
      <title>${escapeXml(article.headline)}</title>
      <link>${escapeXml(article.url)}</link>
      <description>${escapeXml(article.description)}</description>
      <pubDate>${rfc822(article.datePublished)}</pubDate>
      <guid isPermaLink="true">${escapeXml(article.url)}</guid>
    </item>`,
  );
  // The newest article's date, not the clock's: the same content builds the same feed.
  const lastBuildDate = articles.length
    ? [
        `    <lastBuildDate>${rfc822(articles[0].datePublished)}</lastBuildDate>`,
      ]
    : [];
  const language =
    newsList.html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? "pt-BR";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(titleOf(newsList.html))}</title>
    <link>${escapeXml(canonicalOf(newsList))}</link>
    <description>${escapeXml(metaContent(newsList.html, "description"))}</description>
    <language>${escapeXml(language)}</language>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${[...lastBuildDate, ...items].join("\n")}
  </channel>
</rss>
`;
}

export default async function writeSeoFiles(clientDir) {
  const pages = (await readBuiltPages(clientDir)).filter(
    (page) => !isNoIndex(page.html),
  );
  const home = pages.find((page) => page.path === "/");
  const newsList = pages.find((page) => page.path === "/noticias");
  if (!home || !newsList)
    throw new Error("the home page or the news list was not prerendered");
  const siteUrl = canonicalOf(home);

  const feedPath = linkHref(home.html, "alternate", "application/rss+xml");
  if (!feedPath?.startsWith("/"))
    throw new Error("the pages do not link to a news feed");
  const articles = pages
    .map(newsArticleOf)
    .filter(Boolean)
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished));

  await writeFile(join(clientDir, "sitemap.xml"), sitemap(pages));
  await writeFile(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`,
  );
  await writeFile(
    join(clientDir, ...feedPath.split("/")),
    feed({ newsList, articles, feedUrl: new URL(feedPath, siteUrl).href }),
  );
}
