// The site's machine-read files, built from app/content/ by the resource routes in
// app/routes/files/ and prerendered to build/client with the pages: the sitemap, robots.txt, the
// news feed (RSS 2.0) and the web app manifest. Pure functions of their input, tested beside.
import type { NewsArticle } from "~/content/news";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A calendar date "YYYY-MM-DD" in RFC 822 form, at noon UTC so that it is the same day everywhere. */
export function rfc822(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
}

export type SitemapEntry = { url: string; lastModified?: string };

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified }) => {
    const lastmod = lastModified
      ? `<lastmod>${escapeXml(lastModified)}</lastmod>`
      : "";
    return `  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Every page may be crawled but the web editor (/admin). */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${sitemapUrl}\n`;
}

export type NewsFeed = {
  title: string;
  description: string;
  language: string;
  /** The news list's address. */
  url: string;
  /** The feed's own address. */
  feedUrl: string;
  articles: NewsArticle[];
  articleUrl: (article: NewsArticle) => string;
};

/** RSS 2.0, newest article first; dated by the newest article, so the same content builds the same feed. */
export function newsFeedXml(feed: NewsFeed): string {
  const articles = [...feed.articles].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  const items = articles.map((article) => {
    const url = escapeXml(feed.articleUrl(article));
    return `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${url}</link>
      <description>${escapeXml(article.summary)}</description>
      <pubDate>${rfc822(article.date)}</pubDate>
      <guid isPermaLink="true">${url}</guid>
    </item>`;
  });
  const lastBuildDate = articles[0]
    ? [`    <lastBuildDate>${rfc822(articles[0].date)}</lastBuildDate>`]
    : [];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.url)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>${escapeXml(feed.language)}</language>
    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
${[...lastBuildDate, ...items].join("\n")}
  </channel>
</rss>
`;
}

/** The icons the build draws from app/assets/logo.svg (scripts/postbuild/icons.mjs). */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  {
    src: "/icons/icon-maskable-512.png",
    sizes: "512x512",
    type: "image/png",
    purpose: "maskable",
  },
];

export function webManifest({
  name,
  description,
  language,
  themeColor,
}: {
  name: string;
  description: string;
  language: string;
  themeColor: string;
}) {
  return {
    name,
    short_name: name,
    description,
    lang: language,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: "#ffffff",
    icons: MANIFEST_ICONS,
  };
}
