import { describe, expect, test } from "vitest";
import type { NewsArticle } from "~/content/news";
import {
  escapeXml,
  newsFeedXml,
  rfc822,
  robotsTxt,
  sitemapXml,
  webManifest,
} from "./site-files";

const article = (id: number, date: string, title = `Notícia ${id}`) =>
  ({
    id,
    title,
    date,
    summary: `Resumo ${id}`,
    author: "Equipe",
    image: { src: "/images/news/x.webp", srcSet: "", width: 1200, height: 630 },
    imageAlt: "",
    slug: `noticia-${id}`,
  }) satisfies NewsArticle;

describe("escapeXml", () => {
  test.each([
    ["Doações & metas", "Doações &amp; metas"],
    ['<b>"R$"</b>', "&lt;b&gt;&quot;R$&quot;&lt;/b&gt;"],
    ["d'Ávila", "d&apos;Ávila"],
  ])("%s → %s", (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });
});

describe("rfc822", () => {
  test.each([
    ["2025-04-02", "Wed, 02 Apr 2025 12:00:00 GMT"],
    ["2024-12-31", "Tue, 31 Dec 2024 12:00:00 GMT"],
  ])("%s → %s", (date, formatted) => {
    expect(rfc822(date)).toBe(formatted);
  });
});

test("the sitemap lists each URL, dated when a date is known", () => {
  const xml = sitemapXml([
    { url: "https://ita.example/" },
    {
      url: "https://ita.example/noticias/1?a=1&b=2",
      lastModified: "2025-04-02",
    },
  ]);
  expect(xml).toContain("<url><loc>https://ita.example/</loc></url>");
  expect(xml).toContain(
    "<url><loc>https://ita.example/noticias/1?a=1&amp;b=2</loc><lastmod>2025-04-02</lastmod></url>",
  );
});

test("robots.txt allows everything but the web editor and names the sitemap", () => {
  expect(robotsTxt("https://ita.example/sitemap.xml")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://ita.example/sitemap.xml\n",
  );
});

describe("newsFeedXml", () => {
  const feed = (articles: NewsArticle[]) =>
    newsFeedXml({
      title: "Notícias | Fundo",
      description: "Novidades",
      language: "pt-BR",
      url: "https://ita.example/noticias",
      feedUrl: "https://ita.example/noticias/feed.xml",
      articles,
      articleUrl: ({ id }) => `https://ita.example/noticias/${id}`,
    });

  test("puts the newest article first and dates the feed by it", () => {
    const xml = feed([
      article(1, "2024-01-10"),
      article(2, "2025-03-05", "Meta & bolsas"),
    ]);
    expect(xml.indexOf("/noticias/2</link>")).toBeLessThan(
      xml.indexOf("/noticias/1</link>"),
    );
    expect(xml).toContain(
      "<lastBuildDate>Wed, 05 Mar 2025 12:00:00 GMT</lastBuildDate>",
    );
    expect(xml).toContain("<title>Meta &amp; bolsas</title>");
  });

  test("without articles it is still a valid channel, undated", () => {
    const xml = feed([]);
    expect(xml).toContain("<title>Notícias | Fundo</title>");
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).not.toContain("<item>");
  });
});

test("the web manifest names the site and points at the icons the build draws", () => {
  const manifest = webManifest({
    name: "Fundo",
    description: "Descrição",
    language: "pt-BR",
    themeColor: "#0a2347",
  });
  expect(manifest).toMatchObject({
    name: "Fundo",
    short_name: "Fundo",
    lang: "pt-BR",
    start_url: "/",
    theme_color: "#0a2347",
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual([
    "192x192",
    "512x512",
    "512x512",
  ]);
});
